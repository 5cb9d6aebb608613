/**
 * Catalogues (a company's stores) and what hangs off a catalogue besides its
 * items: categories, featured item categories, opening hours, holidays,
 * delivery coverage and scheduling rules.
 *
 * Every table is keyed within its company (`company_id` leads every key), and
 * a child points at its catalogue through the composite (company_id,
 * catalog_id), so no row can reference another company's catalogue.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { Catalog, Rule } from '../../catalog-format/schema';
import { companies } from './companies';
import { companyIdColumn, positionColumn, timestamps } from './columns';

export const catalogs = pgTable(
  'catalogs',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    /** The document's `_id`. */
    id: text('id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover'),
    logo: text('logo'),
    catalogType: text('catalog_type').$type<Catalog['catalogType']>().notNull().default('STORE'),
    prohibitedForMinors: boolean('prohibited_for_minors').notNull().default(false),
    minimumOrderValueCents: integer('minimum_order_value_cents').notNull().default(0),
    status: text('status').$type<Catalog['status']>().notNull().default('PUBLIC'),
    /** Slugs of the company's services under which the catalogue appears. */
    serviceCategories: jsonb('service_categories').$type<string[]>().notNull().default([]),
    requiredAuth: boolean('required_auth').notNull().default(false),
    thereIsMelhorEnvioIntegration: boolean('there_is_melhor_envio_integration').notNull().default(false),
    /** Minutes from the order to the food ready at the counter (gate delivery and pick-up times); null: not given. */
    preparationTime: integer('preparation_time'),
    checkout: jsonb('checkout').$type<Catalog['checkout']>().notNull().default({ translations: {} }),
    config: jsonb('config').$type<Catalog['config']>().notNull().default({ disableDiscountCoupon: false }),
    integration: jsonb('integration').$type<Catalog['integration']>().notNull().default({}),
    paymentMethods: jsonb('payment_methods').$type<Catalog['paymentMethods']>().notNull().default([]),
    operationWay: jsonb('operation_way').$type<Catalog['operationWay']>().notNull(),
    /** IANA zone in which hours, holidays, modifiers and rules are evaluated. */
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    /**
     * false: the document gave no openingHours, and the catalogue is always open.
     * true: the opening_hours rows are the week (a missing weekday is closed).
     */
    hasOpeningHours: boolean('has_opening_hours').notNull().default(false),
    translations: jsonb('translations').$type<Catalog['translations']>().notNull().default({}),
    /** Where the passes are used: location, access rules and the options that choose each (issue 17, point 8). */
    venues: jsonb('venues').$type<Catalog['venues']>().notNull().default([]),
    position: positionColumn(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'catalogs_pk', columns: [t.companyId, t.id] }),
    unique('catalogs_company_slug_uq').on(t.companyId, t.slug),
    index('catalogs_company_position_idx').on(t.companyId, t.position),
    check('catalogs_minimum_order_chk', sql`${t.minimumOrderValueCents} >= 0`),
  ],
);

/** FK helper: (company_id, catalog_id) → catalogs, cascading deletes. */
function catalogFk(
  name: string,
  companyId: Parameters<typeof foreignKey>[0]['columns'][0],
  catalogId: typeof companyId,
) {
  return foreignKey({
    name,
    columns: [companyId, catalogId],
    foreignColumns: [catalogs.companyId, catalogs.id],
  }).onDelete('cascade');
}

export const categories = pgTable(
  'categories',
  {
    companyId: companyIdColumn(),
    catalogId: text('catalog_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    img: text('img'),
    status: text('status').$type<'PUBLIC' | 'BLOCKED'>().notNull().default('PUBLIC'),
    translations: jsonb('translations').$type<Catalog['categories'][number]['translations']>().notNull().default({}),
    position: positionColumn(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'categories_pk', columns: [t.companyId, t.id] }),
    // Lets items reference (company, catalogue, category) so an item sits in a category of its own catalogue.
    unique('categories_catalog_uq').on(t.companyId, t.catalogId, t.id),
    catalogFk('categories_catalog_fk', t.companyId, t.catalogId),
    index('categories_catalog_idx').on(t.companyId, t.catalogId, t.position),
  ],
);

/** "Featured item categories hold featuredItems": keyed by their position in the catalogue's list. */
export const featuredItemCategories = pgTable(
  'featured_item_categories',
  {
    companyId: companyIdColumn(),
    catalogId: text('catalog_id').notNull(),
    position: integer('position').notNull(),
    /** The document's optional `_id`. */
    docId: text('doc_id'),
    title: text('title').notNull(),
    /** Item `_id`s, in display order. */
    featuredItems: jsonb('featured_items').$type<string[]>().notNull().default([]),
    translations: jsonb('translations')
      .$type<Catalog['featuredItemCategories'][number]['translations']>()
      .notNull()
      .default({}),
  },
  (t) => [
    primaryKey({ name: 'featured_item_categories_pk', columns: [t.companyId, t.catalogId, t.position] }),
    catalogFk('featured_item_categories_catalog_fk', t.companyId, t.catalogId),
  ],
);

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

/** One row per weekday listed in the catalogue's openingHours; `hours` empty = open all day. */
export const openingHours = pgTable(
  'opening_hours',
  {
    companyId: companyIdColumn(),
    catalogId: text('catalog_id').notNull(),
    weekday: text('weekday').$type<WeekdayName>().notNull(),
    open: boolean('open').notNull(),
    hours: jsonb('hours').$type<{ start: string; end: string }[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ name: 'opening_hours_pk', columns: [t.companyId, t.catalogId, t.weekday] }),
    catalogFk('opening_hours_catalog_fk', t.companyId, t.catalogId),
    check(
      'opening_hours_weekday_chk',
      sql`${t.weekday} in ('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday')`,
    ),
  ],
);

export const holidays = pgTable(
  'holidays',
  {
    companyId: companyIdColumn(),
    catalogId: text('catalog_id').notNull(),
    position: integer('position').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    type: text('type').$type<Catalog['holidays'][number]['type']>().notNull().default('national'),
  },
  (t) => [
    primaryKey({ name: 'holidays_pk', columns: [t.companyId, t.catalogId, t.position] }),
    catalogFk('holidays_catalog_fk', t.companyId, t.catalogId),
    index('holidays_date_idx').on(t.companyId, t.catalogId, t.date),
  ],
);

export const AREA_LEVELS = ['country', 'state', 'city', 'district'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

/**
 * whereDelivery coverage as a tree of areas: countries, states, cities,
 * districts. `id` is the area's position path in the document ("0", "0.2",
 * "0.2.1", "0.2.1.4"), so re-importing the same coverage yields the same rows.
 */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    companyId: companyIdColumn(),
    catalogId: text('catalog_id').notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    level: text('level').$type<AreaLevel>().notNull(),
    name: text('name').notNull(),
    /** Two-letter country or state code, when given. */
    code: text('code'),
    fullCoverage: boolean('full_coverage').notNull().default(false),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /** Minutes: a city's whole delivery time; a terminal's run from the counter, after preparation. */
    estimatedDeliveryTime: integer('estimated_delivery_time'),
    /** Minutes on foot from the store's counter to this terminal's gates (districts only). */
    walkingTime: integer('walking_time'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'delivery_areas_pk', columns: [t.companyId, t.catalogId, t.id] }),
    catalogFk('delivery_areas_catalog_fk', t.companyId, t.catalogId),
    foreignKey({
      name: 'delivery_areas_parent_fk',
      columns: [t.companyId, t.catalogId, t.parentId],
      foreignColumns: [t.companyId, t.catalogId, t.id],
    }).onDelete('cascade'),
    check('delivery_areas_level_chk', sql`${t.level} in ('country', 'state', 'city', 'district')`),
    check('delivery_areas_fee_chk', sql`${t.deliveryFeeCents} >= 0`),
  ],
);

export type RuleOperationWay = NonNullable<Rule['operationWay']>;

/** Scheduling rules for delivery / take-away / booking, kept in order (`position`). */
export const deliveryRules = pgTable(
  'delivery_rules',
  {
    companyId: companyIdColumn(),
    catalogId: text('catalog_id').notNull(),
    position: integer('position').notNull(),
    /** null: the rule governs delivery and takeAway. */
    operationWay: text('operation_way').$type<RuleOperationWay>(),
    if: jsonb('if').$type<Rule['if']>().notNull(),
    then: jsonb('then').$type<Rule['then']>().notNull(),
    else: jsonb('else').$type<Rule['else']>(),
  },
  (t) => [
    primaryKey({ name: 'delivery_rules_pk', columns: [t.companyId, t.catalogId, t.position] }),
    catalogFk('delivery_rules_catalog_fk', t.companyId, t.catalogId),
  ],
);
