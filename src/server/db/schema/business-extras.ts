/**
 * Company buyers, after the booking (issue 18, points 5, 6 and 9): package credits (a grant per package bought and
 * the movements of its balance), a month's statement charged by PIX Cobrança or boleto, the after-service report of
 * a booked line, and the demo's outbox of NF-e records for the merchant's invoicing system.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businessAccounts } from './business';
import { companies } from './companies';
import { createdAt, generatedId, timestamps } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * The credits one package line gave a business account with one merchant. `remaining` is the balance (never below
 * zero, never above `credits`: checked by the database as well as under the account's lock); after `expiresAt` what
 * remains is expired (shown so in the history, not used).
 */
export const businessCreditGrants = pgTable(
  'business_credit_grants',
  {
    id: generatedId().primaryKey(),
    businessAccountId: text('business_account_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The order that bought the package, and its line. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    linePosition: integer('line_position').notNull(),
    packageItemId: text('package_item_id').notNull(),
    packageName: text('package_name').notNull(),
    /** The catalogue items one credit pays for (the package's `creditPackage.itemIds` when bought). */
    coveredItemIds: jsonb('covered_item_ids').$type<string[]>().notNull(),
    credits: integer('credits').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the package's order was cancelled: what remained went with it. */
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('business_credit_grants_line_uq').on(t.orderId, t.linePosition),
    index('business_credit_grants_account_idx').on(t.businessAccountId, t.companyId, t.expiresAt),
    check('business_credit_grants_credits_chk', sql`${t.credits} > 0`),
    check('business_credit_grants_remaining_chk', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.credits}`),
  ],
);

export const CREDIT_MOVEMENT_KINDS = ['bought', 'used', 'returned', 'voided'] as const;
export type CreditMovementKind = (typeof CREDIT_MOVEMENT_KINDS)[number];

/** Each change of a grant's balance: bought (+credits), used (−1 per line), returned (+1), voided (−what remained). */
export const businessCreditMovements = pgTable(
  'business_credit_movements',
  {
    id: generatedId().primaryKey(),
    grantId: text('grant_id')
      .notNull()
      .references(() => businessCreditGrants.id, { onDelete: 'cascade' }),
    businessAccountId: text('business_account_id').notNull(),
    companyId: text('company_id').notNull(),
    kind: text('kind').$type<CreditMovementKind>().notNull(),
    /** Signed: + to the balance, − from it. */
    quantity: integer('quantity').notNull(),
    /** The booking that used or returned it (the purchase for bought and voided). */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    linePosition: integer('line_position'),
    createdAt: createdAt(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('business_credit_movements_account_idx').on(t.businessAccountId, t.companyId, t.createdAt),
    index('business_credit_movements_grant_idx').on(t.grantId),
    index('business_credit_movements_order_idx').on(t.orderId),
    check('business_credit_movements_kind_chk', sql`${t.kind} in ('bought', 'used', 'returned', 'voided')`),
  ],
);

export const STATEMENT_CHARGE_METHODS = ['PIX', 'BOLETO'] as const;
export type StatementChargeMethod = (typeof STATEMENT_CHARGE_METHODS)[number];
export const STATEMENT_CHARGE_STATUSES = ['PENDING', 'PAID', 'CANCELED'] as const;
export type StatementChargeStatus = (typeof STATEMENT_CHARGE_STATUSES)[number];

/**
 * A charge for a month's statement (bookings on account of one account with one merchant): PIX Cobrança or boleto,
 * issued through the statement payment adapter (src/server/business/statement-payments.ts). It covers the orders it
 * lists; paying it marks those paid. One live (pending or paid) charge per month.
 */
export const businessStatementCharges = pgTable(
  'business_statement_charges',
  {
    id: generatedId().primaryKey(),
    businessAccountId: text('business_account_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** YYYY-MM, in São Paulo's calendar. */
    month: text('month').notNull(),
    method: text('method').$type<StatementChargeMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderIds: jsonb('order_ids').$type<string[]>().notNull(),
    /** YYYY-MM-DD. */
    dueDate: text('due_date').notNull(),
    /** sandbox or asaas. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    pixCopyPaste: text('pix_copy_paste'),
    boletoLine: text('boleto_line'),
    status: text('status').$type<StatementChargeStatus>().notNull().default('PENDING'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('business_statement_charges_live_uq')
      .on(t.businessAccountId, t.companyId, t.month)
      .where(sql`${t.status} in ('PENDING', 'PAID')`),
    check('business_statement_charges_amount_chk', sql`${t.amountCents} > 0`),
    check('business_statement_charges_method_chk', sql`${t.method} in ('PIX', 'BOLETO')`),
    check('business_statement_charges_status_chk', sql`${t.status} in ('PENDING', 'PAID', 'CANCELED')`),
  ],
);

/** After the service (issue 18, point 9): when the client of a booked line was met, by whom, and a note. */
export const bookingServiceReports = pgTable(
  'booking_service_reports',
  {
    id: generatedId().primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: text('company_id').notNull(),
    linePosition: integer('line_position').notNull(),
    metAt: timestamp('met_at', { withTimezone: true, mode: 'date' }).notNull(),
    agentName: text('agent_name').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('booking_service_reports_line_uq').on(t.orderId, t.linePosition)],
);

/** NF-e records the demo's fiscal adapter keeps on the machine (no invoicing system set): one per booked line. */
export const fiscalOutbox = pgTable(
  'fiscal_outbox',
  {
    id: generatedId().primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    linePosition: integer('line_position').notNull(),
    /** The record as the invoicing system would receive it (src/domain/business/nfe-record.ts). */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fiscal_outbox_company_created_idx').on(t.companyId, t.createdAt)],
);
