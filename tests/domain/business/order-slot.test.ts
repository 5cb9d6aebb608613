import { describe, expect, it } from 'vitest';
import { earliestTime, orderSlotFor } from '@/src/domain/business/order-slot';

const slot = (start: string, end: string) => ({
  startsAt: `2026-11-24T${start}:00.000-03:00`,
  endsAt: `2026-11-24T${end}:00.000-03:00`,
});
const SHIFTS = [slot('05:00', '11:59'), slot('12:00', '17:59'), slot('18:00', '23:00')];

describe('earliestTime', () => {
  it('compares instants, not text (offsets differ)', () => {
    expect(earliestTime(['2026-11-24T10:00:00-03:00', '2026-11-24T12:30:00Z', 'not a time'])).toBe(
      '2026-11-24T12:30:00Z',
    );
  });
  it('is null without a readable time', () => {
    expect(earliestTime([])).toBeNull();
    expect(earliestTime([''])).toBeNull();
  });
});

describe('orderSlotFor', () => {
  it.each([
    ['06:40', '05:00'],
    ['05:00', '05:00'],
    ['11:59', '05:00'],
    ['12:00', '12:00'],
    ['23:00', '18:00'],
  ])('%s falls in the slot starting %s', (time, start) => {
    expect(orderSlotFor(`2026-11-24T${time}:00-03:00`, SHIFTS)?.startsAt).toBe(`2026-11-24T${start}:00.000-03:00`);
  });

  it('between two slots, the one before; before them all, the first; none offered, none', () => {
    const gaps = [slot('08:00', '09:00'), slot('14:00', '15:00')];
    expect(orderSlotFor('2026-11-24T11:00:00-03:00', gaps)?.startsAt).toBe('2026-11-24T08:00:00.000-03:00');
    expect(orderSlotFor('2026-11-24T04:30:00-03:00', gaps)?.startsAt).toBe('2026-11-24T08:00:00.000-03:00');
    expect(orderSlotFor('2026-11-24T04:30:00-03:00', [])).toBeNull();
    expect(orderSlotFor('', SHIFTS)).toBeNull();
  });
});
