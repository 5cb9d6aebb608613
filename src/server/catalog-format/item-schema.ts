/**
 * Items, their option groups (subcategories) and options (subitems), and the
 * shared "global subcategories" that item subcategories reference by `fk`.
 *
 * Inheritance (docs/business-rules.md "Shared records"): a subcategory or subitem with `fk` takes
 * every field from the referenced shared record; it may only override fk,
 * name, translations and modifiers, and a subitem also price, promo,
 * promoType and acceptedPaymentMethods. Hence inheritable fields carry no
 * schema defaults here (a default would silently override the shared value);
 * `resolveSubcategories` in src/domain/shared-records.ts applies the defaults after merging.
 */
import { SUBCATEGORY_OVERRIDES, SUBITEM_OVERRIDES } from '../../domain/pricing/shared-records';
import { z } from 'zod';
import {
  image,
  modifiers,
  money,
  paymentMethod,
  percent,
  promoType,
  recordId,
  slug,
  status,
  text,
  translations,
  unitOfMeasurement,
} from './primitives';

export const SUBITEM_TYPES = ['DEFAULT', 'INTERVAL_BETWEEN_DATES'] as const;

export const subitemParam = z.strictObject({
  _id: recordId,
  label: text,
  value: z.string(),
  status: status.default('PUBLIC'),
});

const subitemTranslations = translations({ name: z.string(), description: z.string() });

const subitemShape = {
  _id: recordId,
  fk: recordId.optional(),
  name: text.optional(),
  /** DEFAULT, or INTERVAL_BETWEEN_DATES: the shopper picks a date interval and the line multiplies by its days. */
  type: z.enum(SUBITEM_TYPES).optional(),
  description: z.string().optional(),
  img: image.optional(),
  price: money.optional(),
  promo: money.nullable().optional(),
  promoType: promoType.optional(),
  params: z.array(subitemParam).optional(),
  status: status.optional(),
  /** Default quantity chosen when the option is picked (1 when absent). */
  quantity: z.number().int().min(0).optional(),
  progressiveDiscount: z
    .strictObject({
      maxItemQuantity: z.number().int().min(2, 'must be at least 2 for the discount to grow'),
      discountInPercent: percent,
    })
    .nullable()
    .optional(),
  acceptedPaymentMethods: z.array(paymentMethod).optional(),
  modifiers: modifiers.optional(),
  translations: subitemTranslations,
};

/** The fields a subitem with fk may carry: its keys and the overrides of src/domain/shared-records.ts. */
export const SUBITEM_OVERRIDABLE = ['_id', 'fk', ...SUBITEM_OVERRIDES] as const;

export const subitemSchema = z.strictObject(subitemShape).superRefine((subitem, ctx) => {
  if (subitem.fk === undefined) {
    if (subitem.name === undefined)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'is required unless fk is given' });
    if (subitem.price === undefined)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'is required unless fk is given' });
    checkPromo(subitem, ctx);
  } else {
    // Its promo is checked on the merged record (cross-references.ts), where the inherited price is known.
    reportNonOverridable(subitem, SUBITEM_OVERRIDABLE, ctx);
  }
});
export type Subitem = z.infer<typeof subitemSchema>;

const subcategoryShape = {
  _id: recordId,
  fk: recordId.optional(),
  name: text.optional(),
  /** Presentation of the group; DEFAULT when absent. */
  type: z.string().trim().min(1).optional(),
  /** Minimum number of choices (0 = optional group). */
  min: z.number().int().min(0).optional(),
  /** Maximum number of choices (absent = one per subitem, or unlimited with repeat). */
  max: z.number().int().min(1).nullable().optional(),
  /** Whether the same subitem may be chosen more than once. */
  repeat: z.boolean().optional(),
  status: status.optional(),
  /** Optional external source of the options. */
  api: z.string().optional(),
  translations: translations({ name: z.string() }),
  modifiers: modifiers.optional(),
  subitems: z.array(subitemSchema).optional(),
};

export const SUBCATEGORY_OVERRIDABLE = ['_id', 'fk', ...SUBCATEGORY_OVERRIDES, 'subitems'] as const;

function checkSubcategory(
  group: { fk?: string; name?: string; min?: number; max?: number | null; subitems?: unknown[] },
  ctx: z.RefinementCtx,
  { allowFk }: { allowFk: boolean },
) {
  if (group.fk !== undefined) {
    if (!allowFk)
      ctx.addIssue({ code: 'custom', path: ['fk'], message: 'a global subcategory cannot reference another one' });
    reportNonOverridable(group, SUBCATEGORY_OVERRIDABLE, ctx);
    return;
  }
  if (group.name === undefined)
    ctx.addIssue({ code: 'custom', path: ['name'], message: 'is required unless fk is given' });
  if (group.subitems === undefined || group.subitems.length === 0)
    ctx.addIssue({ code: 'custom', path: ['subitems'], message: 'needs at least one subitem unless fk is given' });
  if (group.min !== undefined && group.max != null && group.min > group.max)
    ctx.addIssue({ code: 'custom', path: ['min'], message: `must not exceed max (${group.max})` });
}

export const subcategorySchema = z
  .strictObject(subcategoryShape)
  .superRefine((group, ctx) => checkSubcategory(group, ctx, { allowFk: true }));
export type Subcategory = z.infer<typeof subcategorySchema>;

/** Shared option groups ("Bebidas") referenced by item subcategories through fk. */
export const globalSubcategorySchema = z
  .strictObject(subcategoryShape)
  .superRefine((group, ctx) => checkSubcategory(group, ctx, { allowFk: false }));
export type GlobalSubcategory = z.infer<typeof globalSubcategorySchema>;

export const additionalDescriptionSchema = z.strictObject({
  title: text,
  /** TEXT (plain), HTML, or LIST (data is a list of lines). */
  type: z.enum(['TEXT', 'HTML', 'LIST']).default('TEXT'),
  /** Lower numbers are shown first. */
  priority: z.number().int().default(0),
  data: z.union([z.string(), z.array(z.string())]),
  translations: translations({ title: z.string(), data: z.union([z.string(), z.array(z.string())]) }),
});

/** A free-text field the shopper fills for this item (e.g. the client to be received). */
export const customNoteSchema = z.strictObject({
  label: text,
  placeholder: z.string().optional(),
  required: z.boolean().default(false),
  maxLength: z.number().int().min(1).max(2000).default(500),
  translations: translations({ label: z.string(), placeholder: z.string() }),
});

/** Grams per step and where the stepper starts; see `weighing` on the item. */
export const weighingSchema = z.strictObject({
  step: z.number().int().min(1, 'must be at least 1 gram').max(10_000, 'must be at most 10 kg'),
  start: z.number().int().min(1).optional(),
});

function checkWeighing(
  item: { weighing?: { step: number; start?: number }; unitOfMeasurement: string; min: number; max: number | null },
  ctx: z.RefinementCtx,
) {
  const weighing = item.weighing;
  if (!weighing) return;
  if (item.unitOfMeasurement !== 'kg' && item.unitOfMeasurement !== 'g')
    ctx.addIssue({ code: 'custom', path: ['weighing'], message: 'needs unitOfMeasurement "kg" or "g"' });
  // The steps run from the minimum: a minimum off the grid would make 250 g unreachable with 100 g steps.
  if (item.min % weighing.step !== 0)
    ctx.addIssue({
      code: 'custom',
      path: ['min'],
      message: `must be a multiple of weighing.step (${weighing.step} g)`,
    });
  if (weighing.start !== undefined) {
    if (weighing.start < item.min || (item.max !== null && weighing.start > item.max))
      ctx.addIssue({ code: 'custom', path: ['weighing', 'start'], message: 'must lie between min and max' });
    else if ((weighing.start - item.min) % weighing.step !== 0)
      ctx.addIssue({
        code: 'custom',
        path: ['weighing', 'start'],
        message: 'must be min plus a whole number of steps',
      });
  }
}
/**
 * A package of credits a business account buys (issue 18, point 5): `credits` bookings of the items `itemIds` (of
 * the same catalogue), each paid with one credit instead of money, within `validMonths` of the purchase.
 */
export const creditPackageSchema = z.strictObject({
  credits: z.number().int().min(1).max(100),
  validMonths: z.number().int().min(1).max(60),
  itemIds: z.array(recordId).min(1),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

export const itemSchema = z
  .strictObject({
    _id: recordId,
    name: text,
    slug,
    tags: z.array(z.string()).default([]),
    description: z.string().default(''),
    /** Short facts shown under the description (plain text or HTML). */
    characteristics: z.string().optional(),
    additionalDescription: z.array(additionalDescriptionSchema).default([]),
    /** Restricts the catalogue's payment methods for this item; absent = all of them. */
    acceptedPaymentMethods: z.array(paymentMethod).optional(),
    img: image.optional(),
    price: money,
    unitOfMeasurement: unitOfMeasurement.default('unity'),
    /** Centimetres and kilograms (used for shipping quotes). */
    dimensions: z
      .strictObject({
        width: z.number().nonnegative().optional(),
        height: z.number().nonnegative().optional(),
        length: z.number().nonnegative().optional(),
        weight: z.number().nonnegative().optional(),
      })
      .optional(),
    promo: money.nullable().optional(),
    promoType: promoType.optional(),
    /**
     * Sold by weight (docs/business-rules.md "Sold by weight"): the shopper picks grams in `step`s from `min`,
     * starting at `start` (absent: the weight the description names). Then min, max and stock are grams and the
     * price is per `unitOfMeasurement` (kg or g).
     */
    weighing: weighingSchema.optional(),
    min: z.number().int().min(1).default(1),
    max: z.number().int().min(1).nullable().default(null),
    status: status.default('PUBLIC'),
    /** null = unlimited; 0 = out of stock. */
    stock: z.number().int().min(0).nullable().default(null),
    featured: z.boolean().default(false),
    recommendedItemIds: z.array(recordId).default([]),
    customNote: customNoteSchema.nullable().optional(),
    creditPackage: creditPackageSchema.nullable().optional(),
    /** Presentation variant of the product card/page. */
    componentVariant: z.string().optional(),
    /** Category slugs of the catalogue's services under which the item is listed (e.g. "lanches", "baratos"). */
    serviceCategories: z.array(slug).default([]),
    translations: translations({
      name: z.string(),
      description: z.string(),
      characteristics: z.string(),
    }),
    subcategories: z.array(subcategorySchema).default([]),
    modifiers: modifiers.optional(),
    /** Ungrouped extras, each chosen independently (docs/business-rules.md "Entities" lists them beside subcategories). */
    subitems: z.array(subitemSchema).default([]),
  })
  .superRefine((item, ctx) => {
    if (item.max !== null && item.min > item.max)
      ctx.addIssue({ code: 'custom', path: ['min'], message: `must not exceed max (${item.max})` });
    checkPromo(item, ctx);
    checkWeighing(item, ctx);
  });
export type Item = z.infer<typeof itemSchema>;

export const categorySchema = z.strictObject({
  _id: recordId,
  name: text,
  description: z.string().default(''),
  img: image.optional(),
  status: status.default('PUBLIC'),
  translations: translations({ name: z.string(), description: z.string() }),
  items: z.array(itemSchema).default([]),
});
export type Category = z.infer<typeof categorySchema>;

function reportNonOverridable(record: object, allowed: readonly string[], ctx: z.RefinementCtx) {
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined && !allowed.includes(key))
      ctx.addIssue({ code: 'custom', path: [key], message: 'is inherited through fk and cannot be overridden' });
  }
}

export interface PromoFields {
  price?: number | null;
  promo?: number | null;
  promoType?: string | null;
}

/** The problems of a record's promo against its price, each with the field it concerns; none when no promo. */
export function promoProblems(record: PromoFields): { field: 'promo' | 'promoType'; message: string }[] {
  if (record.promo == null) return [];
  if (record.promoType == null) return [{ field: 'promoType', message: 'is required when promo is set' }];
  const problems: { field: 'promo' | 'promoType'; message: string }[] = [];
  if (record.promoType === 'PERCENT' && record.promo > 100)
    problems.push({ field: 'promo', message: 'a PERCENT promo must be between 0 and 100' });
  if (record.price != null && record.promoType !== 'PERCENT' && record.promo > record.price)
    problems.push({ field: 'promo', message: `must not exceed the price (${record.price})` });
  return problems;
}

function checkPromo(record: PromoFields, ctx: z.RefinementCtx) {
  for (const problem of promoProblems(record))
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}
