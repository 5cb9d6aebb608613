import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  type DeliveryRule,
  type DeliveryRuleIf,
  type OperationWay,
  type SchedulingOutcome,
  BUILT_IN_OUTCOME,
  MAX_DAY_UNTIL,
  daysAhead,
  leadMinutes,
  ruleIfMatches,
  selectOutcome,
} from '@/src/domain/delivery/delivery-rules';

/** Wall-clock times in São Paulo. 2024-05-10 is a Friday. */
const at = (iso: string) => DateTime.fromISO(iso, { zone: 'America/Sao_Paulo' });
const FRI_0100 = '2024-05-10T01:00:00';
const FRI_1200 = '2024-05-10T12:00:00';
const FRI_1600 = '2024-05-10T16:00:00';
const FRI_1900 = '2024-05-10T19:00:00';
const SAT_0100 = '2024-05-11T01:00:00';
const SAT_1200 = '2024-05-11T12:00:00';
const SAT_1600 = '2024-05-11T16:00:00';

const lunch = { start: '11:00', end: '15:00' };
const night = { start: '22:00', end: '02:00' };

describe('ruleIfMatches: "if: isDefaultRule, logicalOperators, conditions (compareWith, days, timeRange start and end)"', () => {
  it.each<[string, DeliveryRuleIf | null | undefined, string, boolean]>([
    ['no conditions: the rule is unconditional', { conditions: [] }, FRI_1200, true],
    ['no conditions with OR: still unconditional', { logicalOperators: 'OR', conditions: [] }, FRI_1200, true],
    ['an absent if is unconditional', undefined, FRI_1200, true],
    [
      'days and timeRange of one condition both hold',
      { conditions: [{ days: ['friday'], timeRange: lunch }] },
      FRI_1200,
      true,
    ],
    [
      'a condition fails outside its timeRange',
      { conditions: [{ days: ['friday'], timeRange: lunch }] },
      FRI_1600,
      false,
    ],
    ['a condition fails on another weekday', { conditions: [{ days: ['friday'], timeRange: lunch }] }, SAT_1200, false],
    ['empty days do not restrict', { conditions: [{ days: [], timeRange: lunch }] }, SAT_1200, true],
    [
      'AND (default) needs every condition',
      { conditions: [{ days: ['saturday'] }, { timeRange: lunch }] },
      FRI_1200,
      false,
    ],
    [
      'AND holds when every condition does',
      { logicalOperators: 'AND', conditions: [{ days: ['friday'] }, { timeRange: lunch }] },
      FRI_1200,
      true,
    ],
    [
      'OR needs one condition',
      { logicalOperators: 'OR', conditions: [{ days: ['saturday'] }, { timeRange: lunch }] },
      FRI_1200,
      true,
    ],
    [
      'OR fails when no condition holds',
      { logicalOperators: 'OR', conditions: [{ days: ['saturday'] }, { timeRange: lunch }] },
      FRI_1600,
      false,
    ],
    [
      'logicalOperators is case-insensitive',
      { logicalOperators: 'or', conditions: [{ days: ['saturday'] }, { days: ['friday'] }] },
      FRI_1200,
      true,
    ],
    [
      'a timeRange across midnight belongs to the day it opened (Friday night at Saturday 01:00)',
      { conditions: [{ days: ['friday'], timeRange: night }] },
      SAT_0100,
      true,
    ],
    [
      'a timeRange across midnight: Friday 01:00 is Thursday night',
      { conditions: [{ days: ['friday'], timeRange: night }] },
      FRI_0100,
      false,
    ],
    [
      'a malformed timeRange never holds',
      { conditions: [{ timeRange: { start: '25:00', end: '02:00' } }] },
      FRI_1200,
      false,
    ],
  ])('%s', (_name, ruleIf, iso, expected) => {
    expect(ruleIfMatches(ruleIf, at(iso))).toBe(expected);
  });

  const mixed = { days: ['saturday'], timeRange: lunch };
  it.each<[string, string | null, string, boolean]>([
    ['CURRENT_TIME compares weekday and time', 'CURRENT_TIME', FRI_1200, false],
    ['an absent compareWith compares both', null, SAT_1200, true],
    ['an unknown compareWith compares both', 'SOMETHING', SAT_1600, false],
    ['DAY_OF_WEEK compares only the weekday', 'DAY_OF_WEEK', '2024-05-11T20:00:00', true],
    ['DAYS compares only the weekday', 'DAYS', '2024-05-11T20:00:00', true],
    ['DAY compares only the weekday', 'day', '2024-05-11T20:00:00', true],
    ['WEEKDAY compares only the weekday', 'WEEKDAY', '2024-05-11T20:00:00', true],
    ['DAY_OF_WEEK still rejects another weekday', 'DAY_OF_WEEK', FRI_1200, false],
    ['TIME compares only the time of day', 'TIME', FRI_1200, true],
    ['TIME_RANGE compares only the time of day', 'TIME_RANGE', FRI_1200, true],
    ['HOUR compares only the time of day', 'HOUR', FRI_1200, true],
    ['HOURS compares only the time of day', 'hours', FRI_1200, true],
    ['TIME still rejects another time', 'TIME', FRI_1600, false],
  ])('compareWith: %s', (_name, compareWith, iso, expected) => {
    expect(ruleIfMatches({ conditions: [{ ...mixed, compareWith }] }, at(iso))).toBe(expected);
  });

  it('compareWith DAY_OF_WEEK reads the calendar weekday even with a timeRange across midnight', () => {
    const ruleIf = { conditions: [{ compareWith: 'DAY_OF_WEEK', days: ['friday'], timeRange: night }] };
    expect(ruleIfMatches(ruleIf, at(SAT_0100))).toBe(false);
    expect(ruleIfMatches(ruleIf, at(FRI_1200))).toBe(true);
  });
});

describe('selectOutcome: "then and else: dayUntil, timeUntil, schedulingWindow, shifts"', () => {
  const weekend: SchedulingOutcome = { dayUntil: 2 };
  const evening: SchedulingOutcome = { dayUntil: 1, timeUntil: 60 };
  const daytime: SchedulingOutcome = { dayUntil: 0, timeUntil: 30 };
  const fallback: SchedulingOutcome = { dayUntil: 7 };
  const weekendRule: DeliveryRule = { if: { conditions: [{ days: ['saturday', 'sunday'] }] }, then: weekend };
  const eveningRule: DeliveryRule = {
    if: { conditions: [{ timeRange: { start: '18:00', end: '23:00' } }] },
    then: evening,
    else: daytime,
  };
  const defaultRule: DeliveryRule = { if: { isDefaultRule: true, conditions: [{ days: ['monday'] }] }, then: fallback };

  it.each<[string, DeliveryRule[] | null | undefined, string, SchedulingOutcome, number | null, string]>([
    ['the first matching rule gives its then', [weekendRule, eveningRule, defaultRule], SAT_1200, weekend, 0, 'then'],
    ['a later matching rule gives its then', [weekendRule, eveningRule, defaultRule], FRI_1900, evening, 1, 'then'],
    [
      'a non-matching rule with else gives its else',
      [weekendRule, eveningRule, defaultRule],
      FRI_1200,
      daytime,
      1,
      'else',
    ],
    [
      'with no match and no else the default rule gives its then (its conditions are not checked)',
      [weekendRule, defaultRule],
      FRI_1200,
      fallback,
      1,
      'then',
    ],
    ['the default rule is a fallback even when listed first', [defaultRule, weekendRule], SAT_1200, weekend, 1, 'then'],
    [
      'an unconditional default rule listed first is still only the fallback',
      [{ if: { isDefaultRule: true }, then: fallback }, weekendRule],
      SAT_1200,
      weekend,
      1,
      'then',
    ],
    ['a rule without if is unconditional', [{ then: evening }, defaultRule], FRI_1200, evening, 0, 'then'],
    [
      'a rule without if and without then passes to the default rule',
      [{ else: daytime }, defaultRule],
      FRI_1200,
      fallback,
      1,
      'then',
    ],
    [
      'a matching rule without then passes to the next',
      [{ if: { conditions: [] } }, defaultRule],
      FRI_1200,
      fallback,
      1,
      'then',
    ],
    [
      'a default rule with only else gives that else',
      [{ if: { isDefaultRule: true }, else: daytime }],
      FRI_1200,
      daytime,
      0,
      'else',
    ],
    [
      'a default rule with neither branch is skipped',
      [{ if: { isDefaultRule: true } }, defaultRule],
      FRI_1200,
      fallback,
      1,
      'then',
    ],
    ['no rules: the built-in outcome', [], FRI_1200, BUILT_IN_OUTCOME, null, 'default'],
    ['null rules: the built-in outcome', null, FRI_1200, BUILT_IN_OUTCOME, null, 'default'],
    ['no match, no else, no default: the built-in outcome', [weekendRule], FRI_1200, BUILT_IN_OUTCOME, null, 'default'],
  ])('%s', (_name, rules, iso, outcome, ruleIndex, branch) => {
    expect(selectOutcome(rules, at(iso))).toEqual({ outcome, ruleIndex, branch });
  });

  it('the built-in outcome is today only with no lead time', () => {
    expect(BUILT_IN_OUTCOME).toEqual({ dayUntil: 0, timeUntil: 0 });
  });
});

describe('daysAhead: "dayUntil" — days after today the shopper may schedule', () => {
  it.each<[SchedulingOutcome['dayUntil'], number]>([
    [3, 3],
    [0, 0],
    ['2', 2],
    [2.7, 2],
    [-1, 0],
    [null, 0],
    [undefined, 0],
    ['abc', 0],
    [366, 366],
    [1000, 366],
  ])('dayUntil %j is %i days', (dayUntil, days) => {
    expect(daysAhead({ dayUntil })).toBe(days);
  });

  it('the horizon is capped at 366 days', () => {
    expect(MAX_DAY_UNTIL).toBe(366);
  });
});

describe('leadMinutes: "timeUntil" — minimum lead time', () => {
  it.each<[SchedulingOutcome['timeUntil'], number]>([
    [30, 30],
    [12.2, 13],
    [0, 0],
    [-10, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['45', 45],
    [' 45 ', 45],
    ['7.5', 8],
    ['7.25', 8],
    ['x1:30', 0],
    ['1:30x', 0],
    ['01:30', 90],
    ['0:05', 5],
    ['48:00', 2880],
    ['1:75', 0],
    ['PT2H', 120],
    ['PT1H30M', 90],
    ['P1D', 1440],
    ['soon', 0],
    ['', 0],
    ['   ', 0],
    [null, 0],
    [undefined, 0],
  ])('timeUntil %j is %i minutes', (timeUntil, minutes) => {
    expect(leadMinutes({ timeUntil })).toBe(minutes);
  });
});

describe('OperationWay: "booking, delivery, takeAway, each with now and schedule flags"', () => {
  it('holds the three ways with their flags', () => {
    const way: OperationWay = {
      booking: { now: false, schedule: true },
      delivery: { now: true, schedule: false },
      takeAway: { now: true, schedule: true },
    };
    expect(Object.keys(way)).toEqual(['booking', 'delivery', 'takeAway']);
  });
});
