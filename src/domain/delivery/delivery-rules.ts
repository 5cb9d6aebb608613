/**
 * Scheduling rules for delivery and take-away (docs/business-rules.md "Delivery and take-away rules"): which rule's outcome governs ordering at a given clock.
 * Slots are computed from that outcome in delivery-slots.ts.
 */
import { DateTime, Duration } from 'luxon';
import { type TimeRange, dayListIncludes, minutesOfDay, tryLocateInRange } from '../time/time-of-day';
import { keyword } from '../keyword';

/** operationWay (docs/business-rules.md "Operation ways and scheduling"): per way of operating, whether ordering now and scheduling are offered. */
export interface OperationFlags {
  now: boolean;
  schedule: boolean;
}

export interface OperationWay {
  booking: OperationFlags;
  delivery: OperationFlags;
  takeAway: OperationFlags;
}

export interface DeliveryRuleCondition {
  /** DAY_OF_WEEK: only days; TIME / TIME_RANGE: only timeRange; anything else (CURRENT_TIME): both. */
  compareWith?: string | null;
  days?: ReadonlyArray<string | number> | null;
  timeRange?: TimeRange | null;
}

export interface DeliveryRuleIf {
  isDefaultRule?: boolean | null;
  /** AND (default) or OR over conditions. */
  logicalOperators?: string | null;
  conditions?: ReadonlyArray<DeliveryRuleCondition> | null;
}

export interface Shift {
  name: string;
  start: string;
  end: string;
  /** The name in en and es (shift-names.ts); the pt-BR name is `name`. */
  translations?: Partial<Record<'en' | 'es', { name?: string } | undefined>> | null;
}

export interface SchedulingOutcome {
  /** How many days after today the shopper may schedule (0 = today only). */
  dayUntil?: number | string | null;
  /** Minimum lead time: minutes (number or digits), 'HH:MM' or an ISO duration. */
  timeUntil?: number | string | null;
  schedulingWindow?: TimeRange | null;
  shifts?: ReadonlyArray<Shift> | null;
  /** Length of the slots cut from the scheduling window, 5…1440 minutes (hourly visits: 60); 30 when absent. */
  slotMinutes?: number | null;
}

export interface DeliveryRule {
  if?: DeliveryRuleIf | null;
  then?: SchedulingOutcome | null;
  else?: SchedulingOutcome | null;
}

export interface SelectedOutcome {
  outcome: SchedulingOutcome;
  /** Index of the rule in the list, or null when no rule applied (the built-in default). */
  ruleIndex: number | null;
  branch: 'then' | 'else' | 'default';
}

/** Longest scheduling horizon honoured, so a typo like 3650 cannot explode slot lists. */
export const MAX_DAY_UNTIL = 366;

/** When no rule applies: today only, no lead time, the whole day (opening hours still apply). */
export const BUILT_IN_OUTCOME: SchedulingOutcome = { dayUntil: 0, timeUntil: 0 };

function conditionHolds(condition: DeliveryRuleCondition, clock: DateTime): boolean {
  const compareWith = keyword(condition.compareWith);
  const checkDays = !['TIME', 'TIME_RANGE', 'HOUR', 'HOURS'].includes(compareWith);
  const checkTime = !['DAY_OF_WEEK', 'DAYS', 'DAY', 'WEEKDAY'].includes(compareWith);
  let day = clock;
  if (checkTime && condition.timeRange) {
    const offset = tryLocateInRange(minutesOfDay(clock), condition.timeRange); // malformed: null
    if (offset === null) return false;
    // A range crossing midnight belongs to the weekday on which it opened.
    day = clock.plus({ days: offset });
  }
  return !(checkDays && condition.days?.length && !dayListIncludes(condition.days, day));
}

/** A rule's if at a clock (already in the catalogue zone). No conditions: it holds. */
export function ruleIfMatches(ruleIf: DeliveryRuleIf | null | undefined, clock: DateTime): boolean {
  // Stryker disable next-line ArrayDeclaration: a string as the only condition has no parts, so it holds, as none does
  const conditions = ruleIf?.conditions ?? [];
  if (conditions.length === 0) return true;
  const holds = (condition: DeliveryRuleCondition) => conditionHolds(condition, clock);
  // Stryker disable next-line OptionalChaining: ruleIf is there whenever it has conditions
  return keyword(ruleIf?.logicalOperators) === 'OR' ? conditions.some(holds) : conditions.every(holds);
}

/**
 * The outcome in force at a clock. Non-default rules are read in order, like an
 * if/else-if chain: the first whose if matches gives its then; a non-matching
 * rule that has an else gives that else; one without else passes to the next.
 * Then the default rule gives its then (its conditions are not checked), or its
 * else when it has no then. With none of these, BUILT_IN_OUTCOME.
 */
export function selectOutcome(rules: ReadonlyArray<DeliveryRule> | null | undefined, clock: DateTime): SelectedOutcome {
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback is a rule with no then, else or default
  const list = rules ?? [];
  for (const [index, rule] of list.entries()) {
    if (rule.if?.isDefaultRule) continue;
    if (ruleIfMatches(rule.if, clock)) {
      if (rule.then) return { outcome: rule.then, ruleIndex: index, branch: 'then' };
    } else if (rule.else) {
      return { outcome: rule.else, ruleIndex: index, branch: 'else' };
    }
  }
  const defaultIndex = list.findIndex((rule) => rule.if?.isDefaultRule && (rule.then || rule.else));
  if (defaultIndex >= 0) {
    const rule = list[defaultIndex];
    return rule.then
      ? { outcome: rule.then, ruleIndex: defaultIndex, branch: 'then' }
      : { outcome: rule.else as SchedulingOutcome, ruleIndex: defaultIndex, branch: 'else' };
  }
  return { outcome: BUILT_IN_OUTCOME, ruleIndex: null, branch: 'default' };
}

/** dayUntil as a whole number of days in 0…MAX_DAY_UNTIL (bad values: 0). */
export function daysAhead(outcome: SchedulingOutcome): number {
  const days = Math.floor(Number(outcome.dayUntil ?? 0));
  return Number.isFinite(days) ? Math.min(Math.max(days, 0), MAX_DAY_UNTIL) : 0;
}

/** timeUntil as minutes of lead time (bad or negative values: 0). */
export function leadMinutes(outcome: SchedulingOutcome): number {
  const raw = outcome.timeUntil;
  let minutes: number | null = null;
  if (typeof raw === 'number') minutes = raw;
  else if (typeof raw === 'string') {
    const text = raw.trim();
    const hhmm = /^(\d+):([0-5]\d)$/.exec(text); // 'HH:MM' as a duration, hours may exceed 23
    if (/^\d+(\.\d+)?$/.test(text)) minutes = Number(text);
    else if (hhmm) minutes = Number(hhmm[1]) * 60 + Number(hhmm[2]);
    else {
      const duration = Duration.fromISO(text);
      minutes = duration.isValid ? duration.as('minutes') : null;
    }
  }
  const value = minutes ?? Number.NaN;
  return Number.isFinite(value) ? Math.max(0, Math.ceil(value)) : 0;
}
