import { describe, expect, it } from 'vitest';
import {
  isRemovedQuantity,
  maxQuantity,
  minQuantity,
  nextQuantity,
  type QuantityBounds,
  type QuantityChange,
} from '@/src/domain/orders/order-quantity';

const ADD: QuantityChange = { operation: 'ADD' };
const SUBTRACT: QuantityChange = { operation: 'SUBTRACT' };
const replace = (value: number): QuantityChange => ({ operation: 'REPLACE', value });

describe('nextQuantity', () => {
  it.each<[string, number, QuantityChange, QuantityBounds, number]>([
    ['Quantity changes by ADD (+1)', 1, ADD, {}, 2],
    ['Quantity changes by SUBTRACT (-1)', 3, SUBTRACT, {}, 2],
    ['Quantity changes by REPLACE (value)', 2, replace(7), {}, 7],
    ['Above max: set to max (ADD past max)', 5, ADD, { max: 5 }, 5],
    ['Above max: set to max (REPLACE past max)', 1, replace(9), { max: 5 }, 5],
    ['Above max: set to max (a line already above a lowered max)', 8, SUBTRACT, { max: 5 }, 5],
    ['bounded by max: a value at max is kept', 4, ADD, { max: 5 }, 5],
    ['bounded by max: a value below max is kept', 1, replace(3), { max: 5 }, 3],
    ['Below min: REPLACE gives min', 4, replace(1), { min: 3 }, 3],
    ['Below min: REPLACE gives min (default 1) for 0', 4, replace(0), {}, 1],
    ['Below min: REPLACE gives min (default 1) for a negative value', 4, replace(-4), { min: null }, 1],
    ['Below min: REPLACE gives min for a value that is not a number', 4, replace(Number.NaN), { min: 2 }, 2],
    ['Below min: otherwise the lowered value is kept (SUBTRACT)', 3, SUBTRACT, { min: 3 }, 2],
    ['Below min: otherwise the lowered value is kept (SUBTRACT to 0)', 1, SUBTRACT, {}, 0],
    ['Below min: otherwise the value is kept (ADD still below min)', 0, ADD, { min: 3 }, 1],
    ['bounded by min: REPLACE with min itself gives min', 5, replace(3), { min: 3 }, 3],
    ['min (default 1): an explicit min 0 lets REPLACE give 0', 5, replace(0), { min: 0 }, 0],
    ['max absent: unbounded', 100, ADD, {}, 101],
    ['max null: unbounded', 100, ADD, { max: null }, 101],
    ['max 0 is no limit (decision)', 1, ADD, { max: 0 }, 2],
    ['max negative is no limit (decision)', 1, replace(40), { max: -1 }, 40],
    ['max 1 is a real limit', 1, ADD, { max: 1 }, 1],
  ])('%s', (_rule, current, change, bounds, expected) => {
    expect(nextQuantity(current, change, bounds)).toBe(expected);
  });
});

describe('bounds', () => {
  it.each<[string, QuantityBounds, number]>([
    ["bounded by the item's min (default 1): absent", {}, 1],
    ["bounded by the item's min (default 1): null", { min: null }, 1],
    ["bounded by the item's min: 2", { min: 2 }, 2],
    ["bounded by the item's min: 0", { min: 0 }, 0],
  ])('%s', (_rule, bounds, expected) => {
    expect(minQuantity(bounds)).toBe(expected);
  });

  it.each<[string, QuantityBounds, number | null]>([
    ['max absent means unbounded', {}, null],
    ['max 0 means unbounded', { max: 0 }, null],
    ['max 1 bounds', { max: 1 }, 1],
    ['max 12 bounds', { max: 12 }, 12],
  ])('%s', (_rule, bounds, expected) => {
    expect(maxQuantity(bounds)).toBe(expected);
  });
});

describe('isRemovedQuantity', () => {
  it.each<[string, number, boolean]>([
    ['Items whose quantity reaches 0 are removed', 0, true],
    ['Items whose quantity reaches less than 0 are removed', -1, true],
    ['Items with quantity 1 stay', 1, false],
    ['Items with a fractional positive quantity stay', 0.5, false],
  ])('%s', (_rule, quantity, expected) => {
    expect(isRemovedQuantity(quantity)).toBe(expected);
  });
});

describe('nextQuantity with bounds that disagree', () => {
  it('gives min to a REPLACE of exactly max when min is above max, and max to one above it', () => {
    const bounds: QuantityBounds = { min: 5, max: 3 };
    expect(nextQuantity(0, replace(3), bounds)).toBe(5);
    expect(nextQuantity(0, replace(4), bounds)).toBe(3);
  });
});
