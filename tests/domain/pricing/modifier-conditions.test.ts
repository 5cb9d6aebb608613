import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  type ModifierAddress,
  type ModifierRule,
  addressMatches,
  conditionMatches,
  ruleMatches,
} from '@/src/domain/pricing/modifier-conditions';

const ZONE = 'America/Sao_Paulo';
/** A wall-clock time in São Paulo. 2024-05-10 is a Friday. */
const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE });
const context = (iso: string, address?: ModifierAddress | null) => ({ clock: at(iso), address });

const paulista: ModifierAddress = {
  country: 'Brasil',
  zipCode: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  district: 'Bela Vista',
};

describe('ruleMatches: "A rule may hold: days"', () => {
  it.each<[string, ModifierRule, string, boolean]>([
    ['days: friday matches on a Friday', { days: ['friday'] }, '2024-05-10T12:00:00', true],
    ['days: friday does not match on a Saturday', { days: ['friday'] }, '2024-05-11T12:00:00', false],
    ['days: any listed day matches', { days: ['monday', 'saturday'] }, '2024-05-11T12:00:00', true],
    ['days: Portuguese names are accepted', { days: ['sexta-feira'] }, '2024-05-10T12:00:00', true],
    ['days: numbers, 0 is Sunday', { days: [0] }, '2024-05-12T12:00:00', true],
    ['days: an empty list does not restrict', { days: [] }, '2024-05-12T12:00:00', true],
    ['days: unknown names match nothing', { days: ['someday'] }, '2024-05-12T12:00:00', false],
    [
      'days use the catalogue zone: 23:30 Friday in São Paulo is Saturday UTC',
      { days: ['friday'] },
      '2024-05-10T23:30:00',
      true,
    ],
  ])('%s', (_name, rule, iso, expected) => {
    expect(ruleMatches(rule, context(iso))).toBe(expected);
  });
});

describe('ruleMatches: "A rule may hold: dates"', () => {
  it.each<[string, ModifierRule, string, boolean]>([
    ['dates: the listed ISO date matches all day', { dates: ['2024-12-25'] }, '2024-12-25T23:59:00', true],
    ['dates: the day before does not match', { dates: ['2024-12-25'] }, '2024-12-24T23:59:00', false],
    ['dates: any of several dates', { dates: ['2024-12-24', '2024-12-31'] }, '2024-12-31T10:00:00', true],
    [
      'dates: an ISO interval start/end is inclusive at its start',
      { dates: ['2024-12-20/2024-12-26'] },
      '2024-12-20T00:00:00',
      true,
    ],
    [
      'dates: an ISO interval start/end is inclusive at its end',
      { dates: ['2024-12-20/2024-12-26'] },
      '2024-12-26T22:00:00',
      true,
    ],
    [
      'dates: an ISO interval excludes the day after',
      { dates: ['2024-12-20/2024-12-26'] },
      '2024-12-27T00:00:00',
      false,
    ],
    [
      'dates: an ISO interval excludes the day before',
      { dates: ['2024-12-20/2024-12-26'] },
      '2024-12-19T23:00:00',
      false,
    ],
    [
      'dates: a {start, end} span',
      { dates: [{ start: '2024-12-20', end: '2024-12-26' }] },
      '2024-12-22T08:00:00',
      true,
    ],
    [
      'dates: a {start, end} span excludes later days',
      { dates: [{ start: '2024-12-20', end: '2024-12-26' }] },
      '2024-12-28T08:00:00',
      false,
    ],
    [
      'dates: a timestamp is read as its date in the catalogue zone',
      { dates: ['2024-12-26T01:00:00.000Z'] },
      '2024-12-25T20:00:00',
      true,
    ],
    ['dates: a malformed date matches nothing', { dates: ['25/12/2024'] }, '2024-12-25T12:00:00', false],
    [
      'dates: surrounding spaces are ignored',
      { dates: [' 2024-12-25 ', ' 2024-12-30 / 2024-12-31 '] },
      '2024-12-31T12:00:00',
      true,
    ],
    ['dates: an empty list does not restrict', { dates: [] }, '2024-12-25T12:00:00', true],
  ])('%s', (_name, rule, iso, expected) => {
    expect(ruleMatches(rule, context(iso))).toBe(expected);
  });
});

describe('ruleMatches: "A rule may hold: hours (start and end as HH:MM)"', () => {
  const lunch = { start: '11:00', end: '15:00' };
  const night = { start: '22:00', end: '02:00' };
  it.each<[string, ModifierRule, string, boolean]>([
    ['hours: inside 11:00–15:00', { hours: lunch }, '2024-05-10T11:00:00', true],
    ['hours: the end 15:00 is outside', { hours: lunch }, '2024-05-10T15:00:00', false],
    ['hours: before the start is outside', { hours: lunch }, '2024-05-10T10:59:00', false],
    ['hours: 22:00–02:00 contains 23:30', { hours: night }, '2024-05-10T23:30:00', true],
    ['hours: 22:00–02:00 contains 01:00', { hours: night }, '2024-05-11T01:00:00', true],
    ['hours: 22:00–02:00 excludes 03:00', { hours: night }, '2024-05-11T03:00:00', false],
    [
      'hours: a list matches when any range does',
      { hours: [lunch, { start: '18:00', end: '20:00' }] },
      '2024-05-10T19:00:00',
      true,
    ],
    [
      'hours: a list excludes times outside every range',
      { hours: [lunch, { start: '18:00', end: '20:00' }] },
      '2024-05-10T17:00:00',
      false,
    ],
    ['hours: an empty list does not restrict', { hours: [] }, '2024-05-10T17:00:00', true],
    [
      'hours: a malformed range never matches',
      { hours: { start: 'noon', end: '15:00' } },
      '2024-05-10T12:00:00',
      false,
    ],
    [
      'hours with days: friday 22:00–02:00 holds at Saturday 01:00',
      { days: ['friday'], hours: night },
      '2024-05-11T01:00:00',
      true,
    ],
    [
      'hours with days: friday 22:00–02:00 holds at Friday 23:00',
      { days: ['friday'], hours: night },
      '2024-05-10T23:00:00',
      true,
    ],
    [
      'hours with days: friday 22:00–02:00 does not hold at Friday 01:00',
      { days: ['friday'], hours: night },
      '2024-05-10T01:00:00',
      false,
    ],
    [
      'hours with dates: the night of 2024-12-31 holds at 01:00 on 2025-01-01',
      { dates: ['2024-12-31'], hours: night },
      '2025-01-01T01:00:00',
      true,
    ],
    [
      'hours with days and a list: the after-midnight part of another range counts for its own day',
      { days: ['saturday'], hours: [lunch, night] },
      '2024-05-11T01:00:00',
      false,
    ],
    [
      'hours with days: Saturday lunch holds on Saturday',
      { days: ['saturday'], hours: [lunch, night] },
      '2024-05-11T12:00:00',
      true,
    ],
  ])('%s', (_name, rule, iso, expected) => {
    expect(ruleMatches(rule, context(iso))).toBe(expected);
  });
});

describe('ruleMatches: "A rule may hold: timeUntil"', () => {
  it.each<[string, string, string, boolean]>([
    ['HH:MM: holds before that time of day', '18:00', '2024-05-10T17:59:00', true],
    ['HH:MM: stops at that time of day', '18:00', '2024-05-10T18:00:00', false],
    ['ISO date: holds through the whole day', '2024-05-10', '2024-05-10T23:59:00', true],
    ['ISO date: stops the next day', '2024-05-10', '2024-05-11T00:00:00', false],
    ['ISO timestamp: holds before the instant', '2024-05-10T12:00:00.000-03:00', '2024-05-10T11:59:00', true],
    ['ISO timestamp: stops at the instant', '2024-05-10T12:00:00.000-03:00', '2024-05-10T12:00:00', false],
    ['ISO timestamp in UTC compares the instant', '2024-05-10T15:00:00.000Z', '2024-05-10T11:59:00', true],
    [
      'ISO timestamp without offset is read in the catalogue zone (after)',
      '2024-05-10T12:00:00',
      '2024-05-10T12:30:00',
      false,
    ],
    [
      'ISO timestamp without offset is read in the catalogue zone (before)',
      '2024-05-10T12:00:00',
      '2024-05-10T11:00:00',
      true,
    ],
    ['ISO date with surrounding spaces holds through the day', ' 2024-05-10 ', '2024-05-10T23:00:00', true],
    ['a malformed timeUntil never holds', 'tomorrow', '2024-05-10T00:00:00', false],
    ['an empty timeUntil does not restrict', '', '2024-05-10T00:00:00', true],
  ])('%s (%s at %s)', (_name, timeUntil, iso, expected) => {
    expect(ruleMatches({ timeUntil }, context(iso))).toBe(expected);
  });
});

describe('addressMatches: "an address (country, zipCode, state, city, district)"', () => {
  it.each<[string, ModifierAddress, ModifierAddress | null | undefined, boolean]>([
    ['every given field equal matches', { state: 'SP', city: 'São Paulo' }, paulista, true],
    ['case and accents are ignored', { city: 'SAO PAULO', district: ' bela vista ' }, paulista, true],
    ['a different city does not match', { city: 'Campinas' }, paulista, false],
    ['a different country does not match', { country: 'Argentina' }, paulista, false],
    ['a different state does not match', { state: 'RJ' }, paulista, false],
    ['a different district does not match', { district: 'Consolação' }, paulista, false],
    ['zipCode matches by prefix of digits', { zipCode: '01310' }, paulista, true],
    ['zipCode with a dash matches the same digits', { zipCode: '01310-100' }, { zipCode: '01310100' }, true],
    ['zipCode with another prefix does not match', { zipCode: '04' }, paulista, false],
    ['zipCode longer than the shopper’s does not match', { zipCode: '01310-1009' }, paulista, false],
    ['empty and null fields do not restrict', { country: '', zipCode: null, city: '' }, paulista, true],
    ['no shopper address fails a field restriction', { state: 'SP' }, undefined, false],
    ['no shopper address fails a zipCode restriction', { zipCode: '01310' }, null, false],
    ['a missing shopper field fails', { district: 'Bela Vista' }, { city: 'São Paulo' }, false],
    ['an empty restriction matches without an address', {}, null, true],
  ])('%s', (_name, rule, address, expected) => {
    expect(addressMatches(rule, address)).toBe(expected);
    expect(ruleMatches({ address: rule }, context('2024-05-10T12:00:00', address))).toBe(expected);
  });
});

describe('conditionMatches: "When a condition\'s if-rules match"', () => {
  const friday = { days: ['friday'] };
  const lunch = { hours: { start: '11:00', end: '15:00' } };
  it.each<[string, ModifierRule[] | null | undefined, string, boolean]>([
    ['all rules matching: the if matches', [friday, lunch], '2024-05-10T12:00:00', true],
    ['one rule failing: the if does not match', [friday, lunch], '2024-05-10T16:00:00', false],
    ['the other rule failing: the if does not match', [friday, lunch], '2024-05-11T12:00:00', false],
    [
      'a rule with several parts needs them all',
      [{ days: ['friday'], hours: { start: '11:00', end: '15:00' } }],
      '2024-05-11T12:00:00',
      false,
    ],
    ['a rule with no parts matches', [{}], '2024-05-11T12:00:00', true],
    ['an empty if matches', [], '2024-05-11T12:00:00', true],
    ['an absent if matches', undefined, '2024-05-11T12:00:00', true],
    ['a null if matches', null, '2024-05-11T12:00:00', true],
  ])('%s', (_name, rules, iso, expected) => {
    expect(conditionMatches(rules, context(iso))).toBe(expected);
  });

  it('several parts of one rule all hold', () => {
    const rule: ModifierRule = {
      days: ['friday'],
      dates: ['2024-05-10'],
      hours: { start: '11:00', end: '15:00' },
      timeUntil: '2024-06-01',
      address: { city: 'São Paulo' },
    };
    expect(ruleMatches(rule, context('2024-05-10T12:00:00', paulista))).toBe(true);
    expect(ruleMatches(rule, context('2024-05-10T12:00:00', { city: 'Santos' }))).toBe(false);
    expect(ruleMatches({ ...rule, timeUntil: '2024-05-01' }, context('2024-05-10T12:00:00', paulista))).toBe(false);
  });
});

describe('ruleMatches: date bounds that cannot be read, and extended years', () => {
  it.each<[string, ModifierRule, string, boolean]>([
    ['an interval with an unreadable start matches nothing', { dates: ['x/2024-12-26'] }, '2024-12-25T12:00:00', false],
    ['an interval with an unreadable end matches nothing', { dates: ['2024-12-20/x'] }, '2024-12-25T12:00:00', false],
    [
      'a span with an unreadable end matches nothing',
      { dates: [{ start: '2024-12-20', end: '' }] },
      '2024-12-25T12:00:00',
      false,
    ],
    [
      'a span with an unreadable start matches nothing',
      { dates: [{ start: 'x', end: '2024-12-26' }] },
      '2024-12-25T12:00:00',
      false,
    ],
  ])('%s', (_name, rule, iso, expected) => {
    expect(ruleMatches(rule, context(iso))).toBe(expected);
  });

  it('reads a timeUntil with an extended year as an instant (its midnight), not a whole day', () => {
    expect(ruleMatches({ timeUntil: '+002024-05-10' }, context('2024-05-10T10:00:00'))).toBe(false);
    expect(ruleMatches({ timeUntil: '+002024-05-10' }, context('2024-05-09T23:00:00'))).toBe(true);
  });
});
