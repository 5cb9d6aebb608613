/**
 * Modifiers on items and subitems (docs/business-rules.md "Modifiers"): conditions evaluated at a clock and address that
 * change the status, the price and what the interface shows.
 */
import { applyPercent, reaisToCents } from './money';
import { type ModifierAddress, type ModifierRule, conditionMatches } from './modifier-conditions';
import { type Clock, DEFAULT_ZONE, toZonedDateTime } from '../time/time-of-day';
import { keyword } from '../keyword';

export type ItemStatus = 'PUBLIC' | 'BLOCKED';

/** value is in reais (type REAL or any non-percent type) or in percent (type PERCENT). */
export interface PriceEffect {
  value: number | string;
  type?: string | null;
  /** ADD, SUBTRACT; anything else (or absent) sets the price. */
  operation?: string | null;
  /** CEIL or FLOOR: the resulting price to whole reais. */
  round?: string | null;
}

export interface InterfaceEffect {
  /** Parts of the page to refresh, e.g. ITEM_PRICE. */
  update?: ReadonlyArray<string> | null;
  /** Messages to show the shopper. */
  info?: ReadonlyArray<string> | null;
}

export interface ModifierEffect {
  status?: string | null;
  price?: PriceEffect | null;
  interface?: InterfaceEffect | null;
}

export interface ModifierCondition {
  if?: ReadonlyArray<ModifierRule> | null;
  then?: ModifierEffect | null;
  else?: ModifierEffect | null;
}

export interface Modifier {
  /** FIRST or LAST; anything else reads as FIRST. */
  operation?: string | null;
  condition?: ReadonlyArray<ModifierCondition> | null;
}

export interface ModifierBase {
  status: ItemStatus;
  priceCents: number;
}

/** Which branch of which condition of which modifier took effect (indexes into the lists). */
export interface AppliedModifier {
  modifier: number;
  condition: number;
  branch: 'then' | 'else';
}

export interface ModifierResult extends ModifierBase {
  interface: { update: string[]; info: string[] };
  applied: AppliedModifier[];
}

export interface ModifierContext {
  clock: Clock;
  address?: ModifierAddress | null;
  zone?: string;
}

/**
 * The branch one modifier applies. FIRST: the then of the first condition whose
 * if matches; LAST: of the last one. When none matches, the else of the first
 * (FIRST) or last (LAST) condition. Null when the modifier has no conditions.
 */
export function selectBranch(
  modifier: Modifier,
  matches: (condition: ModifierCondition) => boolean,
): { condition: number; branch: 'then' | 'else' } | null {
  const conditions = modifier.condition ?? [];
  if (conditions.length === 0) return null;
  const fromLast = keyword(modifier.operation) === 'LAST';
  const order = conditions.map((_, index) => index);
  if (fromLast) order.reverse();
  const matching = order.find((index) => matches(conditions[index]));
  return matching === undefined ? { condition: order[0], branch: 'else' } : { condition: matching, branch: 'then' };
}

function roundToReais(cents: number, round: string): number {
  if (round === 'CEIL') return Math.ceil(cents / 100) * 100;
  if (round === 'FLOOR') return Math.floor(cents / 100) * 100;
  return cents;
}

/** A price effect on a price in cents; never below zero. A non-numeric value changes nothing. */
export function applyPriceEffect(priceCents: number, effect: PriceEffect): number {
  const value = Number(effect.value);
  if (effect.value === '' || !Number.isFinite(value)) return priceCents;
  const isPercent = ['PERCENT', 'PERCENTAGE', '%'].includes(keyword(effect.type));
  const amount = isPercent ? applyPercent(priceCents, value) : reaisToCents(value);
  const operation = keyword(effect.operation);
  const changed = operation === 'ADD' ? priceCents + amount : operation === 'SUBTRACT' ? priceCents - amount : amount;
  return Math.max(0, roundToReais(changed, keyword(effect.round)));
}

function normalizeStatus(status: string | null | undefined): ItemStatus | null {
  const upper = keyword(status);
  return upper === 'PUBLIC' || upper === 'BLOCKED' ? upper : null;
}

function appendUnique(target: string[], values: ReadonlyArray<string> | null | undefined): void {
  for (const value of values ?? []) if (!target.includes(value)) target.push(value);
}

/**
 * Applies every modifier in order, each on the result of the previous one, to a
 * base status and price (cents). Percent effects use the price at that point.
 */
export function evaluateModifiers(
  modifiers: ReadonlyArray<Modifier> | null | undefined,
  base: ModifierBase,
  context: ModifierContext,
): ModifierResult {
  const clock = toZonedDateTime(context.clock, context.zone ?? DEFAULT_ZONE);
  const ruleContext = { clock, address: context.address };
  const result: ModifierResult = { ...base, interface: { update: [], info: [] }, applied: [] };
  // A string in an empty fallback has no conditions: selectBranch returns null for it, and nothing applies.
  // Stryker disable next-line ArrayDeclaration: equivalent, see above
  (modifiers ?? []).forEach((modifier, modifierIndex) => {
    // Stryker disable next-line ArrayDeclaration: read only once selectBranch found a condition, so never empty
    const conditions = modifier.condition ?? [];
    const chosen = selectBranch(modifier, (condition) => conditionMatches(condition.if, ruleContext));
    const effect = chosen && conditions[chosen.condition][chosen.branch];
    if (!chosen || !effect) return;
    result.applied.push({ modifier: modifierIndex, ...chosen });
    result.status = normalizeStatus(effect.status) ?? result.status;
    if (effect.price) result.priceCents = applyPriceEffect(result.priceCents, effect.price);
    appendUnique(result.interface.update, effect.interface?.update);
    appendUnique(result.interface.info, effect.interface?.info);
  });
  return result;
}
