/**
 * Discount coupons of a company. `discount_value` is in the unit of
 * `discount_type` (docs/business-rules.md "Coupons", src/domain/promo.ts): integer cents for
 * REAL, percentage points for PERCENT.
 */
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Coupon } from '../../catalog-format/schema';
import { companies } from './companies';
import { companyIdColumn, positionColumn, timestamps } from './columns';

export const coupons = pgTable(
  'coupons',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    /** Upper-case; unique per company. */
    code: text('code').notNull(),
    description: text('description'),
    discountType: text('discount_type').$type<'REAL' | 'PERCENT'>().notNull(),
    discountValue: doublePrecision('discount_value').notNull(),
    /** Catalogue `_id`s the coupon is valid at; empty = every catalogue of the company. */
    appliesTo: jsonb('applies_to').$type<string[]>().notNull().default([]),
    status: text('status').$type<'PUBLIC' | 'BLOCKED'>().notNull().default('PUBLIC'),
    minimumOrderValueCents: integer('minimum_order_value_cents').notNull().default(0),
    /** Inclusive calendar dates in the catalogue's zone; null = open-ended. */
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    translations: jsonb('translations').$type<Coupon['translations']>().notNull().default({}),
    position: positionColumn(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'coupons_pk', columns: [t.companyId, t.code] }),
    check('coupons_code_upper_chk', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_discount_chk',
      sql`(${t.discountType} = 'PERCENT' and ${t.discountValue} > 0 and ${t.discountValue} <= 100) or (${t.discountType} = 'REAL' and ${t.discountValue} > 0 and ${t.discountValue} = trunc(${t.discountValue}))`,
    ),
  ],
);
