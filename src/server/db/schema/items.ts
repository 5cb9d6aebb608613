/**
 * Items, their option groups (item subcategories) and options (item
 * subitems), and the company's shared option groups (global subcategories and
 * global subitems) that item records inherit from through `fk`.
 *
 * Deleting a shared record deletes the item records inheriting from it (the
 * importer never leaves such references: validation checks every fk).
 *
 * Records are stored as imported (unresolved): a record with `fk` keeps only
 * its overrides and null elsewhere; src/domain/shared-records.ts
 * resolves them when read. The import format makes every `_id` unique per kind
 * within a company, so keys are (company_id, id).
 *
 * Money: `price_cents` is integer cents. `promo` is in the unit of
 * `promo_type` (src/domain/promo.ts): cents for REAL and FIXED_PRICE,
 * percentage points for PERCENT (hence a double, checked integral for cents).
 * Modifiers stay in the import format's shape (their price values in reais),
 * which is what src/domain/modifiers.ts evaluates.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { GlobalSubcategory, Item, Subitem } from '../../catalog-format/schema';
import { catalogs, categories } from './catalogs';
import { companies } from './companies';
import { companyIdColumn, positionColumn, timestamps } from './columns';

type Status = 'PUBLIC' | 'BLOCKED';
type PromoTypeName = 'PERCENT' | 'REAL' | 'FIXED_PRICE';

/** Columns shared by global and item subcategories. */
const subcategoryColumns = () => ({
  name: text('name'),
  type: text('type'),
  min: integer('min'),
  max: integer('max'),
  repeat: boolean('repeat'),
  status: text('status').$type<Status>(),
  api: text('api'),
  translations: jsonb('translations').$type<GlobalSubcategory['translations']>().notNull().default({}),
  modifiers: jsonb('modifiers').$type<GlobalSubcategory['modifiers']>(),
  position: positionColumn(),
  ...timestamps(),
});

/** Columns shared by global and item subitems. */
const subitemColumns = () => ({
  name: text('name'),
  type: text('type').$type<NonNullable<Subitem['type']>>(),
  description: text('description'),
  img: text('img'),
  priceCents: integer('price_cents'),
  promo: doublePrecision('promo'),
  promoType: text('promo_type').$type<PromoTypeName>(),
  params: jsonb('params').$type<Subitem['params']>(),
  status: text('status').$type<Status>(),
  /** Default quantity when picked. */
  quantity: integer('quantity'),
  progressiveDiscount: jsonb('progressive_discount').$type<Subitem['progressiveDiscount']>(),
  acceptedPaymentMethods: jsonb('accepted_payment_methods').$type<Subitem['acceptedPaymentMethods']>(),
  modifiers: jsonb('modifiers').$type<Subitem['modifiers']>(),
  translations: jsonb('translations').$type<Subitem['translations']>().notNull().default({}),
  position: positionColumn(),
  ...timestamps(),
});

const promoCheck = (promo: unknown, promoType: unknown) =>
  sql`${promo} is null or (${promo} >= 0 and (${promoType} = 'PERCENT' or ${promo} = trunc(${promo})))`;

export const globalSubcategories = pgTable(
  'global_subcategories',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    ...subcategoryColumns(),
  },
  (t) => [
    primaryKey({ name: 'global_subcategories_pk', columns: [t.companyId, t.id] }),
    index('global_subcategories_company_idx').on(t.companyId, t.position),
  ],
);

export const globalSubitems = pgTable(
  'global_subitems',
  {
    companyId: companyIdColumn(),
    subcategoryId: text('subcategory_id').notNull(),
    id: text('id').notNull(),
    ...subitemColumns(),
  },
  (t) => [
    primaryKey({ name: 'global_subitems_pk', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'global_subitems_subcategory_fk',
      columns: [t.companyId, t.subcategoryId],
      foreignColumns: [globalSubcategories.companyId, globalSubcategories.id],
    }).onDelete('cascade'),
    index('global_subitems_subcategory_idx').on(t.companyId, t.subcategoryId, t.position),
    check('global_subitems_promo_chk', promoCheck(t.promo, t.promoType)),
  ],
);

export const items = pgTable(
  'items',
  {
    companyId: companyIdColumn(),
    catalogId: text('catalog_id').notNull(),
    categoryId: text('category_id').notNull(),
    id: text('id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    characteristics: text('characteristics'),
    additionalDescription: jsonb('additional_description').$type<Item['additionalDescription']>().notNull().default([]),
    /** null: every payment method of the catalogue. */
    acceptedPaymentMethods: jsonb('accepted_payment_methods').$type<Item['acceptedPaymentMethods']>(),
    img: text('img'),
    priceCents: integer('price_cents').notNull(),
    unitOfMeasurement: text('unit_of_measurement').$type<Item['unitOfMeasurement']>().notNull().default('unity'),
    dimensions: jsonb('dimensions').$type<Item['dimensions']>(),
    /** Sold by weight: grams per step and the start (docs/business-rules.md "Sold by weight"); null otherwise. */
    weighing: jsonb('weighing').$type<NonNullable<Item['weighing']>>(),
    promo: doublePrecision('promo'),
    promoType: text('promo_type').$type<PromoTypeName>(),
    min: integer('min').notNull().default(1),
    /** null: no maximum. */
    max: integer('max'),
    status: text('status').$type<Status>().notNull().default('PUBLIC'),
    /** null: unlimited; 0: out of stock. */
    stock: integer('stock'),
    featured: boolean('featured').notNull().default(false),
    recommendedItemIds: jsonb('recommended_item_ids').$type<string[]>().notNull().default([]),
    customNote: jsonb('custom_note').$type<Item['customNote']>(),
    /** A package of credits for a business account (issue 18, point 5); null for any other item. */
    creditPackage: jsonb('credit_package').$type<Item['creditPackage']>(),
    componentVariant: text('component_variant'),
    /** Service category slugs (e.g. "lanches", "baratos") under which the item is listed. */
    serviceCategories: jsonb('service_categories').$type<string[]>().notNull().default([]),
    translations: jsonb('translations').$type<Item['translations']>().notNull().default({}),
    modifiers: jsonb('modifiers').$type<Item['modifiers']>(),
    position: positionColumn(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'items_pk', columns: [t.companyId, t.id] }),
    unique('items_catalog_slug_uq').on(t.companyId, t.catalogId, t.slug),
    foreignKey({
      name: 'items_category_fk',
      columns: [t.companyId, t.catalogId, t.categoryId],
      foreignColumns: [categories.companyId, categories.catalogId, categories.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'items_catalog_fk',
      columns: [t.companyId, t.catalogId],
      foreignColumns: [catalogs.companyId, catalogs.id],
    }).onDelete('cascade'),
    index('items_category_idx').on(t.companyId, t.categoryId, t.position),
    check('items_price_chk', sql`${t.priceCents} >= 0`),
    check('items_min_max_chk', sql`${t.min} >= 1 and (${t.max} is null or ${t.max} >= ${t.min})`),
    check('items_stock_chk', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('items_promo_chk', promoCheck(t.promo, t.promoType)),
  ],
);

export const itemSubcategories = pgTable(
  'item_subcategories',
  {
    companyId: companyIdColumn(),
    catalogId: text('catalog_id').notNull(),
    itemId: text('item_id').notNull(),
    id: text('id').notNull(),
    /** The global subcategory this one inherits from. */
    fk: text('fk'),
    ...subcategoryColumns(),
  },
  (t) => [
    primaryKey({ name: 'item_subcategories_pk', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'item_subcategories_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_subcategories_global_fk',
      columns: [t.companyId, t.fk],
      foreignColumns: [globalSubcategories.companyId, globalSubcategories.id],
    }).onDelete('cascade'),
    // Lets a subitem reference (company, item, subcategory): its group belongs to its own item.
    unique('item_subcategories_item_uq').on(t.companyId, t.itemId, t.id),
    index('item_subcategories_item_idx').on(t.companyId, t.itemId, t.position),
    index('item_subcategories_catalog_idx').on(t.companyId, t.catalogId),
  ],
);

export const itemSubitems = pgTable(
  'item_subitems',
  {
    companyId: companyIdColumn(),
    catalogId: text('catalog_id').notNull(),
    itemId: text('item_id').notNull(),
    /** The item subcategory holding it; null for an item's ungrouped extras. */
    subcategoryId: text('subcategory_id'),
    id: text('id').notNull(),
    /** The global subitem this one inherits from. */
    fk: text('fk'),
    ...subitemColumns(),
  },
  (t) => [
    primaryKey({ name: 'item_subitems_pk', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'item_subitems_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_subitems_subcategory_fk',
      columns: [t.companyId, t.itemId, t.subcategoryId],
      foreignColumns: [itemSubcategories.companyId, itemSubcategories.itemId, itemSubcategories.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_subitems_global_fk',
      columns: [t.companyId, t.fk],
      foreignColumns: [globalSubitems.companyId, globalSubitems.id],
    }).onDelete('cascade'),
    index('item_subitems_item_idx').on(t.companyId, t.itemId, t.position),
    index('item_subitems_catalog_idx').on(t.companyId, t.catalogId),
    check('item_subitems_promo_chk', promoCheck(t.promo, t.promoType)),
  ],
);
