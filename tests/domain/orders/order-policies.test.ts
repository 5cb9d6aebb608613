import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  CANCELLABLE_STATUS,
  FLIGHT_DELAY_LIMIT_MINUTES,
  RESCHEDULE_FEE_PERCENT,
  RESCHEDULE_NOTICE_WORKING_HOURS,
  assertPriceCents,
  canCancelOrder,
  flightDelayOutcome,
  hospitalityRescheduleFee,
  isWorkingDay,
  noShowCharge,
  workingHoursBetween,
  type CancelDecision,
} from '@/src/domain/orders/order-policies';
import type { Holiday } from '@/src/domain/time/holidays';

// Sao Paulo is UTC-03:00 all year since 2019. 2024-03-04 is a Monday, 2024-03-08 a Friday.
const SP = (local: string) => `${local}:00-03:00`;

describe('constants (docs/business-rules.md "Order policies")', () => {
  it.each([
    ['"Hospitality reschedule under 24 working hours ahead costs a 25% fee" — 25%', RESCHEDULE_FEE_PERCENT, 25],
    ['"Hospitality reschedule under 24 working hours ahead" — 24 working hours', RESCHEDULE_NOTICE_WORKING_HOURS, 24],
    ['"A flight delay over 90 minutes" — 90 minutes', FLIGHT_DELAY_LIMIT_MINUTES, 90],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('"Order cancellation is possible only in the placed state" — PLACED', () => {
    expect(CANCELLABLE_STATUS).toBe('PLACED');
  });
});

describe('canCancelOrder — "Cancellation is possible only while the order is in the placed state"', () => {
  it.each<[string, string, CancelDecision]>([
    ['placed ("Pedido realizado") can be cancelled', 'PLACED', { allowed: true }],
    [
      '"Once the restaurant confirms, cancelling is not possible" (CONFIRMED)',
      'CONFIRMED',
      { allowed: false, reason: 'ORDER_ALREADY_CONFIRMED' },
    ],
    [
      '"Once the restaurant confirms, cancelling is not possible" (PREPARING)',
      'PREPARING',
      { allowed: false, reason: 'ORDER_ALREADY_CONFIRMED' },
    ],
    [
      '"Once the restaurant confirms, cancelling is not possible" (DISPATCHED)',
      'DISPATCHED',
      { allowed: false, reason: 'ORDER_ALREADY_CONFIRMED' },
    ],
    [
      '"Once the restaurant confirms, cancelling is not possible" (READY)',
      'READY',
      { allowed: false, reason: 'ORDER_ALREADY_CONFIRMED' },
    ],
    [
      '"Once the restaurant confirms, cancelling is not possible" (DELIVERED)',
      'DELIVERED',
      { allowed: false, reason: 'ORDER_ALREADY_CONFIRMED' },
    ],
    [
      '"Once the restaurant confirms, cancelling is not possible" (COMPLETED)',
      'COMPLETED',
      { allowed: false, reason: 'ORDER_ALREADY_CONFIRMED' },
    ],
    [
      '"possible only in the placed state": a canceled order cannot be cancelled again',
      'CANCELED',
      { allowed: false, reason: 'ORDER_ALREADY_CANCELED' },
    ],
    [
      '"Order status starts as TEMPORARY": a cart not yet placed is not an order to cancel',
      'TEMPORARY',
      { allowed: false, reason: 'ORDER_NOT_PLACED' },
    ],
    [
      '"possible only in the placed state": an unknown status is refused',
      'ON_HOLD',
      { allowed: false, reason: 'ORDER_STATUS_UNKNOWN' },
    ],
    [
      '"possible only in the placed state": statuses are exact, lowercase is unknown',
      'placed',
      { allowed: false, reason: 'ORDER_STATUS_UNKNOWN' },
    ],
    [
      '"possible only in the placed state": an empty status is refused',
      '',
      { allowed: false, reason: 'ORDER_STATUS_UNKNOWN' },
    ],
    [
      '"possible only in the placed state": object keys are not statuses',
      'toString',
      { allowed: false, reason: 'ORDER_STATUS_UNKNOWN' },
    ],
  ])('%s', (_rule, status, expected) => {
    expect(canCancelOrder(status)).toEqual(expected);
  });
});

describe('isWorkingDay — "24 working hours": Monday to Friday, not a national holiday', () => {
  const mayDay: Holiday[] = [{ date: '2024-05-01', name: 'Dia do trabalho', type: 'national' }];
  it.each<[string, string | number, string | undefined, boolean]>([
    ['a Monday is a working day', SP('2024-03-04T10:00'), undefined, true],
    ['a Friday is a working day', SP('2024-03-08T23:59'), undefined, true],
    ['a Saturday is not a working day', SP('2024-03-09T10:00'), undefined, false],
    ['a Sunday is not a working day', SP('2024-03-10T10:00'), undefined, false],
    ['a national holiday on a Wednesday is not a working day', SP('2024-05-01T10:00'), undefined, false],
    ['the day is read in São Paulo: Friday 22:00 there is Saturday in UTC', '2024-03-09T01:00:00Z', undefined, true],
    ['the day is read in the zone passed: Saturday 01:00 UTC', '2024-03-09T01:00:00Z', 'UTC', false],
    ['epoch milliseconds are accepted (Monday 2024-03-04 12:00 UTC)', Date.UTC(2024, 2, 4, 12), undefined, true],
  ])('%s', (_rule, date, zone, expected) => {
    expect(isWorkingDay(date, mayDay, zone)).toBe(expected);
  });

  it('a luxon DateTime is accepted', () => {
    expect(isWorkingDay(DateTime.fromISO(SP('2024-03-09T10:00')), [])).toBe(false);
  });
});

describe('workingHoursBetween — "24 working hours" counts every hour of working days only', () => {
  it.each<[string, string, string, number]>([
    ['same working day, 10:00 to 15:30', SP('2024-03-04T10:00'), SP('2024-03-04T15:30'), 5.5],
    ['Monday 10:00 to Tuesday 10:00 is 24 working hours', SP('2024-03-04T10:00'), SP('2024-03-05T10:00'), 24],
    ['Friday 10:00 to Monday 10:00 skips the weekend: 14 + 10', SP('2024-03-08T10:00'), SP('2024-03-11T10:00'), 24],
    ['Saturday to Sunday has none', SP('2024-03-09T08:00'), SP('2024-03-10T20:00'), 0],
    [
      'Tuesday 12:00 to Thursday 12:00 skips the 1 May holiday: 12 + 12',
      SP('2024-04-30T12:00'),
      SP('2024-05-02T12:00'),
      24,
    ],
    [
      'a whole working week, Monday 00:00 to the next Monday 00:00',
      SP('2024-03-04T00:00'),
      SP('2024-03-11T00:00'),
      120,
    ],
    ['an end before the start gives 0', SP('2024-03-05T10:00'), SP('2024-03-04T10:00'), 0],
    [
      'an end earlier the same working day gives 0, never a negative count',
      SP('2024-03-04T15:00'),
      SP('2024-03-04T10:00'),
      0,
    ],
    ['an end equal to the start gives 0', SP('2024-03-05T10:00'), SP('2024-03-05T10:00'), 0],
  ])('%s', (_rule, from, to, expected) => {
    expect(workingHoursBetween(from, to)).toBe(expected);
  });

  it('holidays default to the national list of every year spanned: 31 Dec 2024 12:00 to 2 Jan 2025 12:00 skips 1 January', () => {
    expect(workingHoursBetween(SP('2024-12-31T12:00'), SP('2025-01-02T12:00'))).toBe(24);
  });

  it('a holiday list passed in replaces the national one (no holidays: 1 May counts)', () => {
    expect(workingHoursBetween(SP('2024-04-30T12:00'), SP('2024-05-02T12:00'), { holidays: [] })).toBe(48);
  });

  it('days are judged in the zone passed: Friday 22:00 São Paulo is Saturday 01:00 UTC', () => {
    const from = '2024-03-09T01:00:00Z';
    const to = '2024-03-12T00:00:00Z';
    expect(workingHoursBetween(from, to)).toBe(23); // Fri 22:00–24:00 + Mon 00:00–21:00 in São Paulo
    expect(workingHoursBetween(from, to, { zone: 'UTC' })).toBe(24); // Monday only, whole
  });

  it('elapsed hours are counted across a DST change on a working day (Tehran, Monday 2021-03-22 has 23 hours)', () => {
    const zone = 'Asia/Tehran';
    const from = DateTime.fromISO('2021-03-19T12:00', { zone }); // Friday
    const to = DateTime.fromISO('2021-03-23T12:00', { zone }); // Tuesday
    expect(workingHoursBetween(from, to, { zone, holidays: [] })).toBe(12 + 23 + 12);
  });
});

describe('hospitalityRescheduleFee — "Hospitality reschedule under 24 working hours ahead costs a 25% fee"', () => {
  it.each<[string, string, string, number, { feeCents: number; workingHoursAhead: number; late: boolean }]>([
    [
      'exactly 24 working hours ahead is not under 24: no fee',
      SP('2024-03-04T10:00'),
      SP('2024-03-05T10:00'),
      10000,
      { feeCents: 0, workingHoursAhead: 24, late: false },
    ],
    [
      '23 working hours ahead costs 25% of R$ 100,00',
      SP('2024-03-04T10:00'),
      SP('2024-03-05T09:00'),
      10000,
      { feeCents: 2500, workingHoursAhead: 23, late: true },
    ],
    [
      'Friday 10:00 for Monday 10:00 is 24 working hours: no fee',
      SP('2024-03-08T10:00'),
      SP('2024-03-11T10:00'),
      10000,
      { feeCents: 0, workingHoursAhead: 24, late: false },
    ],
    [
      'Friday 10:00 for Monday 09:30 is 23.5 working hours: fee',
      SP('2024-03-08T10:00'),
      SP('2024-03-11T09:30'),
      10000,
      { feeCents: 2500, workingHoursAhead: 23.5, late: true },
    ],
    [
      'Saturday for Monday 23:00 is 23 working hours (60 clock hours): fee',
      SP('2024-03-09T08:00'),
      SP('2024-03-11T23:00'),
      8000,
      { feeCents: 2000, workingHoursAhead: 23, late: true },
    ],
    [
      'the 1 May holiday does not count: Tuesday 12:00 for Thursday 11:00 is 23',
      SP('2024-04-30T12:00'),
      SP('2024-05-02T11:00'),
      10000,
      { feeCents: 2500, workingHoursAhead: 23, late: true },
    ],
    [
      'Christmas 2025 (computed year) does not count: 24 Dec 12:00 for 26 Dec 12:00',
      SP('2025-12-24T12:00'),
      SP('2025-12-26T12:00'),
      10000,
      { feeCents: 0, workingHoursAhead: 24, late: false },
    ],
    [
      'Christmas 2025 does not count: 24 Dec 12:00 for 26 Dec 11:00 is 23',
      SP('2025-12-24T12:00'),
      SP('2025-12-26T11:00'),
      10000,
      { feeCents: 2500, workingHoursAhead: 23, late: true },
    ],
    [
      'New Year across two years: 31 Dec 2024 12:00 for 2 Jan 2025 11:00 is 23',
      SP('2024-12-31T12:00'),
      SP('2025-01-02T11:00'),
      10000,
      { feeCents: 2500, workingHoursAhead: 23, late: true },
    ],
    [
      'Good Friday 2024 (built-in year) does not count: Thursday 28 Mar 12:00 for Monday 1 Apr 11:00 is 23',
      SP('2024-03-28T12:00'),
      SP('2024-04-01T11:00'),
      10000,
      { feeCents: 2500, workingHoursAhead: 23, late: true },
    ],
    [
      'Good Friday 2025 (computed year) counts the same: Thursday 17 Apr 12:00 for Tuesday 22 Apr 11:00 (Monday is Tiradentes) is 23',
      SP('2025-04-17T12:00'),
      SP('2025-04-22T11:00'),
      10000,
      { feeCents: 2500, workingHoursAhead: 23, late: true },
    ],
    [
      '25% rounds half up to the cent: 25% of 1990 = 497.5 → 498',
      SP('2024-03-04T10:00'),
      SP('2024-03-04T12:00'),
      1990,
      { feeCents: 498, workingHoursAhead: 2, late: true },
    ],
    [
      '25% rounds half up: 25% of 2 = 0.5 → 1',
      SP('2024-03-04T10:00'),
      SP('2024-03-04T12:00'),
      2,
      { feeCents: 1, workingHoursAhead: 2, late: true },
    ],
    [
      '25% rounds down below the half: 25% of 1 = 0.25 → 0',
      SP('2024-03-04T10:00'),
      SP('2024-03-04T12:00'),
      1,
      { feeCents: 0, workingHoursAhead: 2, late: true },
    ],
    [
      'a free booking costs no fee',
      SP('2024-03-04T10:00'),
      SP('2024-03-04T12:00'),
      0,
      { feeCents: 0, workingHoursAhead: 2, late: true },
    ],
    [
      'a request after the service started has 0 working hours ahead: fee',
      SP('2024-03-05T10:00'),
      SP('2024-03-04T10:00'),
      10000,
      { feeCents: 2500, workingHoursAhead: 0, late: true },
    ],
    [
      'far ahead (a week) is on time',
      SP('2024-03-04T10:00'),
      SP('2024-03-11T10:00'),
      10000,
      { feeCents: 0, workingHoursAhead: 120, late: false },
    ],
  ])('%s', (_rule, requestedAt, serviceStart, priceCents, expected) => {
    expect(hospitalityRescheduleFee({ requestedAt, serviceStart, priceCents })).toEqual(expected);
  });

  it('uses the holidays passed in: with none, 1 May is a working day and 47 hours are ahead', () => {
    expect(
      hospitalityRescheduleFee({
        requestedAt: SP('2024-04-30T12:00'),
        serviceStart: SP('2024-05-02T11:00'),
        priceCents: 10000,
        holidays: [],
      }),
    ).toEqual({ feeCents: 0, workingHoursAhead: 47, late: false });
  });

  it('uses the zone passed in: Friday 22:00 São Paulo is Saturday in UTC, so only Monday counts there', () => {
    const request = { requestedAt: '2024-03-09T01:00:00Z', serviceStart: '2024-03-12T00:00:00Z', priceCents: 10000 };
    expect(hospitalityRescheduleFee(request)).toEqual({ feeCents: 2500, workingHoursAhead: 23, late: true });
    expect(hospitalityRescheduleFee({ ...request, zone: 'UTC' })).toEqual({
      feeCents: 0,
      workingHoursAhead: 24,
      late: false,
    });
  });

  it.each([-1, 10.5, Number.NaN])('"money in integer cents": a price of %s is refused', (priceCents) => {
    expect(() =>
      hospitalityRescheduleFee({
        requestedAt: SP('2024-03-04T10:00'),
        serviceStart: SP('2024-03-05T10:00'),
        priceCents,
      }),
    ).toThrow(RangeError);
  });

  it('an invalid clock is refused', () => {
    expect(() =>
      hospitalityRescheduleFee({ requestedAt: 'yesterday', serviceStart: SP('2024-03-05T10:00'), priceCents: 100 }),
    ).toThrow(RangeError);
  });
});

describe('noShowCharge — "A no-show without notice charges the full amount"', () => {
  it.each([
    ['without notice the full amount is charged', 15000, false, 15000],
    ['without notice the full amount is charged, to the cent', 1, false, 1],
    ['with notice the no-show charge is 0 (the reschedule fee rules apply instead)', 15000, true, 0],
    ['a free service charges nothing', 0, false, 0],
  ])('%s', (_rule, priceCents, notified, expected) => {
    expect(noShowCharge({ priceCents, notified })).toBe(expected);
  });

  it.each([-100, 99.9, Number.POSITIVE_INFINITY])(
    '"money in integer cents": a price of %s is refused',
    (priceCents) => {
      expect(() => noShowCharge({ priceCents, notified: false })).toThrow(RangeError);
    },
  );
});

describe('flightDelayOutcome — "A flight delay over 90 minutes makes the service subject to availability; otherwise the full charge applies"', () => {
  it.each([
    ['no delay: full charge', 0, 'FULL_CHARGE'],
    ['an early flight (negative delay): full charge', -15, 'FULL_CHARGE'],
    ['89 minutes: full charge', 89, 'FULL_CHARGE'],
    ['exactly 90 minutes is not over 90: full charge', 90, 'FULL_CHARGE'],
    ['90.5 minutes is over 90: subject to availability', 90.5, 'SUBJECT_TO_AVAILABILITY'],
    ['91 minutes: subject to availability', 91, 'SUBJECT_TO_AVAILABILITY'],
    ['10 hours: subject to availability', 600, 'SUBJECT_TO_AVAILABILITY'],
  ])('%s', (_rule, delay, expected) => {
    expect(flightDelayOutcome(delay)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('a delay of %s is refused', (delay) => {
    expect(() => flightDelayOutcome(delay)).toThrow(new RangeError(`Invalid flight delay: ${delay}`));
  });
});

describe('assertPriceCents — "money in integer cents"', () => {
  it.each([0, 1, 3000, Number.MAX_SAFE_INTEGER])('%s cents is accepted', (cents) => {
    expect(() => assertPriceCents(cents)).not.toThrow();
  });

  it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('%s is refused', (cents) => {
    expect(() => assertPriceCents(cents)).toThrow(/non-negative integer of cents/);
  });
});
