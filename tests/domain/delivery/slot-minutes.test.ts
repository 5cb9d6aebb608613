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
