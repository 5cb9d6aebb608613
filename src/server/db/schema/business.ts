/**
 * Company buyers (issue 18): a business account (a CNPJ) books for its clients. Its members are users; its saved
 * clients are the people it books for. Business accounts belong to the whole installation, like users: one account
 * may book with any merchant company, and a merchant approves it for invoicing on its own terms
 * (`businessCreditLines`).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAt, generatedId, timestamps } from './columns';
import { users } from './users';

export const BUSINESS_ROLES = ['admin', 'booker'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

export interface BusinessBillingAddress {
  postalCode: string;
  street: string;
  number: string;
  complement?: string;
  district: string;
  city: string;
  state: string;
}

export const businessAccounts = pgTable(
  'business_accounts',
  {
    id: generatedId().primaryKey(),
    /** Digits only, check digits validated before insert; one account per CNPJ. */
    cnpj: text('cnpj').notNull().unique(),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name').notNull(),
    stateRegistration: text('state_registration'),
    billingAddress: jsonb('billing_address').$type<BusinessBillingAddress>().notNull(),
    invoiceEmail: text('invoice_email').notNull(),
    ...timestamps(),
  },
  (t) => [check('business_accounts_cnpj_chk', sql`${t.cnpj} ~ '^[0-9]{14}$'`)],
);

export const businessMembers = pgTable(
  'business_members',
  {
    businessAccountId: text('business_account_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<BusinessRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessAccountId, t.userId] }),
    index('business_members_user_idx').on(t.userId),
    check('business_members_role_chk', sql`${t.role} in ('admin', 'booker')`),
  ],
);

/** A colleague invited by e-mail; becomes a member when a user with that (verified) e-mail accepts. */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: generatedId().primaryKey(),
    businessAccountId: text('business_account_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    role: text('role').$type<BusinessRole>().notNull(),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('business_invitations_email_uq').on(t.businessAccountId, t.email),
    check('business_invitations_role_chk', sql`${t.role} in ('admin', 'booker')`),
    check('business_invitations_email_lower_chk', sql`${t.email} = lower(${t.email})`),
  ],
);

/** The people a business account books for. */
export const businessClients = pgTable(
  'business_clients',
  {
    id: generatedId().primaryKey(),
    businessAccountId: text('business_account_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone'),
    email: text('email'),
    /** pt-BR, en or es: the language the client is told in. */
    language: text('language').notNull().default('pt-BR'),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('business_clients_account_idx').on(t.businessAccountId),
    check('business_clients_language_chk', sql`${t.language} in ('pt-BR', 'en', 'es')`),
  ],
);

export const CREDIT_LINE_STATUSES = ['requested', 'approved', 'suspended'] as const;
export type CreditLineStatus = (typeof CREDIT_LINE_STATUSES)[number];

/** A merchant company's approval of a business account for bookings on account ("faturado"), with its limit. */
export const businessCreditLines = pgTable(
  'business_credit_lines',
  {
    businessAccountId: text('business_account_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').$type<CreditLineStatus>().notNull().default('requested'),
    /** Open (unbilled and unpaid) bookings on account may not exceed this, in centavos. */
    limitCents: integer('limit_cents').notNull().default(0),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the account itself asked for invoicing (null when the staff opened the line unasked). */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }),
    /** The account's note to the staff with its request (one line, at most 300 characters). */
    requestNote: text('request_note'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.businessAccountId, t.companyId] }),
    check('business_credit_lines_status_chk', sql`${t.status} in ('requested', 'approved', 'suspended')`),
    check('business_credit_lines_limit_chk', sql`${t.limitCents} >= 0`),
  ],
);
