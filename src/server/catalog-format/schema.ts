/**
 * The catalogue import/export document (docs/interfaces.md "Catalogue import format"): one company with everything it sells. `npm run catalog -- import`
 * validates with `catalogDocumentSchema` and prints `formatIssues(error)`;
 * nothing is written when there is any issue.
 *
 * Money is decimal reais here and integer cents inside (docs/architecture.md "Data").
 * Validation runs in two passes: shapes and per-record rules first; the
 * cross-reference checks (./cross-references.ts) run once every record is
 * well formed, so a broken file may reveal reference problems on a re-run.
 */
import { z } from 'zod';
import { catalogSchema } from './catalog-schema';
import { checkCrossReferences } from './cross-references';
import { globalSubcategorySchema } from './item-schema';
import {
  discountType,
  image,
  isoDate,
  isoTimestamp,
  money,
  recordId,
  slug,
  status,
  text,
  translations,
} from './primitives';
import { serviceSchema } from './service-schema';

export const companySchema = z.strictObject({
  slug,
  name: text,
  /** Custom domains that serve this company (its subdomain of ROOT_DOMAIN always does). */
  domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(
          /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/,
          'must be a host name such as mercado.test',
        ),
    )
    .default([]),
  requiredAuth: z.boolean().default(false),
  prohibitedForMinors: z.boolean().default(false),
  tracker: z
    .strictObject({ googleTagManagerId: z.string().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX') })
    .optional(),
  settings: z
    .strictObject({
      logo: image.optional(),
      favicon: image.optional(),
      primaryColor: z.string().optional(),
      secondaryColor: z.string().optional(),
      supportEmail: z.email().optional(),
      supportPhone: z.string().optional(),
      /** Slug of the catalogue that is the company's main one (`catalog(filter: {company})`, docs/interfaces.md "GraphQL operations"). */
      mainCatalogSlug: slug.optional(),
      /** Minutes before boarding by which gate-delivered food must be at the gate (default 20; src/domain/orders/gate-delivery.ts). */
      gateDeliveryMarginMinutes: z.number().int().min(0).max(240).optional(),
    })
    .default({}),
  services: z.array(serviceSchema).default([]),
});
export type Company = z.infer<typeof companySchema>;

export const couponSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, 'must be 3–40 letters, digits, "-" or "_"'),
    description: z.string().optional(),
    discount: z.strictObject({ type: discountType, value: z.number().finite().positive('must be greater than 0') }),
    /** Catalogue ids the coupon is valid at; empty = every catalogue of the company. */
    appliesTo: z.array(recordId).default([]),
    status: status.default('PUBLIC'),
    minimumOrderValue: money.default(0),
    validFrom: isoDate.optional(),
    validUntil: isoDate.optional(),
    translations: translations({ description: z.string() }),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.discount.type === 'PERCENT' && coupon.discount.value > 100)
      ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: 'a PERCENT discount must not exceed 100' });
    const cents = coupon.discount.value * 100;
    if (coupon.discount.type === 'REAL' && Math.abs(cents - Math.round(cents)) > 1e-6)
      ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: 'must have at most two decimal places' });
    if (coupon.validFrom && coupon.validUntil && coupon.validFrom > coupon.validUntil)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'must not be before validFrom' });
  });
export type Coupon = z.infer<typeof couponSchema>;

export const blogPostSchema = z.strictObject({
  slug,
  title: text,
  excerpt: z.string().default(''),
  /** Simple HTML (p, h2, h3, ul, ol, li, strong, em, a), sanitised when rendered. */
  body: text,
  cover: image.optional(),
  publishedAt: isoTimestamp,
  author: z.string().optional(),
  translations: translations({ title: z.string(), excerpt: z.string(), body: z.string(), author: z.string() }),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const catalogDocumentSchema = z
  .strictObject({
    company: companySchema,
    globalSubcategories: z.array(globalSubcategorySchema).default([]),
    catalogs: z.array(catalogSchema).default([]),
    coupons: z.array(couponSchema).default([]),
    blogPosts: z.array(blogPostSchema).default([]),
  })
  .superRefine(checkCrossReferences);

/** The validated document, defaults applied. */
export type CatalogDocument = z.infer<typeof catalogDocumentSchema>;
/** What a file may contain (defaults not yet applied). */
export type CatalogDocumentInput = z.input<typeof catalogDocumentSchema>;

export type { Catalog, OpeningHours, OperationWay, Rule, WhereDelivery } from './catalog-schema';
export type { Category, GlobalSubcategory, Item, Subcategory, Subitem } from './item-schema';
export type { Modifiers, PaymentMethodCode, PromoType, Weekday } from './primitives';
export type { ServiceDefinition } from './service-schema';

/** "catalogs[0].categories[2].items[1].price: must be a non-negative amount in reais" */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(document)';
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

export type ParseResult = { ok: true; document: CatalogDocument } | { ok: false; issues: string[] };

/** Validates a parsed JSON value; on failure returns every problem with its JSON path. */
export function parseCatalogDocument(input: unknown): ParseResult {
  const result = catalogDocumentSchema.safeParse(input);
  return result.success ? { ok: true, document: result.data } : { ok: false, issues: formatIssues(result.error) };
}
