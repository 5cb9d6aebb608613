import { describe, expect, it } from 'vitest';
import type { DeliveryRule, SchedulingOutcome } from '@/src/domain/delivery/delivery-rules';
import { availableSlots } from '@/src/domain/delivery/delivery-slots';

/** 2024-05-10 is a Friday; São Paulo is at -03:00. */
const both = { now: true, schedule: true };
const rules = (outcome: SchedulingOutcome): DeliveryRule[] => [{ if: { isDefaultRule: true }, then: outcome }];
const starts = (outcome: SchedulingOutcome, options = {}) =>
  availableSlots(rules(outcome), both, '2024-05-10T06:10:00.000-03:00', undefined, options).slots.map(
    (slot) => `${slot.start}-${slot.end}`,
  );

describe('slot length from the rule (issue 17: a lounge visit at an exact hour)', () => {
  const window = { dayUntil: 0, timeUntil: 0, schedulingWindow: { start: '07:00', end: '10:00' } };

  it("cuts the window into the rule's slotMinutes", () => {
    expect(starts({ ...window, slotMinutes: 60 })).toEqual(['07:00-08:00', '08:00-09:00', '09:00-10:00']);
  });

  it('keeps 30 minutes when the rule says nothing', () => {
    expect(starts(window)).toHaveLength(6);
  });

  it('a length asked by the caller wins over the rule', () => {
    expect(starts({ ...window, slotMinutes: 60 }, { slotMinutes: 90 })).toEqual(['07:00-08:30', '08:30-10:00']);
  });

  it('refuses a length outside 5…1440 minutes, from the rule as from the caller', () => {
    expect(() => starts({ ...window, slotMinutes: 2 })).toThrow(RangeError);
  });
});

describe('slots around one instant (checking one requested time)', () => {
  it('keeps every slot of the full list that starts on that day (a window from the day before included), and no other', () => {
    const outcome = { dayUntil: 30, timeUntil: 0, schedulingWindow: { start: '22:00', end: '02:00' }, slotMinutes: 60 };
    const clock = '2024-05-10T06:10:00.000-03:00';
    const full = availableSlots(rules(outcome), both, clock).slots.map((slot) => slot.startsAt);
    const around = availableSlots(rules(outcome), both, clock, undefined, {
      around: '2024-05-20T01:00:00.000-03:00',
    }).slots.map((slot) => slot.startsAt);
    const thatDay = full.filter((at) => at.startsWith('2024-05-20'));
    expect(thatDay).toEqual([
      '2024-05-20T00:00:00.000-03:00',
      '2024-05-20T01:00:00.000-03:00',
      '2024-05-20T22:00:00.000-03:00',
      '2024-05-20T23:00:00.000-03:00',
    ]);
    for (const at of thatDay) expect(around).toContain(at);
    for (const at of around) expect(full).toContain(at);
    expect(around.length).toBeLessThan(12);
  });
});
