import { describe, expect, it } from 'vitest';
import { atClock, isBlocked } from '@/src/domain/pricing/at-clock';

const MON_1000 = '2026-11-23T10:00:00.000-03:00';
const MON_1200 = '2026-11-23T12:00:00.000-03:00';
// BLOCKED from 11:00 (the café's breakfast), and R$ 5 more after 11:00.
const fromEleven = [
  {
    operation: 'FIRST',
    condition: [
      {
        if: [{ hours: { start: '11:00', end: '23:59' } }],
        then: { status: 'BLOCKED', price: { value: 5, type: 'REAL', operation: 'ADD' } },
        else: { status: 'PUBLIC' },
      },
    ],
  },
];

describe('status and price at a clock: stored status, modifiers, then a BLOCKED parent', () => {
  it.each([
    [
      'a PUBLIC record without modifiers keeps its status and price',
      { status: 'PUBLIC', price: 1000 },
      MON_1000,
      false,
      'PUBLIC',
      1000,
    ],
    ['a BLOCKED record is BLOCKED', { status: 'blocked', price: 1000 }, MON_1000, false, 'BLOCKED', 1000],
    [
      'a BLOCKED parent (category or option group) blocks its record',
      { status: 'PUBLIC', price: 1000 },
      MON_1000,
      true,
      'BLOCKED',
      1000,
    ],
    [
      "When a condition's if-rules match, the then-status is applied (12:00 ≥ 11:00)",
      { price: 1000, modifiers: fromEleven },
      MON_1200,
      false,
      'BLOCKED',
      1500,
    ],
    [
      'otherwise the else-status is applied (10:00)',
      { price: 1000, modifiers: fromEleven },
      MON_1000,
      false,
      'PUBLIC',
      1000,
    ],
    [
      "an else-status PUBLIC does not lift a parent's block: the parent's BLOCKED wins",
      { price: 1000, modifiers: fromEleven },
      MON_1000,
      true,
      'BLOCKED',
      1000,
    ],
    [
      "an else-status PUBLIC lifts the record's own BLOCKED (sold only in some hours)",
      { status: 'BLOCKED', price: 1000, modifiers: fromEleven },
      MON_1000,
      false,
      'PUBLIC',
      1000,
    ],
  ])('%s', (_name, record, clock, parentBlocked, status, price) => {
    const result = atClock(record, { clock }, parentBlocked);
    expect([result.status, result.priceCents]).toEqual([status, price]);
  });

  it.each([
    ['BLOCKED', true],
    ['blocked', true],
    ['PUBLIC', false],
    [null, false],
    [undefined, false],
    ['', false],
  ])('isBlocked(%s) → %s', (status, expected) => expect(isBlocked(status)).toBe(expected));
});

describe('atClock without a parent status', () => {
  it('a record on its own is not blocked by default', () =>
    expect(atClock({ price: 700 }, { clock: MON_1000 }).status).toBe('PUBLIC'));
});
