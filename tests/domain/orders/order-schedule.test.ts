import { describe, expect, it } from 'vitest';
import {
  bookableAt,
  checkSchedule,
  defaultOperationType,
  intervalAcceptable,
  MAX_INTERVAL_DAYS,
  type ScheduleCatalog,
} from '@/src/domain/orders/order-schedule';

const MON_0800 = '2026-11-23T08:00:00.000-03:00';
const weekday = { open: true, hours: [{ start: '08:00', end: '22:00' }] };
const catalog: ScheduleCatalog = {
  operationWay: {
    delivery: { now: true, schedule: true },
    takeAway: { now: true, schedule: false },
    booking: { now: false, schedule: false },
  },
  // Delivery: two days ahead, shifts; booking rules never apply to delivery.
  rules: [
    {
      operationWay: 'delivery',
      if: { isDefaultRule: true },
      then: {
        dayUntil: 2,
        timeUntil: 60,
        shifts: [
          { name: 'Manhã', start: '09:00', end: '12:00' },
          { name: 'Tarde', start: '14:00', end: '18:00' },
        ],
      },
    },
    { operationWay: 'booking', if: { isDefaultRule: true }, then: { dayUntil: 30 } },
  ],
  openingHours: { monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday },
  timezone: 'America/Sao_Paulo',
};
const at = (scheduledFor: string | null, type = 'delivery', time = 'schedule') => ({ type, time, scheduledFor });

describe('operationWay: booking, delivery, takeAway, each with now and schedule flags', () => {
  it.each([
    ['delivery now is offered', at(null, 'delivery', 'now'), null],
    ['take-away now is offered', at(null, 'takeAway', 'now'), null],
    ['take-away scheduled is not offered', at('2026-11-23T09:00:00.000-03:00', 'takeAway'), 'OPERATION_NOT_AVAILABLE'],
    ['booking is not offered at all', at(null, 'booking', 'now'), 'OPERATION_NOT_AVAILABLE'],
    ['an unknown way is refused', at(null, 'drone', 'now'), 'OPERATION_NOT_AVAILABLE'],
    ['an unknown time is refused', at(null, 'delivery', 'later'), 'OPERATION_NOT_AVAILABLE'],
  ])('%s', (_name, requested, problem) => expect(checkSchedule(requested, catalog, MON_0800).problem).toBe(problem));

  it('a catalogue whose flags are all off has not configured its ways, and accepts any', () => {
    const off = { now: false, schedule: false };
    expect(
      checkSchedule(
        at(null, 'booking', 'now'),
        { ...catalog, operationWay: { delivery: off, takeAway: off, booking: off } },
        MON_0800,
      ).problem,
    ).toBeNull();
    expect(checkSchedule(at(null, 'booking', 'now'), { ...catalog, operationWay: null }, MON_0800).problem).toBeNull();
  });
});

describe('Rules for delivery and takeAway: a scheduled time must be one of the slots they give', () => {
  it.each([
    ['the first shift today, an hour ahead (09:00)', '2026-11-23T09:00:00.000-03:00', null],
    ['the afternoon shift the day after tomorrow (dayUntil 2)', '2026-11-25T14:00:00.000-03:00', null],
    ['the same instant written in UTC', '2026-11-23T17:00:00.000Z', null],
    ['three days ahead is beyond dayUntil', '2026-11-26T09:00:00.000-03:00', 'INVALID_SCHEDULE'],
    ['not the start of a shift (10:00)', '2026-11-23T10:00:00.000-03:00', 'INVALID_SCHEDULE'],
    ['an unreadable time', 'amanhã cedo', 'INVALID_SCHEDULE'],
    ['no time at all', null, 'SCHEDULE_REQUIRED'],
  ])('%s', (_name, scheduledFor, problem) =>
    expect(checkSchedule(at(scheduledFor), catalog, MON_0800).problem).toBe(problem),
  );

  it('timeUntil: a shift starting within the lead time is not offered (08:30 for 09:00 with 60 minutes)', () =>
    expect(checkSchedule(at('2026-11-23T09:00:00.000-03:00'), catalog, '2026-11-23T08:30:00.000-03:00').problem).toBe(
      'INVALID_SCHEDULE',
    ));

  it('a slot when the business is closed is not offered (Saturday)', () =>
    expect(checkSchedule(at('2026-11-28T09:00:00.000-03:00'), catalog, '2026-11-27T08:00:00.000-03:00').problem).toBe(
      'INVALID_SCHEDULE',
    ));

  it('the order is priced at its scheduled time, and a now order at the clock', () => {
    expect(checkSchedule(at('2026-11-23T14:00:00.000-03:00'), catalog, MON_0800).pricingClock).toBe(
      Date.parse('2026-11-23T14:00:00.000-03:00'),
    );
    expect(checkSchedule(at(null, 'delivery', 'now'), catalog, MON_0800).pricingClock).toBe(MON_0800);
    expect(checkSchedule(at('2026-11-23T10:00:00.000-03:00'), catalog, MON_0800).pricingClock).toBe(MON_0800);
  });

  it('a rule without operationWay governs delivery and take-away, never booking', () => {
    const shared: ScheduleCatalog = {
      ...catalog,
      operationWay: null,
      rules: [
        {
          if: { isDefaultRule: true },
          then: { dayUntil: 0, shifts: [{ name: 'Noite', start: '19:00', end: '21:00' }] },
        },
      ],
    };
    expect(checkSchedule(at('2026-11-23T19:00:00.000-03:00', 'takeAway'), shared, MON_0800).problem).toBeNull();
    // Booking falls back to the built-in outcome: today, 30-minute slots over the whole day.
    expect(checkSchedule(at('2026-11-23T19:00:00.000-03:00', 'booking'), shared, MON_0800).problem).toBeNull();
    expect(checkSchedule(at('2026-11-23T19:10:00.000-03:00', 'booking'), shared, MON_0800).problem).toBe(
      'INVALID_SCHEDULE',
    );
    // 10:00 is a built-in slot, but not in the evening shift the rule gives delivery and take-away.
    expect(checkSchedule(at('2026-11-23T10:00:00.000-03:00', 'booking'), shared, MON_0800).problem).toBeNull();
    expect(checkSchedule(at('2026-11-23T10:00:00.000-03:00', 'takeAway'), shared, MON_0800).problem).toBe(
      'INVALID_SCHEDULE',
    );
  });
});

describe('interval-between-dates: the dates a client sends are bounded', () => {
  it.each([
    ['two days from today', '2026-11-23T12:00:00.000-03:00', '2026-11-25T12:00:00.000-03:00', true],
    ['earlier today still counts as today', '2026-11-23T00:30:00.000-03:00', '2026-11-23T10:00:00.000-03:00', true],
    ['date-only values, read in America/Sao_Paulo', '2026-11-23', '2026-11-24', true],
    [
      'a same-moment interval (charged as one day)',
      '2026-11-24T10:00:00.000-03:00',
      '2026-11-24T10:00:00.000-03:00',
      true,
    ],
    [`exactly ${MAX_INTERVAL_DAYS} days`, '2026-11-23T12:00:00.000-03:00', '2027-11-24T12:00:00.000-03:00', true],
    [`${MAX_INTERVAL_DAYS} days and a minute`, '2026-11-23T12:00:00.000-03:00', '2027-11-24T12:01:00.000-03:00', false],
    ['starting yesterday', '2026-11-22T23:59:00.000-03:00', '2026-11-24T12:00:00.000-03:00', false],
    ['ending before it starts', '2026-11-25T12:00:00.000-03:00', '2026-11-24T12:00:00.000-03:00', false],
    ['an impossible date', '2026-13-01', '2026-13-02', false],
    ['text that is not a date', 'amanhã', '2026-11-24', false],
    ['an end that is not a date', '2026-11-24', 'depois', false],
  ])('%s → %s', (_name, start, end, expected) =>
    expect(intervalAcceptable({ start, end }, '2026-11-23T09:00:00.000-03:00')).toBe(expected),
  );
});

describe('operationWay and rules: edge cases', () => {
  const shift = (dayUntil: number) => ({
    if: { isDefaultRule: true },
    then: { dayUntil, shifts: [{ name: 'Manhã', start: '09:00', end: '12:00' }] },
  });

  it('a rule for take-away does not govern delivery, which falls back to the built-in outcome (today only)', () => {
    const takeAwayOnly: ScheduleCatalog = {
      ...catalog,
      operationWay: null,
      rules: [{ operationWay: 'takeAway', ...shift(5) }],
    };
    expect(checkSchedule(at('2026-11-26T09:00:00.000-03:00', 'takeAway'), takeAwayOnly, MON_0800).problem).toBeNull();
    expect(checkSchedule(at('2026-11-26T09:00:00.000-03:00', 'delivery'), takeAwayOnly, MON_0800).problem).toBe(
      'INVALID_SCHEDULE',
    );
    expect(checkSchedule(at('2026-11-26T09:00:00.000-03:00', 'booking'), takeAwayOnly, MON_0800).problem).toBe(
      'INVALID_SCHEDULE',
    );
  });

  it('no rules at all: the built-in outcome, today in 30-minute slots', () => {
    const none: ScheduleCatalog = { ...catalog, operationWay: null, rules: null };
    expect(checkSchedule(at('2026-11-23T09:30:00.000-03:00'), none, MON_0800).problem).toBeNull();
    expect(checkSchedule(at('2026-11-24T09:30:00.000-03:00'), none, MON_0800).problem).toBe('INVALID_SCHEDULE');
  });

  it('an unknown way is refused even where the catalogue has not configured its ways', () =>
    expect(checkSchedule(at(null, 'drone', 'now'), { ...catalog, operationWay: null }, MON_0800).problem).toBe(
      'OPERATION_NOT_AVAILABLE',
    ));

  it('a catalogue offering only delivery now has configured its ways: take-away is refused', () => {
    const off = { now: false, schedule: false };
    const deliveryNow = { delivery: { now: true, schedule: false }, takeAway: off, booking: off };
    expect(
      checkSchedule(at(null, 'takeAway', 'now'), { ...catalog, operationWay: deliveryNow }, MON_0800).problem,
    ).toBe('OPERATION_NOT_AVAILABLE');
    const scheduleOnly = { delivery: { now: false, schedule: true }, takeAway: off, booking: off };
    expect(
      checkSchedule(at(null, 'takeAway', 'now'), { ...catalog, operationWay: scheduleOnly }, MON_0800).problem,
    ).toBe('OPERATION_NOT_AVAILABLE');
  });

  it('a partly written operationWay (only delivery) refuses the ways it does not name, without failing', () => {
    const partial = { delivery: { now: true, schedule: true } } as unknown as ScheduleCatalog['operationWay'];
    expect(checkSchedule(at(null, 'takeAway', 'now'), { ...catalog, operationWay: partial }, MON_0800).problem).toBe(
      'OPERATION_NOT_AVAILABLE',
    );
    expect(
      checkSchedule(at('2026-11-23T09:00:00.000-03:00', 'takeAway'), { ...catalog, operationWay: partial }, MON_0800)
        .problem,
    ).toBe('OPERATION_NOT_AVAILABLE');
    expect(
      checkSchedule(at('2026-11-23T09:00:00.000-03:00', 'delivery'), { ...catalog, operationWay: partial }, MON_0800)
        .problem,
    ).toBeNull();
    const bookingOnly = { booking: { now: true, schedule: false } } as unknown as ScheduleCatalog['operationWay'];
    expect(
      checkSchedule(at(null, 'booking', 'now'), { ...catalog, operationWay: bookingOnly }, MON_0800).problem,
    ).toBeNull();
    expect(
      checkSchedule(at(null, 'delivery', 'now'), { ...catalog, operationWay: bookingOnly }, MON_0800).problem,
    ).toBe('OPERATION_NOT_AVAILABLE');
    const bookingScheduleOnly = { booking: { schedule: true } } as unknown as ScheduleCatalog['operationWay'];
    expect(
      checkSchedule(at(null, 'delivery', 'now'), { ...catalog, operationWay: bookingScheduleOnly }, MON_0800).problem,
    ).toBe('OPERATION_NOT_AVAILABLE');
  });

  it("slots are read in the catalogue's own zone: 09:00 in Manaus is 10:00 in São Paulo", () => {
    const manaus: ScheduleCatalog = { ...catalog, timezone: 'America/Manaus' };
    expect(checkSchedule(at('2026-11-23T10:00:00.000-03:00'), manaus, MON_0800).problem).toBeNull();
    expect(checkSchedule(at('2026-11-23T09:00:00.000-03:00'), manaus, MON_0800).problem).toBe('INVALID_SCHEDULE');
  });

  it('a holiday of the catalogue offers no slot that day', () => {
    const holiday: ScheduleCatalog = {
      ...catalog,
      holidays: [{ date: '2026-11-24', name: 'Feriado municipal', type: 'municipal' }],
    };
    expect(checkSchedule(at('2026-11-24T09:00:00.000-03:00'), holiday, MON_0800).problem).toBe('INVALID_SCHEDULE');
    expect(checkSchedule(at('2026-11-24T09:00:00.000-03:00'), catalog, MON_0800).problem).toBeNull();
  });

  it.each([['2026-11-24x'], ['x2026-11-24'], ['2026-11-24T10:00']])('a date written %s is not read', (end) =>
    expect(intervalAcceptable({ start: '2026-11-23', end }, '2026-11-23T09:00:00.000-03:00')).toBe(false),
  );
});

describe("defaultOperationType: the catalogue's own way when the shopper has not chosen", () => {
  const off = { now: false, schedule: false };
  it.each<[string, Parameters<typeof defaultOperationType>[0], string]>([
    [
      'delivery when offered, even beside take-away',
      { delivery: { now: true, schedule: false }, takeAway: { now: true, schedule: false }, booking: off },
      'delivery',
    ],
    [
      'take-away when it is the only way',
      { delivery: off, takeAway: { now: false, schedule: true }, booking: off },
      'takeAway',
    ],
    [
      'booking for a lounge that only books',
      { delivery: off, takeAway: off, booking: { now: true, schedule: true } },
      'booking',
    ],
    ['delivery when no flag is set (ways not configured)', { delivery: off, takeAway: off, booking: off }, 'delivery'],
    ['delivery when the catalogue has no operationWay', null, 'delivery'],
  ])('%s', (_name, way, expected) => {
    expect(defaultOperationType(way)).toBe(expected);
  });
});

describe('bookableAt: a company client’s exact time within the booking slots offered now (issue 18)', () => {
  // Meet & assist: 05:00–23:00 in shifts, two hours' notice, a year ahead.
  const hospitality: ScheduleCatalog = {
    rules: [
      {
        operationWay: 'booking',
        if: { isDefaultRule: true },
        then: {
          dayUntil: 365,
          timeUntil: 120,
          shifts: [
            { name: 'Manhã', start: '05:00', end: '11:59' },
            { name: 'Tarde', start: '12:00', end: '23:00' },
          ],
        },
      },
    ],
    timezone: 'America/Sao_Paulo',
  };
  it.each([
    ['inside a shift, not at its start', '2026-11-24T06:40:00-03:00', true],
    ['at the day’s last minute', '2026-11-24T23:00:00-03:00', true],
    ['at the day’s first minute', '2026-11-24T05:00:00-03:00', true],
    ['at night, outside the hours', '2026-11-24T03:10:00-03:00', false],
    ['a minute past closing', '2026-11-24T23:01:00-03:00', false],
    ['within the notice (an hour from now)', '2026-11-23T09:00:00-03:00', false],
    // A shift is offered whole, so only while it starts past the notice: the morning's began before it.
    ['later this morning, in a shift already started', '2026-11-23T10:30:00-03:00', false],
    ['in the next shift, past the notice', '2026-11-23T12:30:00-03:00', true],
    ['past the year', '2027-11-25T08:00:00-03:00', false],
  ])('%s: %s', (_case, time, expected) => expect(bookableAt(hospitality, time, MON_0800)).toBe(expected));

  it('reads a time without an offset in the catalogue’s zone, as checkSchedule does', () => {
    const manaus = { ...hospitality, timezone: 'America/Manaus' };
    // 05:30 in Manaus is within the morning; read in São Paulo it would be 04:30 there, before opening.
    expect(bookableAt(manaus, '2026-11-24T05:30:00', MON_0800)).toBe(true);
    expect(bookableAt(manaus, '2026-11-24T05:30:00-03:00', MON_0800)).toBe(false);
    const way = { type: 'booking', time: 'schedule', scheduledFor: '2026-11-24T05:00:00' };
    expect(checkSchedule(way, manaus, MON_0800).problem).toBeNull();
    expect(checkSchedule(way, hospitality, MON_0800).problem).toBeNull();
    expect(checkSchedule({ ...way, scheduledFor: '2026-11-24T05:00:00-03:00' }, manaus, MON_0800).problem).toBe(
      'INVALID_SCHEDULE',
    );
  });
});
