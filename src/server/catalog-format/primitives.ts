/**
 * Building blocks of the catalogue import format (docs/interfaces.md "Catalogue import format"): money, times, statuses, translations and modifiers.
 * Field names follow docs/business-rules.md "Entities".
 */
import { z } from 'zod';

/** Stable record id used by the importer to match records idempotently. */
export const recordId = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(120, 'must be at most 120 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'must contain only letters, digits, ".", "_", ":" and "-"');

/** URL-friendly slug: lowercase words separated by hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug such as "sala-vip"');

const nonEmptyText = z.string().trim().min(1, 'must not be empty');
export const text = nonEmptyText;

/**
 * Money crosses the format as decimal reais (docs/architecture.md "Data"); inside it is
 * integer cents, so more than two decimals would silently lose value.
 */
export const money = z
  .number()
  .finite()
  .nonnegative('must be a non-negative amount in reais')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'must have at most two decimal places (reais and cents)',
  });

export const percent = z.number().finite().min(0).max(100, 'must be a percentage between 0 and 100');

/** 'HH:MM', 00:00–23:59. Days that run through midnight end at 23:59 and continue at 00:00. */
export const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (00:00–23:59)');

/** Calendar date 'YYYY-MM-DD'. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD');

/** ISO timestamp; milliseconds and offset optional (the looser check of docs/business-rules.md "ISO timestamps"). */
export const isoTimestamp = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?$/,
    'must be an ISO timestamp such as 2024-05-01T10:00:00.000-03:00',
  );

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekday>;

/** Lower-case on the way in so "public" and "PUBLIC" are the same value. */
function upperEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.string().trim().toUpperCase().pipe(z.enum(values));
}

export const STATUSES = ['PUBLIC', 'BLOCKED'] as const;
export const status = upperEnum(STATUSES);

/** PERCENT: percent off; REAL: that amount off; FIXED_PRICE: the promo replaces the price. */
export const PROMO_TYPES = ['PERCENT', 'REAL', 'FIXED_PRICE'] as const;
export const promoType = upperEnum(PROMO_TYPES);
export type PromoType = z.infer<typeof promoType>;

export const DISCOUNT_TYPES = ['REAL', 'PERCENT'] as const;
export const discountType = upperEnum(DISCOUNT_TYPES);

/** Payment methods of docs/business-rules.md "Entities". */
export const ONLINE_PAYMENT_METHODS = [
  'PIX',
  'PIX_WITHOUT_PAYMENT_RECEIPT',
  'LINK',
  'BANK_TRANSFER',
  'STRIPE',
  'ZOOP_CREDIT',
  'ZOOP_PIX',
] as const;
export const IN_PERSON_PAYMENT_METHODS = [
  'POSP_PIX',
  'POSP_CREDIT',
  'POSP_DEBIT',
  'POSP_MEAL_TICKET',
  'POSP_FOOD_TICKET',
  'CASH',
] as const;
export const PAYMENT_METHODS = [...ONLINE_PAYMENT_METHODS, ...IN_PERSON_PAYMENT_METHODS] as const;
export const paymentMethod = upperEnum(PAYMENT_METHODS);
export type PaymentMethodCode = z.infer<typeof paymentMethod>;

export const UNITS = ['unity', 'kg', 'g', 'm', 'liter', 'year', 'month', 'day', 'hour', 'person'] as const;
export const unitOfMeasurement = z.enum(UNITS);

/** A relative link inside the storefront ("/delivery/lanches", "#services") or an absolute URL. */
export const link = z
  .string()
  .trim()
  .regex(/^(?:\/|#|https?:\/\/|mailto:|tel:)/, 'must be a path starting with "/", an anchor "#…" or an http(s) URL');

/** An image: a public path ("/demo/aeroporto/burger.svg") or an http(s) URL. */
export const image = z
  .string()
  .trim()
  .regex(/^(?:\/|https?:\/\/|data:image\/)/, 'must be a path starting with "/" or an http(s) URL');

export const cssColor = z
  .string()
  .trim()
  .regex(/^(?:#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla)\([^)]*\)|[a-z]+)$/, 'must be a CSS colour such as #0b1f44');

/**
 * `translations: { en?: {...}, es?: {...} }` of the text fields of one record.
 * pt-BR is the record's own text; a missing translation falls back to it.
 */
export function translations<S extends z.ZodRawShape>(shape: S) {
  const perLocale = z.strictObject(shape).partial();
  return z.strictObject({ en: perLocale.optional(), es: perLocale.optional() }).default({});
}

/** A daily range that may cross midnight (start after end), as modifiers and scheduling rules allow. */
export const dailyRange = z.strictObject({ start: clockTime, end: clockTime });

/** A range within one day (opening hours: a night runs to 23:59 and continues at 00:00 the next day). */
export const timeRange = dailyRange.refine((range) => range.start < range.end, {
  message: 'start must be before end (split a range that crosses midnight at 23:59 / 00:00)',
  path: ['end'],
});

// ── Modifiers (docs/business-rules.md "Modifiers"; evaluated in src/domain/modifiers.ts) ──

export const modifierAddress = z.strictObject({
  country: z.string().optional(),
  zipCode: z.string().optional(),
  state: z.string().optional(),
  city: z.string().optional(),
  district: z.string().optional(),
});

/** Every field present in a rule must match for the rule to match. */
export const modifierRule = z.strictObject({
  days: z.array(weekday).optional(),
  dates: z.array(isoDate).optional(),
  hours: dailyRange.optional(),
  /** 'HH:MM': before that time of day; a date or timestamp: up to that moment. */
  timeUntil: z.union([clockTime, isoDate, isoTimestamp]).optional(),
  address: modifierAddress.optional(),
});

export const modifierPrice = z.strictObject({
  value: z.number().finite().nonnegative(),
  type: discountType,
  /** ADD or SUBTRACT the value (reais, or percent of the price); SET or absent: the price becomes the value. */
  operation: upperEnum(['ADD', 'SUBTRACT', 'SET'] as const).optional(),
  /** Rounds the resulting price to whole reais. */
  round: upperEnum(['CEIL', 'FLOOR'] as const).optional(),
});

export const modifierEffect = z.strictObject({
  status: status.optional(),
  price: modifierPrice.optional(),
  interface: z
    .strictObject({
      /** e.g. ITEM_PRICE: parts of the UI to refresh. */
      update: z.array(z.string()).optional(),
      /** Informational messages shown while the effect applies. */
      info: z.array(z.string()).optional(),
    })
    .optional(),
});

export const modifierCondition = z.strictObject({
  if: z.array(modifierRule).min(1, 'needs at least one rule'),
  then: modifierEffect,
  else: modifierEffect.optional(),
});

export const modifiers = z.strictObject({
  operation: upperEnum(['FIRST', 'LAST'] as const).default('FIRST'),
  condition: z.array(modifierCondition).default([]),
});
export type Modifiers = z.infer<typeof modifiers>;
