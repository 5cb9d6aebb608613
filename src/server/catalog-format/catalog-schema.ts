/**
 * A catalogue (a store: a restaurant, the lounge, the lockers) with its
 * categories, opening hours, holidays, delivery coverage, ways of operating
 * and scheduling rules (docs/business-rules.md "Entities").
 */
import { z } from 'zod';
import { categorySchema } from './item-schema';
import { venueSchema } from './venue-schema';
import {
  clockTime,
  dailyRange,
  image,
  isoDate,
  money,
  paymentMethod,
  percent,
  recordId,
  slug,
  status,
  text,
  timeRange,
  translations,
  weekday,
  IN_PERSON_PAYMENT_METHODS,
} from './primitives';

/**
 * Keyed by lowercase English weekday; a missing day is closed; open with no
 * hours = open all day. A catalogue without openingHours is always open.
 */
export const openingHoursSchema = z.partialRecord(
  weekday,
  z.strictObject({ open: z.boolean(), hours: z.array(timeRange).default([]) }),
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A day the catalogue is closed (besides its weekly hours). */
export const holidaySchema = z.strictObject({
  date: isoDate,
  name: text,
  type: z.enum(['national', 'state', 'municipal', 'company']).default('national'),
});

const coverageShape = {
  name: text,
  /** true: every place inside is covered with this fee; false: only the places listed inside. */
  fullCoverage: z.boolean().default(false),
  /** Fee in reais; a deeper level's fee wins over this one. */
  deliveryFee: money.default(0),
};

/** Minutes of a gate-delivery figure: whole, from 0 to 240 (src/domain/flights/gate-timing.ts). */
const gateMinutes = z.number().int().min(0).max(240);

export const districtCoverageSchema = z.strictObject({
  ...coverageShape,
  /** At the airport (a district named "Terminal …"): minutes from the counter to this terminal's gates, after preparation. */
  estimatedDeliveryTime: gateMinutes.optional(),
  /** Minutes on foot from the store's counter to this terminal's gates, for a traveller who picks up. */
  walkingTime: gateMinutes.optional(),
});
export const cityCoverageSchema = z.strictObject({
  ...coverageShape,
  /** Minutes from confirmation to delivery. */
  estimatedDeliveryTime: z.number().int().min(0).optional(),
  districts: z.array(districtCoverageSchema).default([]),
});
export const stateCoverageSchema = z.strictObject({
  ...coverageShape,
  /** Two-letter code such as "SP". */
  code: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter state code')
    .optional(),
  cities: z.array(cityCoverageSchema).default([]),
});
export const countryCoverageSchema = z.strictObject({
  ...coverageShape,
  /** ISO 3166-1 alpha-2 code such as "BR". */
  code: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .optional(),
  states: z.array(stateCoverageSchema).default([]),
});
export const whereDeliverySchema = z.strictObject({ countries: z.array(countryCoverageSchema).default([]) });
export type WhereDelivery = z.infer<typeof whereDeliverySchema>;

const operationModeSchema = z
  .strictObject({ now: z.boolean().default(false), schedule: z.boolean().default(false) })
  .default({ now: false, schedule: false });
export const operationWaySchema = z.strictObject({
  booking: operationModeSchema,
  delivery: operationModeSchema,
  takeAway: operationModeSchema,
});
export type OperationWay = z.infer<typeof operationWaySchema>;

/**
 * A shift's name in en and es, when the catalogue gives it; absent (and kept absent, so files without it export
 * as they came), the checkout translates common names from its labels (src/domain/delivery/shift-names.ts).
 */
const shiftName = z.strictObject({ name: z.string() }).partial().optional();
const shiftTranslations = z.strictObject({ en: shiftName, es: shiftName }).optional();

const ruleOutcomeSchema = z.strictObject({
  /** How many days after today may be scheduled (0 = today only). */
  dayUntil: z.number().int().min(0).max(366).optional(),
  /** Minimum lead time in minutes between ordering and the delivery or pick-up. */
  timeUntil: z.number().int().min(0).optional(),
  /** Times of day in which scheduled orders may be delivered or picked up. */
  schedulingWindow: dailyRange.optional(),
  shifts: z
    .array(z.strictObject({ name: text, start: clockTime, end: clockTime, translations: shiftTranslations }))
    .default([]),
  /** Length in minutes of the slots cut from the scheduling window (60: exact hours, as a lounge visit is booked). */
  slotMinutes: z.number().int().min(5).max(1440).optional(),
});

export const ruleSchema = z.strictObject({
  /** The way of operating the rule governs; absent = delivery and takeAway. */
  operationWay: z.enum(['delivery', 'takeAway', 'booking']).optional(),
  if: z.strictObject({
    /** The rule applied when no other rule's conditions match. */
    isDefaultRule: z.boolean().default(false),
    logicalOperators: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(['AND', 'OR']))
      .default('AND'),
    conditions: z
      .array(
        z.strictObject({
          /** DAY_OF_WEEK: only days count; TIME_RANGE: only timeRange; CURRENT_TIME: both, against the clock. */
          compareWith: z
            .string()
            .trim()
            .toUpperCase()
            .pipe(z.enum(['CURRENT_TIME', 'DAY_OF_WEEK', 'TIME_RANGE']))
            .default('CURRENT_TIME'),
          days: z.array(weekday).default([]),
          /** May cross midnight. */
          timeRange: dailyRange.optional(),
        }),
      )
      .default([]),
  }),
  then: ruleOutcomeSchema,
  else: ruleOutcomeSchema.optional(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const catalogPaymentMethodSchema = z
  .strictObject({
    _id: recordId,
    method: paymentMethod,
    /** ONLINE is paid at checkout; IN_PERSON is paid on delivery or pick-up (POSP_*, CASH). */
    type: z.enum(['ONLINE', 'IN_PERSON']),
    status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
    /** Receiving account, e.g. the PIX key. */
    ref: z
      .strictObject({
        accountOwner: z.string().optional(),
        key: z.string().optional(),
        type: z.string().optional(),
      })
      .optional(),
  })
  .superRefine((entry, ctx) => {
    const inPerson = (IN_PERSON_PAYMENT_METHODS as readonly string[]).includes(entry.method);
    if (inPerson !== (entry.type === 'IN_PERSON'))
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `must be ${inPerson ? 'IN_PERSON' : 'ONLINE'} for ${entry.method}`,
      });
  });

export const featuredItemCategorySchema = z.strictObject({
  _id: recordId.optional(),
  title: text,
  featuredItems: z.array(recordId).default([]),
  translations: translations({ title: z.string() }),
});

export const catalogSchema = z.strictObject({
  _id: recordId,
  /** The owning company's slug; implied by the document when absent. */
  owner: z.string().optional(),
  title: text,
  slug,
  description: z.string().default(''),
  cover: image.optional(),
  logo: image.optional(),
  /** STORE, RESTAURANT, SERVICE or MARKETPLACE: how the storefront presents the catalogue. */
  catalogType: z.enum(['STORE', 'RESTAURANT', 'SERVICE', 'MARKETPLACE']).default('STORE'),
  prohibitedForMinors: z.boolean().default(false),
  minimumOrderValue: money.default(0),
  status: status.default('PUBLIC'),
  /** Slugs of the company's services under which the catalogue appears. */
  serviceCategories: z.array(slug).default([]),
  requiredAuth: z.boolean().default(false),
  thereIsMelhorEnvioIntegration: z.boolean().default(false),
  /** Minutes from the order to the food ready at the counter (gate delivery and pick-up times). */
  preparationTime: gateMinutes.optional(),
  checkout: z
    .strictObject({ buttonLabel: z.string().optional(), translations: translations({ buttonLabel: z.string() }) })
    .default({ translations: {} }),
  config: z
    .strictObject({ disableDiscountCoupon: z.boolean().default(false) })
    .default({ disableDiscountCoupon: false }),
  integration: z
    .strictObject({
      whatsapp: z.strictObject({ sendOrder: z.boolean().default(false), customLink: z.string().optional() }).optional(),
      /** The CEP parcels leave from, for Melhor Envio's quotes (docs/interfaces.md "Shipping"). */
      melhorEnvio: z
        .strictObject({ fromZipCode: z.string().regex(/^\d{5}-?\d{3}$/, 'must be a CEP such as 01310-100') })
        .optional(),
      stripe: z
        .strictObject({
          publishableKey: z.string().optional(),
          /** Percent kept by the marketplace on each payment. */
          marketplaceFee: percent.optional(),
          destinationAccountId: z.string().optional(),
        })
        .optional(),
    })
    .default({}),
  paymentMethods: z.array(catalogPaymentMethodSchema).default([]),
  /** IANA zone; America/Sao_Paulo when absent. */
  timezone: z
    .string()
    .refine(isTimeZone, { message: 'must be an IANA time zone such as America/Sao_Paulo' })
    .default('America/Sao_Paulo'),
  translations: translations({ title: z.string(), description: z.string() }),
  categories: z.array(categorySchema).default([]),
  featuredItemCategories: z.array(featuredItemCategorySchema).default([]),
  openingHours: openingHoursSchema.optional(),
  holidays: z.array(holidaySchema).default([]),
  whereDelivery: whereDeliverySchema.default({ countries: [] }),
  operationWay: operationWaySchema.default({
    booking: { now: false, schedule: false },
    delivery: { now: false, schedule: false },
    takeAway: { now: false, schedule: false },
  }),
  rules: z.array(ruleSchema).default([]),
  /** Where the catalogue's passes are used (a lounge): location and access rules, and the options that choose it. */
  venues: z.array(venueSchema).default([]),
});
export type Catalog = z.infer<typeof catalogSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
