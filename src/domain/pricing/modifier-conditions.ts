/**
 * The "if" side of modifiers (docs/business-rules.md "Modifiers"): whether a rule
 * (days, dates, hours, timeUntil, address) holds at a clock for an address.
 * A rule holds when every part it has holds; a condition's if holds when every
 * rule holds. Empty or absent parts do not restrict.
 */
import { DateTime, type Zone } from 'luxon';
import {
  type TimeRange,
  dayListIncludes,
  minutesOfDay,
  tryLocateInRange,
  tryParseTimeOfDay,
} from '../time/time-of-day';

/** Address fields (docs/business-rules.md "Entities") a modifier may restrict on. */
export interface ModifierAddress {
  country?: string | null;
  zipCode?: string | null;
  state?: string | null;
  city?: string | null;
  district?: string | null;
}

/** An inclusive span of calendar dates ('YYYY-MM-DD'). */
export interface DateSpan {
  start: string;
  end: string;
}

export interface ModifierRule {
  /** Weekday names ('monday'…), numbers (1 = Monday, 0 or 7 = Sunday) or Portuguese names. */
  days?: ReadonlyArray<string | number> | null;
  /** ISO dates, ISO intervals 'start/end' or {start, end} spans, inclusive. */
  dates?: ReadonlyArray<string | DateSpan> | null;
  /** One daily range or several (any may match); may cross midnight. */
  hours?: TimeRange | ReadonlyArray<TimeRange> | null;
  /** 'HH:MM': before that time of day. ISO date: up to that day. ISO timestamp: before it. */
  timeUntil?: string | null;
  address?: ModifierAddress | null;
}

/** The clock already in the catalogue's zone, and the shopper's address if known. */
export interface RuleContext {
  clock: DateTime;
  address?: ModifierAddress | null;
}

const ADDRESS_FIELDS = ['country', 'state', 'city', 'district'] as const;
const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Case-, accent- and surrounding-space-insensitive form of a name. */
function foldText(text: string): string {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').trim();
  // Stryker disable next-line MethodExpression: both sides are folded alike, so upper case compares as lower case does
  return plain.toLowerCase();
}

/** Calendar date of an ISO date or timestamp in the catalogue's zone, or null. */
function isoDateIn(text: string, zone: Zone): string | null {
  return DateTime.fromISO(text.trim(), { zone }).toISODate();
}

function dateEntryIncludes(entry: string | DateSpan, day: DateTime): boolean {
  const [startText, endText] =
    typeof entry === 'string' ? [entry.split('/')[0], entry.split('/')[1] ?? entry] : [entry.start, entry.end];
  const start = isoDateIn(startText, day.zone);
  const end = isoDateIn(endText, day.zone);
  const today = day.toISODate() as string;
  // A bound that cannot be read (null) includes no day: no date is after '\uffff' or before ''.
  return (start ?? '\uffff') <= today && today <= (end ?? '');
}

function timeUntilHolds(timeUntil: string, clock: DateTime): boolean {
  const limitMinutes = tryParseTimeOfDay(timeUntil);
  if (limitMinutes !== null) return minutesOfDay(clock) < limitMinutes;
  const limit = DateTime.fromISO(timeUntil.trim(), { zone: clock.zone });
  // A malformed limit never grants an effect (below, an invalid DateTime compares as false too).
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  if (!limit.isValid) return false;
  if (ISO_DATE_ONLY.test(timeUntil.trim())) return (clock.toISODate() as string) <= (limit.toISODate() as string);
  return clock < limit;
}

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Every given address field equals the shopper's; zipCode matches by prefix of digits. */
export function addressMatches(rule: ModifierAddress, address: ModifierAddress | null | undefined): boolean {
  for (const field of ADDRESS_FIELDS) {
    const wanted = foldText(rule[field] ?? '');
    if (wanted === '') continue;
    // Stryker disable next-line StringLiteral: any fallback but the wanted name differs from it, as '' does
    if (foldText(address?.[field] ?? '') !== wanted) return false;
  }
  // Any fallback text without digits reads as no digits (every text starts with an empty prefix).
  // Stryker disable next-line StringLiteral: equivalent, see above
  const zipPrefix = digits(rule.zipCode ?? '');
  // Stryker disable next-line StringLiteral: equivalent, see above
  return digits(address?.zipCode ?? '').startsWith(zipPrefix);
}

/** Day-dependent parts (days, dates) checked against the day the matching range opened. */
function dayPartsHold(rule: ModifierRule, day: DateTime): boolean {
  if (rule.days?.length && !dayListIncludes(rule.days, day)) return false;
  if (rule.dates?.length && !rule.dates.some((entry) => dateEntryIncludes(entry, day))) return false;
  return true;
}

/** Every present part of the rule holds. */
export function ruleMatches(rule: ModifierRule, context: RuleContext): boolean {
  const { clock } = context;
  if (rule.timeUntil && !timeUntilHolds(rule.timeUntil, clock)) return false;
  if (rule.address && !addressMatches(rule.address, context.address)) return false;
  const ranges = rule.hours ? ([] as TimeRange[]).concat(rule.hours) : [];
  if (ranges.length === 0) return dayPartsHold(rule, clock);
  // "Friday 22:00–02:00" still holds at Saturday 01:00: the night began on Friday.
  const minute = minutesOfDay(clock);
  return ranges.some((range) => {
    const offset = tryLocateInRange(minute, range);
    return offset !== null && dayPartsHold(rule, clock.plus({ days: offset }));
  });
}

/** A condition's if: all rules hold (an empty list holds). */
export function conditionMatches(rules: ReadonlyArray<ModifierRule> | null | undefined, context: RuleContext): boolean {
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback is a rule with no parts, which holds
  return (rules ?? []).every((rule) => ruleMatches(rule, context));
}
