import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  CHEAP_DELIVERY_MAX_CENTS,
  LOUNGE_PASS_HOURS,
  LOUNGE_PASS_VALID_YEARS,
  LOUNGE_REBOOK_NOTICE_HOURS,
  PERSONAL_SHOPPER_MAX_HOURS,
  PERSONAL_SHOPPER_PRICE_CENTS,
  canRebookLoungePass,
  isCheapDeliveryItem,
  isLoungePassUsable,
  loungePassEnd,
  loungePassValidity,
  loungeVisitSlots,
  personalShopperSlotEnd,
} from '@/src/domain/orders/service-policies';

describe('constants (docs/business-rules.md "Service policies")', () => {
  it.each([
    ['"Lounge pass 3h"', LOUNGE_PASS_HOURS, 3],
    ['"up to 1 year to use"', LOUNGE_PASS_VALID_YEARS, 1],
    ['"24h notice to rebook"', LOUNGE_REBOOK_NOTICE_HOURS, 24],
    ['"Personal Shopper up to 1 hour"', PERSONAL_SHOPPER_MAX_HOURS, 1],
    ['"Personal Shopper … free"', PERSONAL_SHOPPER_PRICE_CENTS, 0],
    ['"Cheap delivery up to 30 reais"', CHEAP_DELIVERY_MAX_CENTS, 3000],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('loungePassValidity — "VIP lounge pass: valid up to 1 year after purchase"', () => {
  it.each<[string, string | number, string | undefined, string, string]>([
    [
      'bought 4 Mar 2024 10:00, usable until 4 Mar 2025 10:00',
      '2024-03-04T10:00:00-03:00',
      undefined,
      '2024-03-04T10:00:00.000-03:00',
      '2025-03-04T10:00:00.000-03:00',
    ],
    [
      'bought on 29 Feb 2024, usable until 28 Feb 2025 (no 29th)',
      '2024-02-29T15:00:00-03:00',
      undefined,
      '2024-02-29T15:00:00.000-03:00',
      '2025-02-28T15:00:00.000-03:00',
    ],
    [
      'the purchase is read in São Paulo (UTC input)',
      '2024-03-04T13:00:00Z',
      undefined,
      '2024-03-04T10:00:00.000-03:00',
      '2025-03-04T10:00:00.000-03:00',
    ],
    [
      'epoch milliseconds are accepted',
      Date.UTC(2024, 2, 4, 13),
      undefined,
      '2024-03-04T10:00:00.000-03:00',
      '2025-03-04T10:00:00.000-03:00',
    ],
    [
      'a zone can be passed: a year of local calendar in New York',
      '2024-03-09T12:00:00-05:00',
      'America/New_York',
      '2024-03-09T12:00:00.000-05:00',
      '2025-03-09T12:00:00.000-04:00',
    ],
  ])('%s', (_rule, purchasedAt, zone, from, until) => {
    const { validFrom, validUntil } = loungePassValidity(purchasedAt, zone);
    expect(validFrom.toISO()).toBe(from);
    expect(validUntil.toISO()).toBe(until);
  });

  it('a luxon DateTime is accepted', () => {
    const purchase = DateTime.fromISO('2024-03-04T10:00:00-03:00');
    expect(loungePassValidity(purchase).validUntil.toISO()).toBe('2025-03-04T10:00:00.000-03:00');
  });

  it('an invalid purchase time is refused', () => {
    expect(() => loungePassValidity('not a date')).toThrow(RangeError);
  });
});

describe('isLoungePassUsable — "Lounge pass … up to 1 year to use"', () => {
  const purchasedAt = '2024-03-04T10:00:00-03:00';
  it.each([
    ['an entry at the purchase time is usable', '2024-03-04T10:00:00-03:00', true],
    ['an entry before the purchase is not', '2024-03-04T09:59:59.999-03:00', false],
    ['an entry half a year later is usable', '2024-09-04T10:00:00-03:00', true],
    ['an entry exactly 1 year later is still usable', '2025-03-04T10:00:00-03:00', true],
    ['an entry 1 ms after the year is not', '2025-03-04T10:00:00.001-03:00', false],
    ['an entry 2 years later is not', '2026-03-04T10:00:00-03:00', false],
  ])('%s', (_rule, entryAt, expected) => {
    expect(isLoungePassUsable({ purchasedAt, entryAt })).toBe(expected);
  });

  it('local strings without offset are read in the zone passed', () => {
    // In São Paulo the year ends 2025-03-04 10:00, before a local 12:00 entry; read in UTC the
    // purchase 13:00Z gives a year ending 13:00Z, after a 12:00 UTC entry.
    expect(isLoungePassUsable({ purchasedAt: '2024-03-04T10:00', entryAt: '2025-03-04T12:00' })).toBe(false);
    expect(isLoungePassUsable({ purchasedAt: '2024-03-04T13:00:00Z', entryAt: '2025-03-04T12:00', zone: 'UTC' })).toBe(
      true,
    );
  });
});

describe('loungeVisitSlots — visits offered within the pass year', () => {
  it('keeps the slots whose entry the pass covers, the year’s last instant included', () => {
    const slots = [
      '2025-03-04T05:00:00.000-03:00',
      '2025-03-04T10:00:00.000-03:00',
      '2025-03-04T12:00:00.000-03:00',
      '2024-03-04T09:00:00.000-03:00',
    ].map((startsAt) => ({ startsAt }));
    expect(loungeVisitSlots(slots, '2024-03-04T10:00:00-03:00').map((s) => s.startsAt)).toEqual([
      '2025-03-04T05:00:00.000-03:00',
      '2025-03-04T10:00:00.000-03:00',
    ]);
  });
});

describe('loungePassEnd — "VIP lounge pass: 3 hours"', () => {
  it.each<[string, string, string | undefined, string]>([
    ['entry at 10:00 ends at 13:00', '2024-03-04T10:00:00-03:00', undefined, '2024-03-04T13:00:00.000-03:00'],
    [
      'entry at 22:30 ends at 01:30 the next day',
      '2024-03-04T22:30:00-03:00',
      undefined,
      '2024-03-05T01:30:00.000-03:00',
    ],
    [
      '3 elapsed hours across a DST jump (New York, 10 Mar 2024 01:30 → 05:30)',
      '2024-03-10T01:30:00-05:00',
      'America/New_York',
      '2024-03-10T05:30:00.000-04:00',
    ],
  ])('%s', (_rule, entryAt, zone, expected) => {
    expect(loungePassEnd(entryAt, zone).toISO()).toBe(expected);
  });
});

describe('canRebookLoungePass — "rescheduling by e-mail at least 24h ahead"', () => {
  const visitAt = '2024-03-05T10:00:00-03:00';
  it.each([
    ['exactly 24h ahead is enough', '2024-03-04T10:00:00-03:00', true],
    ['48h ahead is enough', '2024-03-03T10:00:00-03:00', true],
    ['24h minus 1 ms is not enough', '2024-03-04T10:00:00.001-03:00', false],
    ['23h ahead is not enough', '2024-03-04T11:00:00-03:00', false],
    ['at the visit time is not enough', '2024-03-05T10:00:00-03:00', false],
    ['after the visit is not possible', '2024-03-05T11:00:00-03:00', false],
  ])('%s', (_rule, requestedAt, expected) => {
    expect(canRebookLoungePass({ visitAt, requestedAt })).toBe(expected);
  });

  it('24h are elapsed hours: noon to noon across the New York DST jump is only 23h', () => {
    const input = { visitAt: '2024-03-10T12:00', requestedAt: '2024-03-09T12:00' };
    expect(canRebookLoungePass(input)).toBe(true);
    expect(canRebookLoungePass({ ...input, zone: 'America/New_York' })).toBe(false);
  });
});

describe('personalShopperSlotEnd — "Personal Shopper: a free appointment at a duty-free store, up to 1 hour"', () => {
  it.each<[string, string | number, string | undefined, string]>([
    ['an appointment at 10:00 ends by 11:00', '2024-03-04T10:00:00-03:00', undefined, '2024-03-04T11:00:00.000-03:00'],
    [
      'an appointment at 23:30 ends by 00:30 the next day',
      '2024-03-04T23:30:00-03:00',
      undefined,
      '2024-03-05T00:30:00.000-03:00',
    ],
    ['epoch milliseconds are accepted', Date.UTC(2024, 2, 4, 13), undefined, '2024-03-04T11:00:00.000-03:00'],
    ['the zone passed is used', '2024-03-04T13:00:00Z', 'UTC', '2024-03-04T14:00:00.000Z'],
  ])('%s', (_rule, start, zone, expected) => {
    expect(personalShopperSlotEnd(start, zone).toISO()).toBe(expected);
  });
});

describe('isCheapDeliveryItem — "A \'cheap\' delivery offer covers up to 30 reais"', () => {
  it.each([
    ['a free item is cheap', 0, true],
    ['R$ 29,99 is cheap', 2999, true],
    ['exactly R$ 30,00 is covered', 3000, true],
    ['R$ 30,01 is not', 3001, false],
    ['R$ 45,00 is not', 4500, false],
  ])('%s', (_rule, cents, expected) => {
    expect(isCheapDeliveryItem(cents)).toBe(expected);
  });

  it.each([-1, 29.99, Number.NaN])('"money in integer cents": %s is refused', (cents) => {
    expect(() => isCheapDeliveryItem(cents)).toThrow(RangeError);
  });
});
