/**
 * The way an order keeps (src/domain/orders/order-schedule.ts quotedWay), the default way of a catalogue whose
 * operationWay is partly written, and the slot a scheduled order falls in.
 */
import { describe, expect, it } from 'vitest';
import {
  checkSchedule,
  defaultOperationType,
  intervalAcceptable,
  quotedWay,
  type ScheduleCatalog,
} from '@/src/domain/orders/order-schedule';

describe('quotedWay — the way and time as the quote judged them', () => {
  it('keeps a now order without its scheduledFor', () => {
    expect(quotedWay({ type: 'takeAway', time: 'now', scheduledFor: '2026-11-23T10:00:00.000-03:00' })).toEqual({
      type: 'takeAway',
      time: 'now',
    });
  });

  it('writes a scheduled instant in the catalogue’s zone, in the product’s format', () => {
    expect(quotedWay({ type: 'delivery', time: 'schedule', scheduledFor: '2026-11-23T17:00:00Z' })).toEqual({
      type: 'delivery',
      time: 'schedule',
      scheduledFor: '2026-11-23T14:00:00.000-03:00',
    });
    expect(
      quotedWay({ type: 'booking', time: 'schedule', scheduledFor: '2026-11-23T17:00:00Z' }, 'America/Manaus'),
    ).toEqual({ type: 'booking', time: 'schedule', scheduledFor: '2026-11-23T13:00:00.000-04:00' });
  });

  it.each([
    ['an unknown way', { type: 'drone', time: 'now' }],
    ['an unknown time', { type: 'delivery', time: 'later' }],
    [
      'an unknown time with a readable instant',
      { type: 'delivery', time: 'later', scheduledFor: '2026-11-23T10:00:00Z' },
    ],
    ['a scheduled order without a time', { type: 'delivery', time: 'schedule', scheduledFor: null }],
    ['a scheduled order with an empty time', { type: 'delivery', time: 'schedule', scheduledFor: '' }],
    ['a scheduled order with an unreadable time', { type: 'delivery', time: 'schedule', scheduledFor: 'amanhã' }],
    ['an impossible date', { type: 'delivery', time: 'schedule', scheduledFor: '2026-02-30T10:00:00' }],
  ])('is null for %s', (_case, requested) => {
    expect(quotedWay(requested)).toBeNull();
  });
});

describe('defaultOperationType with a partly written operationWay', () => {
  it('skips the ways it does not name', () => {
    const takeAwayOnly = { takeAway: { now: true } } as unknown as Parameters<typeof defaultOperationType>[0];
    expect(defaultOperationType(takeAwayOnly)).toBe('takeAway');
    const bookingScheduleOnly = { booking: { schedule: true } } as unknown as Parameters<
      typeof defaultOperationType
    >[0];
    expect(defaultOperationType(bookingScheduleOnly)).toBe('booking');
  });
});

describe('checkSchedule — the slot a scheduled order falls in', () => {
  const weekday = { open: true, hours: [{ start: '08:00', end: '22:00' }] };
  const catalog: ScheduleCatalog = {
    operationWay: null,
    rules: [
      {
        if: { isDefaultRule: true },
        then: { dayUntil: 1, shifts: [{ name: 'Tarde', start: '14:00', end: '18:00' }] },
      },
    ],
    openingHours: { monday: weekday, tuesday: weekday },
    timezone: 'America/Sao_Paulo',
  };

  it('returns the offered slot, with its start and end, for a scheduled order', () => {
    const check = checkSchedule(
      { type: 'delivery', time: 'schedule', scheduledFor: '2026-11-24T14:00:00.000-03:00' },
      catalog,
      '2026-11-23T08:00:00.000-03:00',
    );
    expect(check.problem).toBeNull();
    expect(check.slot).toMatchObject({
      date: '2026-11-24',
      start: '14:00',
      end: '18:00',
      shift: 'Tarde',
      startsAt: '2026-11-24T14:00:00.000-03:00',
      endsAt: '2026-11-24T18:00:00.000-03:00',
    });
  });

  it('has no slot for a now order nor for a refused one', () => {
    expect(checkSchedule({ type: 'delivery', time: 'now' }, catalog, '2026-11-23T08:00:00.000-03:00').slot).toBeNull();
    expect(
      checkSchedule(
        { type: 'delivery', time: 'schedule', scheduledFor: '2026-11-24T15:00:00.000-03:00' },
        catalog,
        '2026-11-23T08:00:00.000-03:00',
      ),
    ).toEqual({ problem: 'INVALID_SCHEDULE', pricingClock: '2026-11-23T08:00:00.000-03:00', slot: null });
  });
});

describe('intervalAcceptable — a date-only text is exactly YYYY-MM-DD', () => {
  it('refuses a signed six-digit year even though luxon reads it', () => {
    expect(intervalAcceptable({ start: '+002026-11-24', end: '2026-11-25' }, '2026-11-23T09:00:00.000-03:00')).toBe(
      false,
    );
    expect(intervalAcceptable({ start: '2026-11-24', end: '2026-11-25' }, '2026-11-23T09:00:00.000-03:00')).toBe(true);
  });
});
