/**
 * Shared (global) subcategories and subitems (docs/business-rules.md "Shared records"): a record with `fk`
 * inherits every field of the referenced shared record; only fk, name,
 * modifiers and, for subitems, price, promo, promoType and
 * acceptedPaymentMethods may override, when present (not null) locally.
 */
import type { ProgressiveDiscount } from './progressive-discount';

export interface NameTranslations {
  en?: { name?: string | null } | null;
  es?: { name?: string | null } | null;
}

export interface SubitemParam {
  _id: string;
  label?: string | null;
  value?: string | null;
  status?: string | null;
}

/** docs/business-rules.md "Shared records" subitem. `modifiers` is typed by modifiers.ts; opaque here. */
export interface SubitemRecord {
  _id: string;
  fk?: string | null;
  name?: string | null;
  type?: string | null;
  description?: string | null;
  img?: string | null;
  price?: number | null;
  promo?: number | null;
  promoType?: string | null;
  params?: readonly SubitemParam[] | null;
  status?: string | null;
  quantity?: number | null;
  progressiveDiscount?: ProgressiveDiscount | null;
  acceptedPaymentMethods?: readonly string[] | null;
  translations?: NameTranslations | null;
  modifiers?: unknown;
}

/** docs/business-rules.md "Shared records" global subcategory and item subcategory. */
export interface SubcategoryRecord<S extends SubitemRecord = SubitemRecord> {
  _id: string;
  fk?: string | null;
  name?: string | null;
  type?: string | null;
  min?: number | null;
  max?: number | null;
  repeat?: boolean | null;
  status?: string | null;
  api?: unknown;
  translations?: NameTranslations | null;
  modifiers?: unknown;
  subitems?: readonly S[] | null;
}

/** Set on a record whose fk names no shared record; it is kept as stored. */
export interface Unresolved {
  unresolvedFk?: true;
}

/**
 * What a record with fk may set itself (docs/business-rules.md "Shared records"). `translations` are the name's other languages, so
 * they go with the name: a local "Coca-Cola lata" is not shown as the shared record's English name.
 */
export const SUBCATEGORY_OVERRIDES = ['name', 'translations', 'modifiers'] as const;
export const SUBITEM_OVERRIDES = [
  'name',
  'translations',
  'modifiers',
  'price',
  'promo',
  'promoType',
  'acceptedPaymentMethods',
] as const;

export interface SharedIndex<S extends SubitemRecord, C extends SubcategoryRecord<S>> {
  subcategories: ReadonlyMap<string, C>;
  subitems: ReadonlyMap<string, S>;
}

/** Indexes shared subcategories and every subitem inside them by _id (first wins). */
export function indexShared<S extends SubitemRecord, C extends SubcategoryRecord<S>>(
  globals: readonly C[],
): SharedIndex<S, C> {
  const subcategories = new Map<string, C>();
  const subitems = new Map<string, S>();
  for (const global of globals) {
    if (!subcategories.has(global._id)) subcategories.set(global._id, global);
    for (const subitem of global.subitems ?? []) {
      if (!subitems.has(subitem._id)) subitems.set(subitem._id, subitem);
    }
  }
  return { subcategories, subitems };
}

/** A translations object with no language in it: what the import leaves on a record that sets none. */
function noTranslations(value: unknown): boolean {
  return Object.values(value as object).every((entry) => entry === undefined);
}

/**
 * Copies the allowed fields that the local record actually sets over the shared one. Translations go with the
 * name: a record that names itself brings its own (or none), and one that keeps the shared name keeps the shared
 * name's translations unless it gives some ("Bebidas" stays "Drinks" in English on every item that uses it).
 */
function overlay<T extends object>(shared: T, local: T, keys: readonly (keyof T)[]): T {
  const out: T = { ...shared };
  const ownName = (local as { name?: unknown }).name;
  for (const key of keys) {
    const value = local[key];
    if (value === undefined || value === null) continue;
    if (key === 'translations' && (ownName === undefined || ownName === null) && noTranslations(value)) continue;
    out[key] = value;
  }
  return out;
}

/**
 * A subitem with fk becomes the shared subitem plus its allowed overrides.
 * It keeps its own _id (the id carts and orders hold) and its fk.
 */
export function resolveSubitem<S extends SubitemRecord>(
  local: S,
  sharedSubitems: ReadonlyMap<string, S>,
): S & Unresolved {
  if (!local.fk) return local;
  const shared = sharedSubitems.get(local.fk);
  if (!shared) return { ...local, unresolvedFk: true };
  return { ...overlay(shared, local, SUBITEM_OVERRIDES), _id: local._id, fk: local.fk };
}

/**
 * A subcategory with fk becomes the shared one plus name/modifiers overrides.
 * Its subitems are the shared list (membership and order are the shared
 * record's); a local subitem whose fk or _id names one of them lends it its
 * allowed overrides, and other local subitems are ignored. A subcategory
 * without fk keeps its own subitems, each resolved on its own fk.
 */
export function resolveSubcategory<S extends SubitemRecord, C extends SubcategoryRecord<S>>(
  local: C,
  index: SharedIndex<S, C>,
): C & Unresolved {
  const shared = local.fk ? index.subcategories.get(local.fk) : undefined;
  if (!shared) {
    const base = local.subitems
      ? { ...local, subitems: local.subitems.map((subitem) => resolveSubitem(subitem, index.subitems)) }
      : { ...local };
    return local.fk ? { ...base, unresolvedFk: true } : base;
  }
  const patches = new Map<string, S>();
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback patches an id no subitem has
  for (const subitem of local.subitems ?? []) {
    patches.set(subitem.fk || subitem._id, subitem);
  }
  const subitems = (shared.subitems ?? []).map((sharedSubitem) => {
    const patch = patches.get(sharedSubitem._id);
    return patch ? overlay(sharedSubitem, patch, SUBITEM_OVERRIDES) : sharedSubitem;
  });
  return {
    ...overlay(shared, local, SUBCATEGORY_OVERRIDES),
    _id: local._id,
    fk: local.fk,
    subitems,
  };
}

/** Resolves an item's subcategories against the company's shared subcategories. */
export function resolveSubcategories<S extends SubitemRecord, C extends SubcategoryRecord<S>>(
  locals: readonly C[],
  globals: readonly C[],
): (C & Unresolved)[] {
  const index = indexShared<S, C>(globals);
  return locals.map((local) => resolveSubcategory(local, index));
}
