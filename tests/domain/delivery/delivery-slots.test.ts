import { describe, expect, it } from 'vitest';
import type { DateTime } from 'luxon';
import type { DeliveryRule, SchedulingOutcome } from '@/src/domain/delivery/delivery-rules';
import { type DeliverySlot, availableSlots } from '@/src/domain/delivery/delivery-slots';

/** São Paulo is at -03:00 all year. 2024-05-10 is a Friday. */
const both = { now: true, schedule: true };
const unconditional = (outcome: SchedulingOutcome): DeliveryRule[] => [{ if: { isDefaultRule: true }, then: outcome }];
const brief = (slots: DeliverySlot[]) =>
  slots.map((slot) => `${slot.date} ${slot.start}-${slot.end}${slot.shift === undefined ? '' : ` ${slot.shift}`}`);

describe('availableSlots: "dayUntil, timeUntil, schedulingWindow (start, end)"', () => {
  it('slots of 30 minutes from today to today + dayUntil, inside the window, no earlier than clock + timeUntil', () => {
    const rules = unconditional({ dayUntil: 1, timeUntil: 60, schedulingWindow: { start: '18:00', end: '20:00' } });
    const result = availableSlots(rules, both, '2024-05-10T18:10:00.000-03:00');
    expect(result.earliest).toBe('2024-05-10T19:10:00.000-03:00');
    expect(result.now).toBe(true);
    expect(result.schedule).toBe(true);
    expect(result.selected).toEqual({ outcome: rules[0].then, ruleIndex: 0, branch: 'then' });
    expect(result.slots).toStrictEqual([
      {
        date: '2024-05-10',
        start: '19:30',
        end: '20:00',
        startsAt: '2024-05-10T19:30:00.000-03:00',
        endsAt: '2024-05-10T20:00:00.000-03:00',
      },
      {
        date: '2024-05-11',
        start: '18:00',
        end: '18:30',
        startsAt: '2024-05-11T18:00:00.000-03:00',
        endsAt: '2024-05-11T18:30:00.000-03:00',
      },
      {
        date: '2024-05-11',
        start: '18:30',
        end: '19:00',
        startsAt: '2024-05-11T18:30:00.000-03:00',
        endsAt: '2024-05-11T19:00:00.000-03:00',
      },
      {
        date: '2024-05-11',
        start: '19:00',
        end: '19:30',
        startsAt: '2024-05-11T19:00:00.000-03:00',
        endsAt: '2024-05-11T19:30:00.000-03:00',
      },
      {
        date: '2024-05-11',
        start: '19:30',
        end: '20:00',
        startsAt: '2024-05-11T19:30:00.000-03:00',
        endsAt: '2024-05-11T20:00:00.000-03:00',
      },
    ]);
  });

  it.each<[string, SchedulingOutcome, string, number | undefined, string[]]>([
    [
      'a slot starting exactly at clock + timeUntil is allowed',
      { dayUntil: 0, timeUntil: 30, schedulingWindow: { start: '18:00', end: '20:00' } },
      '2024-05-10T18:00:00.000-03:00',
      undefined,
      ['2024-05-10 18:30-19:00', '2024-05-10 19:00-19:30', '2024-05-10 19:30-20:00'],
    ],
    [
      'the last slot of a window is cut short at the window end',
      { dayUntil: 0, schedulingWindow: { start: '08:00', end: '09:45' } },
      '2024-05-10T07:00:00.000-03:00',
      30,
      ['2024-05-10 08:00-08:30', '2024-05-10 08:30-09:00', '2024-05-10 09:00-09:30', '2024-05-10 09:30-09:45'],
    ],
    [
      'a window across midnight runs into the next day, and yesterday’s window still counts after midnight',
      { dayUntil: 0, schedulingWindow: { start: '22:00', end: '02:00' } },
      '2024-05-11T00:30:00.000-03:00',
      60,
      [
        '2024-05-11 01:00-02:00',
        '2024-05-11 22:00-23:00',
        '2024-05-11 23:00-00:00',
        '2024-05-12 00:00-01:00',
        '2024-05-12 01:00-02:00',
      ],
    ],
    [
      'no window: the whole day',
      { dayUntil: 0 },
      '2024-05-10T10:00:00.000-03:00',
      360,
      ['2024-05-10 12:00-18:00', '2024-05-10 18:00-00:00'],
    ],
    [
      'a window ending 23:59 runs to midnight',
      { dayUntil: 0, schedulingWindow: { start: '22:00', end: '23:59' } },
      '2024-05-10T21:00:00.000-03:00',
      60,
      ['2024-05-10 22:00-23:00', '2024-05-10 23:00-00:00'],
    ],
    [
      'dayUntil 2 offers three days',
      { dayUntil: 2, schedulingWindow: { start: '12:00', end: '13:00' } },
      '2024-05-10T10:00:00.000-03:00',
      60,
      ['2024-05-10 12:00-13:00', '2024-05-11 12:00-13:00', '2024-05-12 12:00-13:00'],
    ],
    [
      'a lead time past today’s window leaves tomorrow only',
      { dayUntil: 1, timeUntil: '03:00', schedulingWindow: { start: '12:00', end: '14:00' } },
      '2024-05-10T11:30:00.000-03:00',
      60,
      ['2024-05-11 12:00-13:00', '2024-05-11 13:00-14:00'],
    ],
    [
      'a malformed window offers no slot',
      { dayUntil: 1, schedulingWindow: { start: '12h', end: '14:00' } },
      '2024-05-10T10:00:00.000-03:00',
      60,
      [],
    ],
  ])('%s', (_name, outcome, clock, slotMinutes, expected) => {
    expect(brief(availableSlots(unconditional(outcome), both, clock, undefined, { slotMinutes }).slots)).toEqual(
      expected,
    );
  });
});

describe('availableSlots: "shifts (name, start, end)"', () => {
  const lunch = { name: 'Almoço', start: '11:00', end: '14:00' };
  const dinner = { name: 'Jantar', start: '18:00', end: '22:00' };
  it.each<[string, SchedulingOutcome, string[]]>([
    [
      'each shift is one slot; a shift starting before clock + timeUntil is not offered',
      { dayUntil: 1, timeUntil: '01:00', shifts: [lunch, dinner] },
      ['2024-05-10 18:00-22:00 Jantar', '2024-05-11 11:00-14:00 Almoço', '2024-05-11 18:00-22:00 Jantar'],
    ],
    [
      'slots are in time order whatever the order of shifts',
      { dayUntil: 1, timeUntil: '01:00', shifts: [dinner, lunch] },
      ['2024-05-10 18:00-22:00 Jantar', '2024-05-11 11:00-14:00 Almoço', '2024-05-11 18:00-22:00 Jantar'],
    ],
    [
      'shifts take the place of the scheduling window',
      { dayUntil: 0, shifts: [dinner], schedulingWindow: { start: '08:00', end: '09:00' } },
      ['2024-05-10 18:00-22:00 Jantar'],
    ],
    [
      'a malformed shift is skipped',
      { dayUntil: 0, shifts: [{ name: 'Tarde', start: '14:00', end: 'late' }, dinner] },
      ['2024-05-10 18:00-22:00 Jantar'],
    ],
    [
      'a shift across midnight is one slot ending the next day',
      { dayUntil: 0, shifts: [{ name: 'Madrugada', start: '23:00', end: '03:00' }] },
      ['2024-05-10 23:00-03:00 Madrugada'],
    ],
    [
      'a shift without a name is offered with an empty name',
      { dayUntil: 0, shifts: [{ name: null as unknown as string, start: '18:00', end: '19:00' }] },
      ['2024-05-10 18:00-19:00 '],
    ],
    [
      'an empty shift list falls back to the whole day',
      { dayUntil: 0, shifts: [] },
      ['2024-05-10 12:00-18:00', '2024-05-10 18:00-00:00'],
    ],
  ])('%s', (_name, outcome, expected) => {
    const result = availableSlots(unconditional(outcome), both, '2024-05-10T10:30:00.000-03:00', undefined, {
      slotMinutes: 360,
    });
    expect(brief(result.slots)).toEqual(expected);
  });

  it('a shift slot carries its name and timestamps', () => {
    const result = availableSlots(
      unconditional({ dayUntil: 0, shifts: [dinner] }),
      both,
      '2024-05-10T10:30:00.000-03:00',
    );
    expect(result.slots).toEqual([
      {
        date: '2024-05-10',
        start: '18:00',
        end: '22:00',
        shift: 'Jantar',
        startsAt: '2024-05-10T18:00:00.000-03:00',
        endsAt: '2024-05-10T22:00:00.000-03:00',
      },
    ]);
  });
});

describe('availableSlots: "operationWay: … now and schedule flags" and opening hours', () => {
  const outcome = { dayUntil: 0, schedulingWindow: { start: '10:00', end: '16:00' } };
  // Open 11:00–15:00: a slot must start and end inside that.
  const openingHours = (start: DateTime, end: DateTime) =>
    start.hour * 60 + start.minute >= 660 && end <= start.set({ hour: 15, minute: 0 });

  it.each<[string, { now: boolean; schedule: boolean }, string, boolean, boolean, string[]]>([
    [
      'now and schedule offered while open',
      both,
      '2024-05-10T12:10:00.000-03:00',
      true,
      true,
      ['2024-05-10 13:00-14:00', '2024-05-10 14:00-15:00'],
    ],
    [
      'now is not offered while closed, even with the flag',
      both,
      '2024-05-10T09:00:00.000-03:00',
      false,
      true,
      ['2024-05-10 11:00-12:00', '2024-05-10 12:00-13:00', '2024-05-10 13:00-14:00', '2024-05-10 14:00-15:00'],
    ],
    [
      'now flag off: no ordering now',
      { now: false, schedule: true },
      '2024-05-10T12:10:00.000-03:00',
      false,
      true,
      ['2024-05-10 13:00-14:00', '2024-05-10 14:00-15:00'],
    ],
    ['schedule flag off: no slots', { now: true, schedule: false }, '2024-05-10T12:10:00.000-03:00', true, false, []],
    [
      'schedule flag on but no slot left: schedule is not offered',
      both,
      '2024-05-10T14:30:00.000-03:00',
      true,
      false,
      [],
    ],
  ])('%s', (_name, way, clock, now, schedule, slots) => {
    const result = availableSlots(unconditional(outcome), way, clock, undefined, { slotMinutes: 60, openingHours });
    expect(result.now).toBe(now);
    expect(result.schedule).toBe(schedule);
    expect(brief(result.slots)).toEqual(slots);
  });

  it('without an opening-hours check, now follows the flag', () => {
    expect(availableSlots([], { now: true, schedule: false }, '2024-05-10T03:00:00.000-03:00').now).toBe(true);
    expect(availableSlots([], { now: false, schedule: false }, '2024-05-10T03:00:00.000-03:00').now).toBe(false);
  });
});

describe('availableSlots: rule selection, zone and options', () => {
  it('the rule in force decides the slots (a Saturday rule on Friday gives the default rule)', () => {
    const rules: DeliveryRule[] = [
      {
        if: { conditions: [{ days: ['saturday'] }] },
        then: { dayUntil: 0, schedulingWindow: { start: '10:00', end: '12:00' } },
      },
      { if: { isDefaultRule: true }, then: { dayUntil: 1, schedulingWindow: { start: '20:00', end: '21:00' } } },
    ];
    const result = availableSlots(rules, both, '2024-05-10T19:00:00.000-03:00');
    expect(result.selected.ruleIndex).toBe(1);
    expect(brief(result.slots)).toEqual([
      '2024-05-10 20:00-20:30',
      '2024-05-10 20:30-21:00',
      '2024-05-11 20:00-20:30',
      '2024-05-11 20:30-21:00',
    ]);
  });

  it('no rules: today only, no lead time, the whole day in slots of 30 minutes', () => {
    const result = availableSlots(null, both, '2024-05-10T22:50:00.000-03:00');
    expect(brief(result.slots)).toEqual(['2024-05-10 23:00-23:30', '2024-05-10 23:30-00:00']);
    expect(result.earliest).toBe('2024-05-10T22:50:00.000-03:00');
  });

  it('the clock is read in the given zone', () => {
    const rules = unconditional({ dayUntil: 0, schedulingWindow: { start: '12:00', end: '13:00' } });
    const clock = '2024-05-10T12:00:00.000Z';
    expect(brief(availableSlots(rules, both, clock).slots)).toEqual([
      '2024-05-10 12:00-12:30',
      '2024-05-10 12:30-13:00',
    ]);
    expect(brief(availableSlots(rules, both, clock, 'UTC').slots)).toEqual([
      '2024-05-10 12:00-12:30',
      '2024-05-10 12:30-13:00',
    ]);
    expect(brief(availableSlots(rules, both, '2024-05-10T12:40:00.000Z', 'UTC').slots)).toEqual([]);
    expect(availableSlots(rules, both, clock, 'UTC').slots[0].startsAt).toBe('2024-05-10T12:00:00.000Z');
  });

  it('wall-clock windows stay right on a day the zone springs forward', () => {
    const rules = unconditional({ dayUntil: 0, schedulingWindow: { start: '01:00', end: '04:00' } });
    const result = availableSlots(rules, both, '2024-03-10T00:00:00', 'America/New_York', { slotMinutes: 60 });
    expect(result.slots.map((slot) => [slot.startsAt, slot.endsAt])).toEqual([
      ['2024-03-10T01:00:00.000-05:00', '2024-03-10T03:00:00.000-04:00'],
      ['2024-03-10T03:00:00.000-04:00', '2024-03-10T04:00:00.000-04:00'],
    ]);
  });

  it('a shift is offered once on a day the zone falls back', () => {
    const rules = unconditional({ dayUntil: 0, shifts: [{ name: 'Noite', start: '01:00', end: '04:00' }] });
    const result = availableSlots(rules, both, '2024-11-03T00:00:00', 'America/New_York');
    expect(result.slots.map((slot) => [slot.startsAt, slot.endsAt])).toEqual([
      ['2024-11-03T01:00:00.000-04:00', '2024-11-03T04:00:00.000-05:00'],
    ]);
  });

  it.each([[0], [4], [1441], [7.5], [Number.NaN]])('slotMinutes %s is rejected', (slotMinutes) => {
    expect(() => availableSlots([], both, '2024-05-10T10:00:00.000-03:00', undefined, { slotMinutes })).toThrow(
      `slotMinutes must be an integer from 5 to 1440, got ${slotMinutes}`,
    );
  });

  it.each([
    [5, 24],
    [1440, 1],
  ])('slotMinutes %i is accepted (%i slots over two hours or one day)', (slotMinutes, count) => {
    const outcome =
      slotMinutes === 5 ? { dayUntil: 0, schedulingWindow: { start: '12:00', end: '14:00' } } : { dayUntil: 0 };
    const result = availableSlots(unconditional(outcome), both, '2024-05-10T00:00:00.000-03:00', undefined, {
      slotMinutes,
    });
    expect(result.slots).toHaveLength(count);
  });

  it('an invalid clock is an error', () => {
    expect(() => availableSlots([], both, 'soon')).toThrow(RangeError);
  });
});
