/**
 * Shoppers and staff, their complementary profile and identity documents, and
 * the one-time secrets of the local identity provider (e-mail verification
 * codes, password-reset tokens).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAt, generatedId, positionColumn, timestamps } from './columns';

export const USER_ROLES = ['shopper', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    /** Generated for local accounts; the identity provider's uid when it is Firebase. */
    id: generatedId().primaryKey(),
    /** Stored lower-case (enforced), unique across the whole installation. */
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    /** docs/business-rules.md "Entities", User.type: values not shown; free text (e.g. PERSON, COMPANY). */
    type: text('type'),
    /** argon2id hash; null for accounts that only sign in through a social or external provider. */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    cpf: text('cpf'),
    /** Identity-provider picture. */
    img: text('img'),
    /** Staff belong to one company; shoppers to none (they may buy from every company). */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').$type<UserRole>().notNull().default('shopper'),
    /**
     * Raised whenever the user's sessions must end everywhere (sign-out, password change or reset, an account taken
     * back by a provider): session cookies and ID tokens carry the version they were issued at and stop working
     * once it moves on (src/server/identity/session-version.ts).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** When the sessions last ended: Firebase ID tokens (which cannot carry our version) signed in before it are refused. */
    sessionsEndedAt: timestamp('sessions_ended_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    index('users_company_idx').on(t.companyId),
    check('users_email_lower_chk', sql`${t.email} = lower(${t.email})`),
    check('users_role_chk', sql`${t.role} in ('shopper', 'staff')`),
    check('users_staff_company_chk', sql`${t.role} <> 'staff' or ${t.companyId} is not null`),
  ],
);

/** Accounts at external identity providers (Google through next-auth, Firebase) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_identities_provider_account_uq').on(t.provider, t.providerAccountId),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** docs/business-rules.md "Entities", Address of the complementary user. */
export interface UserAddress {
  street?: string;
  number?: string;
  district?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  country?: string;
  zipCode?: string;
  addressLine2?: string;
}

/** docs/business-rules.md "Entities", User: Complement (one row per user). */
export const userComplements = pgTable('user_complements', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  salutation: text('salutation'),
  chosenName: text('chosen_name'),
  phone: text('phone'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  nationality: text('nationality'),
  /** The saved addresses, the main one first (older rows: one address object); docs/decisions.md "Accounts: addresses in the complement". */
  address: jsonb('address').$type<UserAddress | UserAddress[]>(),
  ...timestamps(),
});

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: generatedId().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CPF, RG, PASSPORT… */
    type: text('type').notNull(),
    value: text('value').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }),
    position: positionColumn(),
  },
  (t) => [index('identity_documents_user_idx').on(t.userId)],
);

export const VERIFICATION_PURPOSES = ['verify_email', 'password_reset'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/**
 * Short numeric codes sent by e-mail (6 digits): e-mail verification, and the
 * code path of password recovery (/recuperar-senha/confirmar-codigo).
 * Only a hash of the code is stored.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: generatedId().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far; the service invalidates the code after a few. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_email_idx').on(t.email, t.purpose),
    index('verification_codes_user_idx').on(t.userId),
    check('verification_codes_purpose_chk', sql`${t.purpose} in ('verify_email', 'password_reset')`),
  ],
);

/** Single-use password-reset links (/recuperar-senha/[token]); only a hash of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
