import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Holiday } from '@/src/domain/time/holidays';
import {
  isOpenAt,
  isOpenThroughout,
  LOOKAHEAD_DAYS,
  openingChecker,
  openingState,
  todayHoursLabel,
  type OpeningHours,
  type OpeningState,
} from '@/src/domain/time/opening-hours';
import { WEEKDAY_NAMES } from '@/src/domain/time/time-of-day';

// Week of reference: Monday 2025-06-02 to Sunday 2025-06-08, São Paulo (-03:00).
const SHOP: OpeningHours = {
  monday: {
    open: true,
    hours: [
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ],
  },
  tuesday: { open: true, hours: [] },
  wednesday: { open: false, hours: [{ start: '08:00', end: '18:00' }] },
  thursday: { open: true, hours: [{ start: '09:00', end: '17:00' }] },
  friday: { open: true, hours: [{ start: '20:00', end: '23:59' }] },
  saturday: {
    open: true,
    hours: [
      { start: '00:00', end: '03:00' },
      { start: '10:00', end: '14:00' },
    ],
  },
  // sunday missing: closed
};

const holiday = (date: string): Holiday => ({ date, name: 'Feriado', type: 'national' });
const sp = (local: string): string => `${local}:00-03:00`;

type Expected = OpeningState;
const closed = (nextOpening: OpeningState['nextOpening']): Expected => ({
  isOpen: false,
  minutesUntilClose: null,
  currentSlot: null,
  nextOpening,
});

describe('Opening state: open or closed, with the time until closing and the next opening slot', () => {
  it.each<[string, string, Expected]>([
    [
      'before the first slot: closed, next opening today (no weekday prefix)',
      '2025-06-02T07:00',
      closed({
        weekday: 'monday',
        date: '2025-06-02',
        start: '08:00',
        end: '12:00',
        daysAhead: 0,
        label: 'às 08:00',
        fullLabel: 'hoje às 08:00',
      }),
    ],
    [
      'at the start minute the slot is open; minutes until close = ms ÷ 60000',
      '2025-06-02T08:00',
      {
        isOpen: true,
        minutesUntilClose: 240,
        currentSlot: { weekday: 'monday', date: '2025-06-02', start: '08:00', end: '12:00' },
        nextOpening: {
          weekday: 'monday',
          date: '2025-06-02',
          start: '14:00',
          end: '18:00',
          daysAhead: 0,
          label: 'às 14:00',
          fullLabel: 'hoje às 14:00',
        },
      },
    ],
    [
      'at the end minute the slot is closed',
      '2025-06-02T12:00',
      closed({
        weekday: 'monday',
        date: '2025-06-02',
        start: '14:00',
        end: '18:00',
        daysAhead: 0,
        label: 'às 14:00',
        fullLabel: 'hoje às 14:00',
      }),
    ],
    [
      'after the last slot: next opening tomorrow (no weekday prefix); an empty hours list means open all day',
      '2025-06-02T18:30',
      closed({
        weekday: 'tuesday',
        date: '2025-06-03',
        start: '00:00',
        end: '23:59',
        daysAhead: 1,
        label: 'às 00:00',
        fullLabel: 'amanhã às 00:00',
      }),
    ],
    [
      'open all day closes at midnight when the next day is closed',
      '2025-06-03T10:00',
      {
        isOpen: true,
        minutesUntilClose: 840,
        currentSlot: { weekday: 'tuesday', date: '2025-06-03', start: '00:00', end: '23:59' },
        nextOpening: {
          weekday: 'thursday',
          date: '2025-06-05',
          start: '09:00',
          end: '17:00',
          daysAhead: 2,
          label: 'quinta-feira às 09:00',
          fullLabel: 'quinta-feira às 09:00',
        },
      },
    ],
    [
      'open false closes the day even with hours listed',
      '2025-06-04T12:00',
      closed({
        weekday: 'thursday',
        date: '2025-06-05',
        start: '09:00',
        end: '17:00',
        daysAhead: 1,
        label: 'às 09:00',
        fullLabel: 'amanhã às 09:00',
      }),
    ],
    [
      'hours that run to 23:59 and continue at 00:00 the next day are continuous',
      '2025-06-06T21:00',
      {
        isOpen: true,
        minutesUntilClose: 360,
        currentSlot: { weekday: 'friday', date: '2025-06-06', start: '20:00', end: '23:59' },
        nextOpening: {
          weekday: 'saturday',
          date: '2025-06-07',
          start: '10:00',
          end: '14:00',
          daysAhead: 1,
          label: 'às 10:00',
          fullLabel: 'amanhã às 10:00',
        },
      },
    ],
    [
      'at 23:59 the continuous run still has 3h01 to go',
      '2025-06-06T23:59',
      {
        isOpen: true,
        minutesUntilClose: 181,
        currentSlot: { weekday: 'friday', date: '2025-06-06', start: '20:00', end: '23:59' },
        nextOpening: {
          weekday: 'saturday',
          date: '2025-06-07',
          start: '10:00',
          end: '14:00',
          daysAhead: 1,
          label: 'às 10:00',
          fullLabel: 'amanhã às 10:00',
        },
      },
    ],
    [
      'after midnight the current slot is the next day 00:00 slot',
      '2025-06-07T01:00',
      {
        isOpen: true,
        minutesUntilClose: 120,
        currentSlot: { weekday: 'saturday', date: '2025-06-07', start: '00:00', end: '03:00' },
        nextOpening: {
          weekday: 'saturday',
          date: '2025-06-07',
          start: '10:00',
          end: '14:00',
          daysAhead: 0,
          label: 'às 10:00',
          fullLabel: 'hoje às 10:00',
        },
      },
    ],
    [
      'two days ahead the Portuguese weekday is prefixed; a missing day is closed',
      '2025-06-07T15:00',
      closed({
        weekday: 'monday',
        date: '2025-06-09',
        start: '08:00',
        end: '12:00',
        daysAhead: 2,
        label: 'segunda-feira às 08:00',
        fullLabel: 'segunda-feira às 08:00',
      }),
    ],
    [
      'on the missing day the next opening is tomorrow',
      '2025-06-08T12:00',
      closed({
        weekday: 'monday',
        date: '2025-06-09',
        start: '08:00',
        end: '12:00',
        daysAhead: 1,
        label: 'às 08:00',
        fullLabel: 'amanhã às 08:00',
      }),
    ],
  ])('%s (%s)', (_case, local, expected) => {
    expect(openingState(SHOP, sp(local))).toEqual(expected);
  });

  it('minutes until close are whole minutes, rounded down', () => {
    expect(openingState(SHOP, '2025-06-02T11:59:30-03:00').minutesUntilClose).toBe(0);
    expect(openingState(SHOP, '2025-06-02T11:58:59.999-03:00').minutesUntilClose).toBe(1);
  });

  it('isOpenAt is the open flag of the opening state', () => {
    expect(isOpenAt(SHOP, sp('2025-06-02T09:00'))).toBe(true);
    expect(isOpenAt(SHOP, sp('2025-06-02T13:00'))).toBe(false);
  });

  it('an empty map is never open and has no next opening', () => {
    expect(openingState({}, sp('2025-06-02T09:00'))).toEqual(closed(null));
  });
});

describe('Holiday: a holiday closes that whole day', () => {
  it('a holiday tomorrow is skipped by the next-opening search', () => {
    const state = openingState(SHOP, sp('2025-06-08T12:00'), { holidays: [holiday('2025-06-09')] });
    expect(state.nextOpening).toEqual({
      weekday: 'tuesday',
      date: '2025-06-10',
      start: '00:00',
      end: '23:59',
      daysAhead: 2,
      label: 'terça-feira às 00:00',
      fullLabel: 'terça-feira às 00:00',
    });
  });

  it('a holiday today closes the slot that would be open now', () => {
    const state = openingState(SHOP, sp('2025-06-02T09:00'), { holidays: [holiday('2025-06-02')] });
    expect(state.isOpen).toBe(false);
    expect(state.currentSlot).toBeNull();
    expect(state.nextOpening?.date).toBe('2025-06-03');
  });

  it('a holiday after a 23:59 slot ends the run at midnight, and the next opening skips it', () => {
    const state = openingState(SHOP, sp('2025-06-06T21:00'), { holidays: [holiday('2025-06-07')] });
    expect(state.minutesUntilClose).toBe(180);
    expect(state.nextOpening).toMatchObject({
      weekday: 'monday',
      date: '2025-06-09',
      daysAhead: 3,
      label: 'segunda-feira às 08:00',
    });
  });

  it('a holiday on another day changes nothing', () => {
    expect(openingState(SHOP, sp('2025-06-02T09:00'), { holidays: [holiday('2025-06-20')] })).toEqual(
      openingState(SHOP, sp('2025-06-02T09:00')),
    );
  });
});

describe('Hours running past midnight and across several days', () => {
  const NIGHT: OpeningHours = { friday: { open: true, hours: [{ start: '22:00', end: '02:00' }] } };

  it.each<[string, string, Holiday[], boolean, number | null, string | null]>([
    ['an end before the start runs into the next day', '2025-06-07T01:00', [], true, 60, 'friday'],
    ['it closes at its end time', '2025-06-07T02:00', [], false, null, null],
    [
      "a holiday on the next day does not cut the previous night's slot",
      '2025-06-07T01:00',
      [holiday('2025-06-07')],
      true,
      60,
      'friday',
    ],
    ['a holiday on the slot day closes it', '2025-06-07T01:00', [holiday('2025-06-06')], false, null, null],
  ])('%s (%s)', (_case, local, holidays, isOpen, minutes, weekday) => {
    const state = openingState(NIGHT, sp(local), { holidays });
    expect(state.isOpen).toBe(isOpen);
    expect(state.minutesUntilClose).toBe(minutes);
    expect(state.currentSlot?.weekday ?? null).toBe(weekday);
  });

  it('the slot keeps the day it started on', () => {
    expect(openingState(NIGHT, sp('2025-06-07T01:00')).currentSlot).toEqual({
      weekday: 'friday',
      date: '2025-06-06',
      start: '22:00',
      end: '02:00',
    });
  });

  it.each([
    ['00:00', '2025-06-07T23:00', 60],
    ['24:00', '2025-06-07T23:00', 60],
    ['23:59', '2025-06-07T23:00', 60],
    ['23:30', '2025-06-07T23:00', 30],
  ])('an end of %s on a day followed by a closed day (at %s): %i minutes left', (end, local, minutes) => {
    const hours: OpeningHours = { saturday: { open: true, hours: [{ start: '18:00', end }] } };
    expect(openingState(hours, sp(local)).minutesUntilClose).toBe(minutes);
  });

  it('an end equal to the start means 24 hours from the start', () => {
    const hours: OpeningHours = { monday: { open: true, hours: [{ start: '08:00', end: '08:00' }] } };
    expect(openingState(hours, sp('2025-06-03T07:00')).minutesUntilClose).toBe(60);
  });

  it('overlapping slots on one day form one opening', () => {
    const hours: OpeningHours = {
      monday: {
        open: true,
        hours: [
          { start: '08:00', end: '12:00' },
          { start: '11:00', end: '15:00' },
        ],
      },
    };
    const state = openingState(hours, sp('2025-06-02T09:00'));
    expect(state.minutesUntilClose).toBe(360);
    expect(state.currentSlot).toEqual({ weekday: 'monday', date: '2025-06-02', start: '08:00', end: '12:00' });
    expect(state.nextOpening?.date).toBe('2025-06-09');
  });

  it('a slot inside a longer one does not shorten it', () => {
    const hours: OpeningHours = {
      monday: {
        open: true,
        hours: [
          { start: '08:00', end: '18:00' },
          { start: '09:00', end: '10:00' },
        ],
      },
    };
    expect(openingState(hours, sp('2025-06-02T09:30')).minutesUntilClose).toBe(510);
  });

  it('touching slots on one day are continuous', () => {
    const hours: OpeningHours = {
      monday: {
        open: true,
        hours: [
          { start: '08:00', end: '12:00' },
          { start: '12:00', end: '14:00' },
        ],
      },
    };
    expect(openingState(hours, sp('2025-06-02T11:00')).minutesUntilClose).toBe(180);
  });

  it('slots listed out of order are searched by time', () => {
    const hours: OpeningHours = {
      monday: {
        open: true,
        hours: [
          { start: '14:00', end: '18:00' },
          { start: '08:00', end: '12:00' },
        ],
      },
    };
    expect(openingState(hours, sp('2025-06-02T07:00')).nextOpening).toMatchObject({
      start: '08:00',
      end: '12:00',
      daysAhead: 0,
    });
  });
});

describe('Open 24h: no time until closing when the opening is continuous', () => {
  const ALWAYS: OpeningHours = Object.fromEntries(WEEKDAY_NAMES.map((d) => [d, { open: true, hours: [] }]));

  it('every day open all day: open, minutesUntilClose null, no next opening', () => {
    expect(openingState(ALWAYS, sp('2025-06-02T10:00'))).toEqual({
      isOpen: true,
      minutesUntilClose: null,
      currentSlot: { weekday: 'monday', date: '2025-06-02', start: '00:00', end: '23:59' },
      nextOpening: null,
    });
  });

  it('a holiday three days ahead gives the time until it and the opening after it', () => {
    const state = openingState(ALWAYS, sp('2025-06-02T10:00'), { holidays: [holiday('2025-06-05')] });
    expect(state.minutesUntilClose).toBe((14 + 48) * 60);
    expect(state.nextOpening).toMatchObject({
      weekday: 'friday',
      date: '2025-06-06',
      start: '00:00',
      daysAhead: 4,
      label: 'sexta-feira às 00:00',
    });
  });

  it('a holiday on the 8th day ahead is still seen', () => {
    const state = openingState(ALWAYS, sp('2025-06-02T10:00'), { holidays: [holiday('2025-06-10')] });
    expect(state.minutesUntilClose).toBe((14 + 7 * 24) * 60);
  });

  it('a holiday on the 9th day ahead is beyond the look-ahead: still 24h', () => {
    const state = openingState(ALWAYS, sp('2025-06-02T10:00'), { holidays: [holiday('2025-06-11')] });
    expect(state.minutesUntilClose).toBeNull();
  });
});

describe('The next-opening search looks up to 8 days ahead', () => {
  it('the look-ahead is 8 days', () => {
    expect(LOOKAHEAD_DAYS).toBe(8);
  });

  it.each<[string, OpeningHours, string[], number | null]>([
    ['same weekday next week (7 days)', { monday: { open: true, hours: [{ start: '08:00', end: '12:00' }] } }, [], 7],
    [
      '8 days ahead is found',
      { tuesday: { open: true, hours: [{ start: '10:00', end: '11:00' }] } },
      ['2025-06-03'],
      8,
    ],
    [
      '9 days ahead is not found',
      { wednesday: { open: true, hours: [{ start: '10:00', end: '11:00' }] } },
      ['2025-06-04'],
      null,
    ],
    [
      '14 days ahead is not found',
      { monday: { open: true, hours: [{ start: '08:00', end: '12:00' }] } },
      ['2025-06-09'],
      null,
    ],
  ])('%s', (_case, hours, holidayDates, daysAhead) => {
    const state = openingState(hours, sp('2025-06-02T13:00'), { holidays: holidayDates.map(holiday) });
    expect(state.nextOpening?.daysAhead ?? null).toBe(daysAhead);
  });
});

describe('Default time zone America/Sao_Paulo; the clock and the zone are parameters', () => {
  const MORNING: OpeningHours = { monday: { open: true, hours: [{ start: '08:00', end: '12:00' }] } };

  it.each<[string, string | number | DateTime, string | undefined, boolean, number | null]>([
    ['12:30 in São Paulo is closed', '2025-06-02T12:30:00-03:00', undefined, false, null],
    ['the same instant is 11:30 in Manaus: open', '2025-06-02T12:30:00-03:00', 'America/Manaus', true, 30],
    ['a UTC timestamp is read in São Paulo', '2025-06-02T14:00:00Z', undefined, true, 60],
    ['a local timestamp without offset is São Paulo time', '2025-06-02T09:00:00', undefined, true, 180],
    ['epoch milliseconds', Date.UTC(2025, 5, 2, 12), undefined, true, 180],
    ['a luxon DateTime', DateTime.fromISO('2025-06-02T10:00:00-03:00'), undefined, true, 120],
  ])('%s', (_case, clock, zone, isOpen, minutes) => {
    const state = openingState(MORNING, clock, { zone });
    expect(state.isOpen).toBe(isOpen);
    expect(state.minutesUntilClose).toBe(minutes);
  });

  it('elapsed minutes are counted across a daylight-saving change', () => {
    // New York springs forward on 2025-03-09 at 02:00: that Sunday lasts 23 hours.
    const hours: OpeningHours = { sunday: { open: true, hours: [{ start: '01:00', end: '04:00' }] } };
    const state = openingState(hours, '2025-03-09T01:30:00-05:00', { zone: 'America/New_York' });
    expect(state.minutesUntilClose).toBe(90);
  });

  it('labels follow the locale parameter', () => {
    const state = openingState(SHOP, sp('2025-06-07T15:00'), { locale: 'en' });
    expect(state.nextOpening).toMatchObject({ label: 'Monday at 08:00', fullLabel: 'Monday at 08:00' });
    const es = openingState(SHOP, sp('2025-06-02T07:00'), { locale: 'es' });
    expect(es.nextOpening).toMatchObject({ label: 'a las 08:00', fullLabel: 'hoy a las 08:00' });
  });

  it.each(['yesterday', '2025-13-01T00:00:00Z'])('an invalid clock %j throws a RangeError', (clock) => {
    expect(() => openingState(SHOP, clock)).toThrow(RangeError);
  });
});

describe('Business opening hours: each day has open and hours (a list of start/end as HH:MM)', () => {
  it.each<[string, OpeningHours]>([
    ['an hour out of range', { monday: { open: true, hours: [{ start: '25:00', end: '12:00' }] } }],
    ['minutes out of range', { monday: { open: true, hours: [{ start: '08:00', end: '12:75' }] } }],
    ['text that is no time', { monday: { open: true, hours: [{ start: 'noon', end: '18:00' }] } }],
  ])('openingState refuses %s', (_case, hours) => {
    expect(() => openingState(hours, sp('2025-06-02T09:00'))).toThrow(RangeError);
  });

  it('a catalogue without opening hours is always open, but still closes on holidays', () => {
    expect(openingState(undefined, sp('2025-06-02T03:00'))).toEqual({
      isOpen: true,
      minutesUntilClose: null,
      currentSlot: { weekday: 'monday', date: '2025-06-02', start: '00:00', end: '23:59' },
      nextOpening: null,
    });
    const state = openingState(null, sp('2025-06-02T03:00'), { holidays: [holiday('2025-06-03')] });
    expect(state.minutesUntilClose).toBe(21 * 60);
    expect(state.nextOpening).toMatchObject({ date: '2025-06-04', daysAhead: 2, label: 'quarta-feira às 00:00' });
  });
});

describe('Opening hours over an interval (a delivery or booking slot must fall inside the hours)', () => {
  it.each<[string, string, string, boolean]>([
    ['inside one slot', '2025-06-02T08:30', '2025-06-02T09:00', true],
    ['ending exactly at closing time', '2025-06-02T11:30', '2025-06-02T12:00', true],
    ['running past closing time', '2025-06-02T11:30', '2025-06-02T12:01', false],
    ['spanning the lunch break', '2025-06-02T11:30', '2025-06-02T14:30', false],
    ['starting before opening', '2025-06-02T07:30', '2025-06-02T08:30', false],
    ['an instant while open', '2025-06-02T09:00', '2025-06-02T09:00', true],
    ['an instant while closed', '2025-06-02T13:00', '2025-06-02T13:00', false],
    ['an end before the start', '2025-06-02T09:00', '2025-06-02T08:30', false],
    ['across midnight on continuous hours', '2025-06-06T23:30', '2025-06-07T02:00', true],
    ['across midnight past the run', '2025-06-06T23:30', '2025-06-07T03:30', false],
  ])('%s: %s to %s', (_case, start, end, expected) => {
    expect(isOpenThroughout(SHOP, sp(start), sp(end))).toBe(expected);
  });

  it('evaluates in the given zone and honours holidays', () => {
    const manaus = { zone: 'America/Manaus' };
    expect(isOpenThroughout(SHOP, '2025-06-02T12:30:00-03:00', '2025-06-02T12:50:00-03:00', manaus)).toBe(true);
    // Timestamps without an offset are Manaus wall-clock times here.
    expect(isOpenThroughout(SHOP, '2025-06-02T11:30:00', '2025-06-02T11:50:00', manaus)).toBe(true);
    expect(isOpenThroughout(SHOP, '2025-06-02T11:30:00', '2025-06-02T12:10:00', manaus)).toBe(false);
    expect(
      isOpenThroughout(SHOP, sp('2025-06-02T08:30'), sp('2025-06-02T09:00'), { holidays: [holiday('2025-06-02')] }),
    ).toBe(false);
  });

  it('one checker answers as isOpenThroughout for spans on many days, in any order (its timelines are kept by day)', () => {
    const spans: [string, string][] = [
      ['2025-06-02T08:30', '2025-06-02T09:00'], // Monday, open
      ['2025-06-04T08:30', '2025-06-04T09:00'], // Wednesday, closed all day
      ['2025-06-02T13:00', '2025-06-02T13:30'], // Monday's lunch break
      ['2025-06-06T23:30', '2025-06-07T02:00'], // Friday night into Saturday
      ['2025-06-05T09:30', '2025-06-05T10:00'], // Thursday, open
      ['2025-06-04T10:00', '2025-06-04T10:30'], // Wednesday again
      ['2025-06-09T08:30', '2025-06-09T09:00'], // the next Monday, past the first Monday's timeline
    ];
    const check = openingChecker(SHOP, { holidays: [holiday('2025-06-05')] });
    const answers = spans.map(([start, end]) => check(sp(start), sp(end)));
    expect(answers).toEqual([true, false, false, true, false, false, true]);
    expect(answers).toEqual(
      spans.map(([start, end]) => isOpenThroughout(SHOP, sp(start), sp(end), { holidays: [holiday('2025-06-05')] })),
    );
  });

  it('no opening hours: any interval is open', () => {
    expect(isOpenThroughout(undefined, sp('2025-06-02T01:00'), sp('2025-06-04T01:00'))).toBe(true);
  });
});

describe("todayHoursLabel: today's hours, in the closed wording on a holiday", () => {
  const holidays: Holiday[] = [{ date: '2025-06-02', name: 'Feriado local', type: 'local' }];

  it.each<[string, OpeningHours | null, string, readonly Holiday[], string | undefined, string]>([
    ['an ordinary Monday', SHOP, '2025-06-02T10:00', [], undefined, 'Aberto das 08:00 às 12:00 e das 14:00 às 18:00'],
    [
      "a Monday that is one of the catalogue's holidays",
      SHOP,
      '2025-06-02T10:00',
      holidays,
      undefined,
      'Fechado das 08:00 às 12:00 e das 14:00 às 18:00',
    ],
    [
      'the same holiday in English',
      SHOP,
      '2025-06-02T10:00',
      holidays,
      'en',
      'Closed from 08:00 to 12:00 and from 14:00 to 18:00',
    ],
    ['no opening hours: open all day', null, '2025-06-02T10:00', [], undefined, 'Aberto 24h'],
    ['no opening hours on a holiday: closed all day', null, '2025-06-02T10:00', holidays, undefined, 'Fechado 24h'],
    [
      'a day after the holiday (Tuesday, open without hours)',
      SHOP,
      '2025-06-03T10:00',
      holidays,
      undefined,
      'Aberto 24h',
    ],
  ])('%s', (_name, hours, at, list, locale, label) => {
    expect(todayHoursLabel(hours, sp(at), { holidays: list, locale })).toBe(label);
  });

  it("reads today in the catalogue's zone: 01:30 UTC on Tuesday is still the Monday holiday in São Paulo", () => {
    expect(todayHoursLabel(SHOP, '2025-06-03T01:30:00.000Z', { holidays })).toMatch(/^Fechado/);
    expect(todayHoursLabel(SHOP, '2025-06-03T01:30:00.000Z', { zone: 'UTC', holidays })).toBe('Aberto 24h');
  });
});
