/**
 * The shopper's choices on an item page, as pure functions: how many of each option in each group, the rules of a
 * group (min, max, repeat) applied as they choose, what is still missing, and the cart lines and price they make.
 * A group's max of 0 means no limit; repeat lets one option be taken more than once (docs/business-rules.md).
 */
import { isIntervalSubitem, lineBreakdown } from '@/src/domain/pricing/line-breakdown';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { CartLine } from '@/src/domain/orders/order-types';

export interface GroupRules {
  _id: string;
  name: string;
  min: number;
  max: number;
  repeat: boolean;
}
export interface OptionLike {
  _id: string;
  type: string | null;
  status: string;
  finalPrice: number;
  progressiveDiscount: { maxItemQuantity: number; discountInPercent: number } | null;
}
export interface GroupLike extends GroupRules {
  subitems: OptionLike[];
}

/** Quantity of each option id within one group. */
export type GroupChoice = Readonly<Record<string, number>>;
/** Choices by group id (the item's own id for its extras). */
export type Choices = Readonly<Record<string, GroupChoice>>;

export const isBlockedStatus = (status: string) => status.toUpperCase() === 'BLOCKED';

export function chosenCount(choice: GroupChoice | undefined): number {
  return Object.values(choice ?? {}).reduce((sum, n) => sum + n, 0);
}

/**
 * The group's choice after the shopper sets an option's quantity: a single-choice group (max 1) swaps its option;
 * otherwise the quantity is held to 1 without repeat and to what the group's max leaves.
 */
export function setOptionQuantity(
  group: GroupRules,
  choice: GroupChoice | undefined,
  optionId: string,
  wanted: number,
): GroupChoice {
  const current = { ...(choice ?? {}) };
  if (group.max === 1) return wanted > 0 ? { [optionId]: 1 } : omit(current, optionId);
  let quantity = Math.max(0, Math.floor(wanted));
  if (!group.repeat) quantity = Math.min(quantity, 1);
  if (group.max > 0) quantity = Math.min(quantity, group.max - (chosenCount(current) - (current[optionId] ?? 0)));
  return quantity > 0 ? { ...current, [optionId]: quantity } : omit(current, optionId);
}

function omit(choice: Record<string, number>, key: string): GroupChoice {
  const { [key]: _dropped, ...rest } = choice;
  return rest;
}

/** Whether one more of the option can be taken (checkbox enabled, plus button enabled). */
export function canAddOne(group: GroupRules, choice: GroupChoice | undefined, optionId: string): boolean {
  if (group.max === 1) return true;
  const own = choice?.[optionId] ?? 0;
  if (!group.repeat && own >= 1) return false;
  return group.max <= 0 || chosenCount(choice) < group.max;
}

/** How many more choices each group still needs, only the groups that need some. */
export function missingChoices(
  groups: readonly GroupRules[],
  choices: Choices,
): { group: GroupRules; missing: number }[] {
  return groups
    .map((group) => ({ group, missing: Math.max(0, group.min - chosenCount(choices[group._id])) }))
    .filter((entry) => entry.missing > 0);
}

/** The cart lines of the choices, in the groups' order. */
export function toCartLines(groups: readonly GroupLike[], choices: Choices): CartLine[] {
  return groups.flatMap((group) =>
    group.subitems
      .filter((option) => (choices[group._id]?.[option._id] ?? 0) > 0)
      .map((option) => ({
        subcategory: { id: group._id },
        subitem: { id: option._id },
        quantity: choices[group._id][option._id],
      })),
  );
}

/** Whether a chosen option is the interval-between-dates kind (rentals: the price counts days). */
export function choosesInterval(groups: readonly GroupLike[], choices: Choices): boolean {
  return groups.some((group) =>
    group.subitems.some((option) => (choices[group._id]?.[option._id] ?? 0) > 0 && isIntervalSubitem(option)),
  );
}

/**
 * The line's total in cents with the domain's line rule the server's quote uses (its clock-free part; the rental's
 * days come from the interval picker, which reads the dates as the quote does), from the API's final prices
 * (reais, after promo and modifiers); null when a chosen interval is not readable yet.
 */
export function liveTotal(
  itemFinalPrice: number,
  groups: readonly GroupLike[],
  choices: Choices,
  quantity: number,
  days: number | null,
  /** Grams the item's price is for, when it is weighed and priced per kg (the server prices the same way). */
  pricedPer = 1,
): number | null {
  const subitems = groups.flatMap((group) =>
    group.subitems
      .filter((option) => (choices[group._id]?.[option._id] ?? 0) > 0)
      .map((option) => ({
        price: reaisToCents(option.finalPrice),
        type: option.type,
        quantity: choices[group._id][option._id],
        progressiveDiscount: option.progressiveDiscount,
      })),
  );
  try {
    return lineBreakdown({ item: { price: reaisToCents(itemFinalPrice), pricedPer }, quantity, subitems }, days).total;
  } catch {
    return null;
  }
}
