import { describe, expect, it } from 'vitest';
import {
  type Modifier,
  type ModifierBase,
  type ModifierCondition,
  type PriceEffect,
  applyPriceEffect,
  evaluateModifiers,
  selectBranch,
} from '@/src/domain/pricing/modifiers';

/** Wall-clock times in São Paulo (-03:00). 2024-05-10 is a Friday, 2024-05-11 a Saturday. */
const FRIDAY_1230 = '2024-05-10T12:30:00.000-03:00';
const FRIDAY_0900 = '2024-05-10T09:00:00.000-03:00';
const FRIDAY_2300 = '2024-05-10T23:00:00.000-03:00';
const SATURDAY_1230 = '2024-05-11T12:30:00.000-03:00';
const SATURDAY_0900 = '2024-05-11T09:00:00.000-03:00';

const base: ModifierBase = { status: 'PUBLIC', priceCents: 2000 };

describe('applyPriceEffect: "price {value, type, operation ADD, SUBTRACT or set, round CEIL or FLOOR}"', () => {
  it.each<[string, number, PriceEffect, number]>([
    ['PERCENT ADD raises by that percentage', 2000, { value: 10, type: 'PERCENT', operation: 'ADD' }, 2200],
    ['PERCENT SUBTRACT lowers by that percentage', 2000, { value: 10, type: 'PERCENT', operation: 'SUBTRACT' }, 1800],
    ['PERCENT rounds to the nearest cent, half up', 1990, { value: 15, type: 'PERCENT', operation: 'SUBTRACT' }, 1691],
    ['PERCENT set makes the price that percentage of itself', 2000, { value: 80, type: 'PERCENT' }, 1600],
    ['percent type is case-insensitive', 2000, { value: 5, type: 'percent', operation: 'add' }, 2100],
    ['"%" is a percent type', 2000, { value: 50, type: '%', operation: 'SUBTRACT' }, 1000],
    ['PERCENTAGE is a percent type', 2000, { value: 25, type: 'PERCENTAGE', operation: 'SUBTRACT' }, 1500],
    ['REAL ADD adds that amount in reais', 2000, { value: 5, type: 'REAL', operation: 'ADD' }, 2500],
    ['REAL SUBTRACT subtracts that amount in reais', 2000, { value: 5.5, type: 'REAL', operation: 'SUBTRACT' }, 1450],
    [
      'an amount in reais with float noise is exact cents',
      2000,
      { value: 0.1 + 0.2, type: 'REAL', operation: 'ADD' },
      2030,
    ],
    ['set (no operation) replaces the price', 2000, { value: 15, type: 'REAL' }, 1500],
    ['an unknown operation sets the price', 2000, { value: 3, type: 'REAL', operation: 'MULTIPLY' }, 300],
    ['an absent type reads the value in reais', 2000, { value: 19.9, operation: 'ADD' }, 3990],
    ['a numeric string value is read', 2000, { value: '2.50', type: 'REAL', operation: 'ADD' }, 2250],
    ['a price never goes below zero', 2000, { value: 30, type: 'REAL', operation: 'SUBTRACT' }, 0],
    ['set to zero makes it free', 2000, { value: 0, type: 'REAL' }, 0],
    ['a non-numeric value changes nothing', 2000, { value: 'abc', type: 'REAL' }, 2000],
    ['an empty value changes nothing', 2000, { value: '', type: 'REAL' }, 2000],
    ['an infinite value changes nothing', 2000, { value: Number.POSITIVE_INFINITY, type: 'REAL' }, 2000],
    [
      'round CEIL rounds the result up to whole reais',
      1990,
      { value: 10, type: 'PERCENT', operation: 'ADD', round: 'CEIL' },
      2200,
    ],
    [
      'round FLOOR rounds the result down to whole reais',
      1990,
      { value: 10, type: 'PERCENT', operation: 'ADD', round: 'FLOOR' },
      2100,
    ],
    ['round CEIL keeps a whole price', 2000, { value: 1, type: 'REAL', operation: 'ADD', round: 'CEIL' }, 2100],
    ['round FLOOR keeps a whole price', 2000, { value: 1, type: 'REAL', operation: 'ADD', round: 'FLOOR' }, 2100],
    ['round is case-insensitive', 2050, { value: 0, type: 'REAL', operation: 'ADD', round: 'ceil' }, 2100],
    ['an unknown round leaves cents', 2050, { value: 0, type: 'REAL', operation: 'ADD', round: 'NEAREST' }, 2050],
    ['round FLOOR of a price under one real is zero', 2000, { value: 0.99, type: 'REAL', round: 'FLOOR' }, 0],
  ])('%s', (_name, price, effect, expected) => {
    expect(applyPriceEffect(price, effect)).toBe(expected);
  });
});

describe('selectBranch: "With operation FIRST only the first matching condition applies; with LAST only the last"', () => {
  const three: ModifierCondition[] = [{}, {}, {}];
  it.each<[string, string | null, boolean[], { condition: number; branch: 'then' | 'else' } | null]>([
    ['FIRST picks the first matching condition', 'FIRST', [false, true, true], { condition: 1, branch: 'then' }],
    ['LAST picks the last matching condition', 'LAST', [true, true, false], { condition: 1, branch: 'then' }],
    ['LAST with all matching picks the last', 'LAST', [true, true, true], { condition: 2, branch: 'then' }],
    ['FIRST with all matching picks the first', 'FIRST', [true, true, true], { condition: 0, branch: 'then' }],
    [
      'FIRST with none matching: else of the first condition',
      'FIRST',
      [false, false, false],
      { condition: 0, branch: 'else' },
    ],
    [
      'LAST with none matching: else of the last condition',
      'LAST',
      [false, false, false],
      { condition: 2, branch: 'else' },
    ],
    ['operation is case-insensitive', 'last', [true, false, false], { condition: 0, branch: 'then' }],
    ['an absent operation reads as FIRST', null, [false, false, true], { condition: 2, branch: 'then' }],
  ])('%s', (_name, operation, matches, expected) => {
    const modifier: Modifier = { operation, condition: three };
    expect(selectBranch(modifier, (condition) => matches[three.indexOf(condition)])).toEqual(expected);
  });

  it.each([[{ operation: 'FIRST', condition: [] }], [{ operation: 'LAST' }], [{ condition: null }]])(
    'a modifier without conditions selects nothing (%j)',
    (modifier) => {
      expect(selectBranch(modifier, () => true)).toBeNull();
    },
  );
});

describe('evaluateModifiers: "When a condition\'s if-rules match, the then-status is applied; otherwise the else-status is applied"', () => {
  const nightBlock: Modifier = {
    operation: 'FIRST',
    condition: [
      { if: [{ hours: { start: '22:00', end: '02:00' } }], then: { status: 'BLOCKED' }, else: { status: 'PUBLIC' } },
    ],
  };
  it.each<[string, ModifierBase, string, string | undefined, string]>([
    ['the then-status applies when the if matches', base, FRIDAY_2300, undefined, 'BLOCKED'],
    ['the else-status applies when it does not', base, FRIDAY_1230, undefined, 'PUBLIC'],
    [
      'the else-status overrides a BLOCKED base',
      { status: 'BLOCKED', priceCents: 2000 },
      FRIDAY_1230,
      undefined,
      'PUBLIC',
    ],
    [
      'the clock is read in the catalogue zone (23:30 UTC is 20:30 in São Paulo)',
      base,
      '2024-05-10T23:30:00.000Z',
      undefined,
      'PUBLIC',
    ],
    ['another zone may be given', base, '2024-05-10T23:30:00.000Z', 'UTC', 'BLOCKED'],
  ])('%s', (_name, start, clock, zone, status) => {
    expect(evaluateModifiers([nightBlock], start, { clock, zone }).status).toBe(status);
  });

  it.each([
    ['a lowercase status is read', 'blocked', 'BLOCKED'],
    ['an unknown status leaves the status alone', 'HIDDEN', 'PUBLIC'],
  ])('%s', (_name, status, expected) => {
    const modifier: Modifier = { operation: 'FIRST', condition: [{ if: [], then: { status } }] };
    expect(evaluateModifiers([modifier], base, { clock: FRIDAY_1230 }).status).toBe(expected);
  });

  it('an absent else leaves status and price unchanged and records nothing', () => {
    const modifier: Modifier = {
      operation: 'FIRST',
      condition: [{ if: [{ days: ['sunday'] }], then: { status: 'BLOCKED' } }],
    };
    expect(evaluateModifiers([modifier], base, { clock: FRIDAY_1230 })).toEqual({
      status: 'PUBLIC',
      priceCents: 2000,
      interface: { update: [], info: [] },
      applied: [],
    });
  });

  it.each([
    [null],
    [undefined],
    [[]],
    [[{ operation: 'FIRST', condition: [] }]],
    [[{ operation: 'LAST', condition: null }]],
  ])('no modifiers (%j) leave the base as it is', (modifiers) => {
    expect(evaluateModifiers(modifiers, base, { clock: FRIDAY_1230 })).toEqual({
      status: 'PUBLIC',
      priceCents: 2000,
      interface: { update: [], info: [] },
      applied: [],
    });
  });
});

describe('evaluateModifiers: FIRST and LAST over several conditions', () => {
  const adds = (reais: number): ModifierCondition['then'] => ({
    price: { value: reais, type: 'REAL', operation: 'ADD' },
  });
  const subtracts = (reais: number): ModifierCondition['else'] => ({
    price: { value: reais, type: 'REAL', operation: 'SUBTRACT' },
  });
  const conditions: ModifierCondition[] = [
    { if: [{ days: ['saturday'] }], then: adds(1), else: subtracts(1) },
    { if: [{ hours: { start: '11:00', end: '15:00' } }], then: adds(2), else: subtracts(2) },
    { if: [{ hours: { start: '12:00', end: '13:00' } }], then: adds(3), else: subtracts(3) },
  ];
  it.each<[string, string, string, number, number, 'then' | 'else']>([
    ['FIRST on Friday 12:30: the first matching condition (lunch, +R$2)', 'FIRST', FRIDAY_1230, 2200, 1, 'then'],
    ['LAST on Friday 12:30: the last matching condition (12–13, +R$3)', 'LAST', FRIDAY_1230, 2300, 2, 'then'],
    ['FIRST on Saturday 12:30: the first condition (Saturday, +R$1)', 'FIRST', SATURDAY_1230, 2100, 0, 'then'],
    ['LAST on Saturday 12:30: the last condition (12–13, +R$3)', 'LAST', SATURDAY_1230, 2300, 2, 'then'],
    ['LAST on Saturday 09:00: the only match is the first condition', 'LAST', SATURDAY_0900, 2100, 0, 'then'],
    ['FIRST with no match: the else of the first condition (−R$1)', 'FIRST', FRIDAY_0900, 1900, 0, 'else'],
    ['LAST with no match: the else of the last condition (−R$3)', 'LAST', FRIDAY_0900, 1700, 2, 'else'],
  ])('%s', (_name, operation, clock, priceCents, condition, branch) => {
    const result = evaluateModifiers([{ operation, condition: conditions }], base, { clock });
    expect(result.priceCents).toBe(priceCents);
    expect(result.applied).toEqual([{ modifier: 0, condition, branch }]);
  });
});

describe('evaluateModifiers: several modifiers, interface and address', () => {
  it('modifiers apply in order, each percentage on the price left by the previous one', () => {
    const tenPercentMore: Modifier = {
      operation: 'FIRST',
      condition: [{ if: [], then: { price: { value: 10, type: 'PERCENT', operation: 'ADD' } } }],
    };
    const result = evaluateModifiers([tenPercentMore, tenPercentMore], base, { clock: FRIDAY_1230 });
    expect(result.priceCents).toBe(2420);
    expect(result.applied).toEqual([
      { modifier: 0, condition: 0, branch: 'then' },
      { modifier: 1, condition: 0, branch: 'then' },
    ]);
  });

  it('"interface {update list, info list}; update may include ITEM_PRICE" — lists merge without repeats', () => {
    const weekend: Modifier = {
      operation: 'FIRST',
      condition: [
        {
          if: [{ days: ['friday', 'saturday'] }],
          then: {
            price: { value: 5, type: 'REAL', operation: 'ADD' },
            interface: { update: ['ITEM_PRICE'], info: ['Preço de fim de semana'] },
          },
        },
      ],
    };
    const block: Modifier = {
      operation: 'LAST',
      condition: [
        { if: [], then: { status: 'BLOCKED', interface: { update: ['ITEM_PRICE', 'ITEM_STATUS'], info: null } } },
      ],
    };
    expect(evaluateModifiers([weekend, block], base, { clock: FRIDAY_1230 })).toEqual({
      status: 'BLOCKED',
      priceCents: 2500,
      interface: { update: ['ITEM_PRICE', 'ITEM_STATUS'], info: ['Preço de fim de semana'] },
      applied: [
        { modifier: 0, condition: 0, branch: 'then' },
        { modifier: 1, condition: 0, branch: 'then' },
      ],
    });
  });

  it.each([
    ['an address rule matches the shopper in that city', { city: 'Guarulhos', zipCode: '07190-100' }, 1000],
    ['an address rule does not match another city', { city: 'São Paulo', zipCode: '01310-100' }, 2000],
    ['an address rule does not match without an address', null, 2000],
  ])('%s', (_name, address, priceCents) => {
    const airportPrice: Modifier = {
      operation: 'FIRST',
      condition: [
        { if: [{ address: { city: 'guarulhos', zipCode: '071' } }], then: { price: { value: 10, type: 'REAL' } } },
      ],
    };
    expect(evaluateModifiers([airportPrice], base, { clock: FRIDAY_1230, address }).priceCents).toBe(priceCents);
  });

  it('the base is not changed', () => {
    const start: ModifierBase = { status: 'PUBLIC', priceCents: 2000 };
    evaluateModifiers([{ operation: 'FIRST', condition: [{ if: [], then: { status: 'BLOCKED' } }] }], start, {
      clock: FRIDAY_1230,
    });
    expect(start).toEqual({ status: 'PUBLIC', priceCents: 2000 });
  });

  it('an invalid clock is an error', () => {
    expect(() => evaluateModifiers([], base, { clock: 'yesterday' })).toThrow(RangeError);
  });
});
