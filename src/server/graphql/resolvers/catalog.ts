/** Company, service definitions, catalogues and categories (docs/interfaces.md "GraphQL operations" queries). */
import { createGraphQLError } from 'graphql-yoga';
import { venuesIn } from '../../tracking/voucher-venue';
import { memoForMinute, type CompanySnapshot } from '../../catalog/company-snapshot';
import type { ReadCatalog } from '../../catalog/read-model';
import { openingState, todayHoursLabel, type OpeningHours } from '../../../domain/time/opening-hours';
import { DEFAULT_ZONE } from '../../../domain/time/time-of-day';
import { tr } from '../../i18n/localize';
import { localizeService } from '../../i18n/localize-service';
import type { GraphQLContext } from '../context';
import {
  catalogView,
  categoryViews,
  itemView,
  matchesCategorySlug,
  type CatalogView,
  type CategoryView,
} from '../views';
import { centsToReais } from './money-fields';

interface CompanyArg {
  company?: string | null;
}

function mainCatalog(snap: CompanySnapshot): ReadCatalog | undefined {
  const slug = (snap.doc.company.settings as { mainCatalogSlug?: string }).mainCatalogSlug;
  return (slug && snap.catalogue.catalogBySlug(slug)) || snap.catalogue.catalogs[0];
}

function catalogOrThrow(snap: CompanySnapshot, catalogId: string): ReadCatalog {
  const catalog = snap.catalogue.catalog(catalogId);
  if (!catalog) throw createGraphQLError('Catalog not found', { extensions: { code: 'CATALOG_NOT_FOUND' } });
  return catalog;
}

export const catalogQueries = {
  async company(_: unknown, { filter }: { filter?: CompanyArg | null }, ctx: GraphQLContext) {
    return ctx.company(filter?.company);
  },
  async catalogs(_: unknown, { filter }: { filter: { owner: string } }, ctx: GraphQLContext) {
    const snap = await ctx.company(filter.owner);
    return snap.catalogue.catalogs.map((catalog) => catalogView(catalog, snap));
  },
  async catalog(_: unknown, { filter }: { filter: CompanyArg & { slug?: string | null } }, ctx: GraphQLContext) {
    const snap = await ctx.company(filter.company);
    const catalog = filter.slug ? snap.catalogue.catalogBySlug(filter.slug) : mainCatalog(snap);
    return catalog ? catalogView(catalog, snap) : null;
  },
  async featuredItemsAndWhereDelivery(
    _: unknown,
    { filter }: { filter: CompanyArg & { catalogId: string } },
    ctx: GraphQLContext,
  ) {
    const snap = await ctx.company(filter.company);
    const catalog = catalogOrThrow(snap, filter.catalogId);
    return {
      featuredItemCategories: catalog.record.featuredItemCategories.map((group) => ({
        _id: group._id ?? null,
        title: tr(group, 'title', ctx.locale),
        featuredItems: group.featuredItems
          .map((id) => catalog.items.get(id))
          .filter((x) => !!x)
          .map((item) => itemView(item, snap)),
      })),
      // The coverage document as imported (reais), which the storefront renders as a whole.
      whereDelivery: catalog.record.whereDelivery,
    };
  },
  async catalogSummary(
    _: unknown,
    {
      filter,
    }: {
      filter: CompanyArg & { catalogId?: string | null; serviceSlug?: string | null; categorySlug?: string | null };
    },
    ctx: GraphQLContext,
  ) {
    const snap = await ctx.company(filter.company);
    let catalogs: ReadonlyArray<ReadCatalog>;
    if (filter.catalogId) catalogs = [catalogOrThrow(snap, filter.catalogId)];
    else if (filter.serviceSlug) {
      const service = snap.doc.company.services.find((s) => s.slug === filter.serviceSlug);
      const pointedAt = (service?.catalog as { id?: string } | undefined)?.id;
      catalogs = snap.catalogue.catalogs.filter(
        (c) => c.record.serviceCategories.includes(filter.serviceSlug!) || c._id === pointedAt,
      );
    } else catalogs = snap.catalogue.catalogs;
    const views = catalogs.map((catalog) => catalogView(catalog, snap, filter.categorySlug));
    // With a category filter, a catalogue shows only when some item of it is in that category.
    const withItems = views.filter((view) =>
      [...view.catalog.items.values()].some((i) => matchesCategorySlug(i, view.categorySlug)),
    );
    return { catalogs: withItems };
  },
};

const companyFields = {
  _id: (snap: CompanySnapshot) => snap.companyId,
  slug: (snap: CompanySnapshot) => snap.slug,
  name: (snap: CompanySnapshot) => snap.doc.company.name,
  requiredAuth: (snap: CompanySnapshot) => snap.doc.company.requiredAuth,
  prohibitedForMinors: (snap: CompanySnapshot) => snap.doc.company.prohibitedForMinors,
  domains: (snap: CompanySnapshot) => snap.doc.company.domains,
  settings: (snap: CompanySnapshot) => snap.doc.company.settings,
  services: (snap: CompanySnapshot, _: unknown, ctx: GraphQLContext) =>
    snap.doc.company.services.map((service) => localizeService(service, ctx.locale)),
  // The home's banner coupons: only those a shopper could use today (a blocked or expired one would only disappoint).
  coupons: (snap: CompanySnapshot, _: unknown, ctx: GraphQLContext) => {
    const today = ctx.now.setZone(DEFAULT_ZONE).toISODate() ?? '';
    return snap.doc.coupons
      .filter((c) => String(c.status ?? 'PUBLIC').toUpperCase() === 'PUBLIC')
      .filter((c) => !(c.validFrom && today < c.validFrom) && !(c.validUntil && today > c.validUntil))
      .map((c) => ({ code: c.code, description: tr(c, 'description', ctx.locale) ?? null }));
  },
};

type Service = CompanySnapshot['doc']['company']['services'][number];
const serviceFields = {
  shownInTopbar: (s: Service) => s.shownInTopbar ?? false,
  hiddenInMenu: (s: Service) => s.hiddenInMenu ?? false,
  hidePrice: (s: Service) => s.hidePrice ?? false,
  multipleItemsInShoppingCart: (s: Service) =>
    s.multipleItemsInShoppingCart ?? (s.type === 'DELIVERY' || s.type === 'MARKETPLACE'),
  itsDefaultService: (s: Service) => s.itsDefaultService ?? false,
  services: (s: Service) => s.services ?? [],
};

const catalogFields = {
  _id: (v: CatalogView) => v.catalog._id,
  owner: (v: CatalogView) => v.catalog.record.owner ?? v.snap.slug,
  title: (v: CatalogView, _: unknown, ctx: GraphQLContext) => tr(v.catalog.record, 'title', ctx.locale),
  description: (v: CatalogView, _: unknown, ctx: GraphQLContext) => tr(v.catalog.record, 'description', ctx.locale),
  slug: (v: CatalogView) => v.catalog.record.slug,
  cover: (v: CatalogView) => v.catalog.record.cover ?? null,
  logo: (v: CatalogView) => v.catalog.record.logo ?? null,
  catalogType: (v: CatalogView) => v.catalog.record.catalogType,
  // The company's own flags govern every catalogue it has (its protected routes, docs/business-rules.md "Routes and link shapes").
  prohibitedForMinors: (v: CatalogView) =>
    v.catalog.record.prohibitedForMinors || v.snap.doc.company.prohibitedForMinors,
  requiredAuth: (v: CatalogView) => v.catalog.record.requiredAuth || v.snap.doc.company.requiredAuth,
  minimumOrderValue: (v: CatalogView) => centsToReais(v.catalog.minimumOrderValue),
  status: (v: CatalogView) => v.catalog.record.status,
  serviceCategories: (v: CatalogView) => v.catalog.record.serviceCategories,
  thereIsMelhorEnvioIntegration: (v: CatalogView) => v.catalog.record.thereIsMelhorEnvioIntegration,
  checkout: (v: CatalogView, _: unknown, ctx: GraphQLContext) => ({
    buttonLabel: tr(v.catalog.record.checkout, 'buttonLabel', ctx.locale) ?? null,
  }),
  config: (v: CatalogView) => v.catalog.record.config,
  integration: (v: CatalogView) => ({
    whatsapp: v.catalog.record.integration.whatsapp ?? null,
    // Only what a browser may see: the publishable key and the marketplace split, never a secret.
    stripe: v.catalog.record.integration.stripe ?? null,
  }),
  paymentMethods: (v: CatalogView) => v.catalog.record.paymentMethods.filter((m) => m.status === 'ACTIVE'),
  timezone: (v: CatalogView) => v.catalog.record.timezone,
  operationWay: (v: CatalogView) => v.catalog.record.operationWay,
  venues: (v: CatalogView, _: unknown, ctx: GraphQLContext) => venuesIn(v.catalog.record.venues ?? [], ctx.locale),
  openingHours: (v: CatalogView) => v.catalog.record.openingHours ?? null,
  openingState: (v: CatalogView, _: unknown, ctx: GraphQLContext) =>
    memoForMinute(v.snap, ctx.now.toMillis(), `opening:${v.catalog._id}:${ctx.locale}`, () => openingStateOf(v, ctx)),
  categories: (v: CatalogView) => categoryViews(v),
};

function openingStateOf(v: CatalogView, ctx: GraphQLContext) {
  const record = v.catalog.record;
  const hours = (record.openingHours ?? null) as OpeningHours | null;
  const options = { zone: record.timezone, holidays: record.holidays, locale: ctx.locale };
  const state = openingState(hours, ctx.now, options);
  return {
    isOpen: state.isOpen,
    minutesUntilClose: state.minutesUntilClose,
    nextOpening: state.nextOpening ? { ...state.nextOpening, label: state.nextOpening.fullLabel } : null,
    todayLabel: todayHoursLabel(hours, ctx.now, options),
  };
}

const categoryFields = {
  _id: (v: CategoryView) => v.category.record._id,
  name: (v: CategoryView, _: unknown, ctx: GraphQLContext) => tr(v.category.record, 'name', ctx.locale),
  description: (v: CategoryView, _: unknown, ctx: GraphQLContext) => tr(v.category.record, 'description', ctx.locale),
  img: (v: CategoryView) => v.category.record.img ?? null,
  status: (v: CategoryView) => v.category.record.status,
  items: (v: CategoryView) => v.items.map((item) => itemView(item, v.catalog.snap)),
};

export const catalogTypes = {
  Company: companyFields,
  ServiceDefinition: serviceFields,
  Catalog: catalogFields,
  Category: categoryFields,
};
