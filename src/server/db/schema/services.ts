/**
 * Service definitions of a company (docs/business-rules.md "Entities", Service definition):
 * the delivery, VIP lounge, hospitality… pages. Flat fields are columns;
 * structured sub-documents (banner, benefits, FAQ, categories with slides,
 * bentos, translations) are jsonb in the import format's shape.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { ServiceDefinition } from '../../catalog-format/schema';
import { companies } from './companies';
import { companyIdColumn, positionColumn, timestamps } from './columns';

type Service = ServiceDefinition;

export const SERVICE_TYPES = ['SERVICE', 'DELIVERY', 'MARKETPLACE'] as const;

export const serviceDefinitions = pgTable(
  'service_definitions',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    /** The document's `_id`. */
    id: text('id').notNull(),
    slug: text('slug').notNull(),
    type: text('type').$type<Service['type']>().notNull(),
    title: text('title').notNull(),
    name: text('name').notNull(),
    label: text('label'),
    description: text('description').notNull().default(''),
    color: text('color'),
    icon: text('icon'),
    image: text('image'),
    logo: text('logo'),
    backgroundImage: text('background_image'),
    shownInTopbar: boolean('shown_in_topbar').notNull().default(false),
    hiddenInMenu: boolean('hidden_in_menu').notNull().default(false),
    hidePrice: boolean('hide_price').notNull().default(false),
    multipleItemsInShoppingCart: boolean('multiple_items_in_shopping_cart').notNull(),
    itsDefaultService: boolean('its_default_service').notNull().default(false),
    link: text('link'),
    termsOfUse: text('terms_of_use'),
    /** `{id?, globalSubcategoryIds}`: the catalogue the service opens into, and its shared option groups. */
    catalog: jsonb('catalog').$type<Service['catalog']>(),
    metaTags: jsonb('meta_tags').$type<Service['metaTags']>().notNull().default({}),
    /** Provider codes serving this service. */
    services: jsonb('services').$type<Service['services']>().notNull().default([]),
    categories: jsonb('categories').$type<Service['categories']>().notNull().default([]),
    staticBanner: jsonb('static_banner').$type<Service['staticBanner']>(),
    banner: jsonb('banner').$type<Service['banner']>(),
    benefits: jsonb('benefits').$type<Service['benefits']>(),
    faq: jsonb('faq').$type<Service['faq']>().notNull().default([]),
    checkoutWarning: text('checkout_warning'),
    translations: jsonb('translations').$type<Service['translations']>().notNull().default({}),
    categoryBannerImageConfig: jsonb('category_banner_image_config').$type<Service['categoryBannerImageConfig']>(),
    categoryBentos: jsonb('category_bentos').$type<Service['categoryBentos']>(),
    bentosSection: jsonb('bentos_section').$type<Service['bentosSection']>(),
    sliderSection: jsonb('slider_section').$type<Service['sliderSection']>(),
    position: positionColumn(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'service_definitions_pk', columns: [t.companyId, t.id] }),
    unique('service_definitions_company_slug_uq').on(t.companyId, t.slug),
    index('service_definitions_company_idx').on(t.companyId, t.position),
    check('service_definitions_type_chk', sql`${t.type} in ('SERVICE', 'DELIVERY', 'MARKETPLACE')`),
  ],
);
