/**
 * Relations for drizzle's relational queries (`db.query.catalogs.findMany({ with: … })`).
 * Every link goes through the composite company-scoped keys.
 */
import { relations } from 'drizzle-orm';
import { blogPosts } from './content';
import { catalogs, categories, deliveryAreas, deliveryRules, featuredItemCategories, holidays, openingHours } from './catalogs';
import { companies, companyDomains } from './companies';
import { coupons } from './coupons';
import { globalSubcategories, globalSubitems, itemSubcategories, itemSubitems, items } from './items';
import { orderLines, orderStatusEvents, orders } from './orders';
import { serviceDefinitions } from './services';
import { identityDocuments, userComplements, userIdentities, users } from './users';

export const companiesRelations = relations(companies, ({ many }) => ({
  domains: many(companyDomains),
  services: many(serviceDefinitions),
  catalogs: many(catalogs),
  globalSubcategories: many(globalSubcategories),
  coupons: many(coupons),
  blogPosts: many(blogPosts),
}));

export const companyDomainsRelations = relations(companyDomains, ({ one }) => ({
  company: one(companies, { fields: [companyDomains.companyId], references: [companies.id] }),
}));

export const serviceDefinitionsRelations = relations(serviceDefinitions, ({ one }) => ({
  company: one(companies, { fields: [serviceDefinitions.companyId], references: [companies.id] }),
}));

export const catalogsRelations = relations(catalogs, ({ one, many }) => ({
  company: one(companies, { fields: [catalogs.companyId], references: [companies.id] }),
  categories: many(categories),
  items: many(items),
  featuredItemCategories: many(featuredItemCategories),
  openingHours: many(openingHours),
  holidays: many(holidays),
  deliveryAreas: many(deliveryAreas),
  rules: many(deliveryRules),
}));


export const categoriesRelations = relations(categories, ({ one, many }) => ({
  catalog: one(catalogs, { fields: [categories.companyId, categories.catalogId], references: [catalogs.companyId, catalogs.id] }),
  items: many(items),
}));

export const featuredItemCategoriesRelations = relations(featuredItemCategories, ({ one }) => ({
  catalog: one(catalogs, {
    fields: [featuredItemCategories.companyId, featuredItemCategories.catalogId],
    references: [catalogs.companyId, catalogs.id],
  }),
}));

export const openingHoursRelations = relations(openingHours, ({ one }) => ({
  catalog: one(catalogs, { fields: [openingHours.companyId, openingHours.catalogId], references: [catalogs.companyId, catalogs.id] }),
}));

export const holidaysRelations = relations(holidays, ({ one }) => ({
  catalog: one(catalogs, { fields: [holidays.companyId, holidays.catalogId], references: [catalogs.companyId, catalogs.id] }),
}));

export const deliveryAreasRelations = relations(deliveryAreas, ({ one }) => ({
  catalog: one(catalogs, { fields: [deliveryAreas.companyId, deliveryAreas.catalogId], references: [catalogs.companyId, catalogs.id] }),
}));

export const deliveryRulesRelations = relations(deliveryRules, ({ one }) => ({
  catalog: one(catalogs, { fields: [deliveryRules.companyId, deliveryRules.catalogId], references: [catalogs.companyId, catalogs.id] }),
}));

export const itemsRelations = relations(items, ({ one, many }) => ({
  catalog: one(catalogs, { fields: [items.companyId, items.catalogId], references: [catalogs.companyId, catalogs.id] }),
  category: one(categories, { fields: [items.companyId, items.categoryId], references: [categories.companyId, categories.id] }),
  subcategories: many(itemSubcategories),
  subitems: many(itemSubitems),
}));

export const itemSubcategoriesRelations = relations(itemSubcategories, ({ one, many }) => ({
  item: one(items, { fields: [itemSubcategories.companyId, itemSubcategories.itemId], references: [items.companyId, items.id] }),
  shared: one(globalSubcategories, {
    fields: [itemSubcategories.companyId, itemSubcategories.fk],
    references: [globalSubcategories.companyId, globalSubcategories.id],
  }),
  subitems: many(itemSubitems),
}));

export const itemSubitemsRelations = relations(itemSubitems, ({ one }) => ({
  item: one(items, { fields: [itemSubitems.companyId, itemSubitems.itemId], references: [items.companyId, items.id] }),
  subcategory: one(itemSubcategories, {
    fields: [itemSubitems.companyId, itemSubitems.subcategoryId],
    references: [itemSubcategories.companyId, itemSubcategories.id],
  }),
  shared: one(globalSubitems, {
    fields: [itemSubitems.companyId, itemSubitems.fk],
    references: [globalSubitems.companyId, globalSubitems.id],
  }),
}));

export const globalSubcategoriesRelations = relations(globalSubcategories, ({ one, many }) => ({
  company: one(companies, { fields: [globalSubcategories.companyId], references: [companies.id] }),
  subitems: many(globalSubitems),
}));

export const globalSubitemsRelations = relations(globalSubitems, ({ one }) => ({
  subcategory: one(globalSubcategories, {
    fields: [globalSubitems.companyId, globalSubitems.subcategoryId],
    references: [globalSubcategories.companyId, globalSubcategories.id],
  }),
}));

export const couponsRelations = relations(coupons, ({ one }) => ({
  company: one(companies, { fields: [coupons.companyId], references: [companies.id] }),
}));

export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  company: one(companies, { fields: [blogPosts.companyId], references: [companies.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  company: one(companies, { fields: [users.companyId], references: [companies.id] }),
  complement: one(userComplements, { fields: [users.id], references: [userComplements.userId] }),
  identityDocuments: many(identityDocuments),
  identities: many(userIdentities),
  orders: many(orders),
}));

export const userComplementsRelations = relations(userComplements, ({ one }) => ({
  user: one(users, { fields: [userComplements.userId], references: [users.id] }),
}));

export const identityDocumentsRelations = relations(identityDocuments, ({ one }) => ({
  user: one(users, { fields: [identityDocuments.userId], references: [users.id] }),
}));

export const userIdentitiesRelations = relations(userIdentities, ({ one }) => ({
  user: one(users, { fields: [userIdentities.userId], references: [users.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  company: one(companies, { fields: [orders.companyId], references: [companies.id] }),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  lines: many(orderLines),
  statusEvents: many(orderStatusEvents),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
}));

export const orderStatusEventsRelations = relations(orderStatusEvents, ({ one }) => ({
  order: one(orders, { fields: [orderStatusEvents.orderId], references: [orders.id] }),
}));
