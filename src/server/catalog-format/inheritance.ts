/**
 * Resolution of `fk` inheritance (SPEC.md section 3): a subcategory or
 * subitem with fk takes the shared record's fields; only name, translations,
 * modifiers and (subitems) price, promo, promoType and acceptedPaymentMethods
 * override. Defaults are applied here, after merging, so that an omitted
 * field inherits instead of defaulting.
 */
import type { GlobalSubcategory, Subcategory, Subitem } from './item-schema';

export interface ResolvedSubitem extends Subitem {
  name: string;
  type: 'DEFAULT' | 'INTERVAL_BETWEEN_DATES';
  description: string;
  price: number;
  params: NonNullable<Subitem['params']>;
  status: 'PUBLIC' | 'BLOCKED';
  quantity: number;
}

export interface ResolvedSubcategory extends Subcategory {
  name: string;
  type: string;
  min: number;
  max: number | null;
  repeat: boolean;
  status: 'PUBLIC' | 'BLOCKED';
  subitems: ResolvedSubitem[];
}

function defined<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function withSubitemDefaults(subitem: Subitem): ResolvedSubitem {
  return {
    ...subitem,
    name: subitem.name ?? '',
    type: subitem.type ?? 'DEFAULT',
    description: subitem.description ?? '',
    price: subitem.price ?? 0,
    params: subitem.params ?? [],
    status: subitem.status ?? 'PUBLIC',
    quantity: subitem.quantity ?? 1,
  };
}

/** Merges a subitem over the shared subitem it references (if any). */
export function resolveSubitem(subitem: Subitem, shared: Subitem | undefined): ResolvedSubitem {
  if (subitem.fk === undefined || shared === undefined) return withSubitemDefaults(subitem);
  const overrides = defined(subitem);
  const hasOwnTranslations = Object.keys(subitem.translations).length > 0;
  return withSubitemDefaults({
    ...shared,
    ...overrides,
    translations: hasOwnTranslations ? subitem.translations : shared.translations,
    fk: subitem.fk,
  });
}

/**
 * Resolves an item subcategory against the global subcategories: an fk group
 * lists the shared subitems, each replaced by the group's own override
 * (matched by the override's fk).
 */
export function resolveSubcategory(group: Subcategory, globals: readonly GlobalSubcategory[]): ResolvedSubcategory {
  const sharedSubitems = new Map(globals.flatMap((global) => (global.subitems ?? []).map((s) => [s._id, s] as const)));
  const shared = group.fk === undefined ? undefined : globals.find((global) => global._id === group.fk);
  let merged: Subcategory = group;
  let subitems: Subitem[] = group.subitems ?? [];
  if (shared) {
    const overrides = new Map((group.subitems ?? []).map((s) => [s.fk, s] as const));
    subitems = (shared.subitems ?? []).map((s) => overrides.get(s._id) ?? { ...s, fk: s._id, _id: s._id });
    const hasOwnTranslations = Object.keys(group.translations).length > 0;
    merged = {
      ...shared,
      ...defined(group),
      translations: hasOwnTranslations ? group.translations : shared.translations,
      fk: group.fk,
    };
  }
  return {
    ...merged,
    name: merged.name ?? '',
    type: merged.type ?? 'DEFAULT',
    min: merged.min ?? 0,
    max: merged.max ?? null,
    repeat: merged.repeat ?? false,
    status: merged.status ?? 'PUBLIC',
    subitems: subitems.map((subitem) => resolveSubitem(subitem, subitem.fk ? sharedSubitems.get(subitem.fk) : undefined)),
  };
}
