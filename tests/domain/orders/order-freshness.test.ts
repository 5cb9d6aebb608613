import { describe, expect, it } from 'vitest';
import { changedAt, isStaleRead } from '@/src/domain/orders/order-freshness';

const at = (minute: number) => ({ updatedAt: `2026-11-23T12:0${minute}:00.000-03:00` });

describe('order freshness: which of two reads of one order the screen keeps', () => {
  it('a read of an earlier change is stale; the same or a later one is not', () => {
    expect(isStaleRead(at(1), at(2))).toBe(true);
    expect(isStaleRead(at(2), at(2))).toBe(false);
    expect(isStaleRead(at(3), at(2))).toBe(false);
  });

  it('compares instants, not texts: the same moment in another offset is not stale', () => {
    expect(isStaleRead({ updatedAt: '2026-11-23T15:02:00.000Z' }, at(2))).toBe(false);
    expect(isStaleRead({ updatedAt: '2026-11-23T15:01:59.000Z' }, at(2))).toBe(true);
  });

  it('without a readable stamp on either side nothing is stale', () => {
    expect(isStaleRead({}, at(2))).toBe(false);
    expect(isStaleRead(at(1), { updatedAt: null })).toBe(false);
    expect(isStaleRead({ updatedAt: 'soon' }, at(2))).toBe(false);
    expect(changedAt({})).toBeNaN();
    expect(changedAt(at(0))).toBe(Date.parse('2026-11-23T15:00:00.000Z'));
  });
});
