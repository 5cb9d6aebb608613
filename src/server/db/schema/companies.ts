/** The tenant: a company with its slug, custom domains and settings. */
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, positionColumn, timestamps } from './columns';

/** Free-form company settings (theme, contact, feature flags) that need no column of their own. */
export type CompanySettings = Record<string, unknown>;

export const companies = pgTable('companies', {
  id: generatedId().primaryKey(),
  /** Subdomain and URL key: `{slug}.{ROOT_DOMAIN}`, `/_company/{slug}/…`. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  requiredAuth: boolean('required_auth').notNull().default(false),
  prohibitedForMinors: boolean('prohibited_for_minors').notNull().default(false),
  /** `sites[0].tracker.googleTagManagerId` of GET /api/gtm; null = none. */
  googleTagManagerId: text('google_tag_manager_id'),
  settings: jsonb('settings').$type<CompanySettings>().notNull().default({}),
  ...timestamps(),
});

/** Custom domains (`mercado.test`) that serve a company; a domain belongs to one company. */
export const companyDomains = pgTable(
  'company_domains',
  {
    /** Lower-case host name without port. */
    domain: text('domain').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: positionColumn(),
  },
  (t) => [index('company_domains_company_idx').on(t.companyId)],
);
