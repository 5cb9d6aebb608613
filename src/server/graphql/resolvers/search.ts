/** `search`: a company's stores and items whose name, tags or description hold every word of the query. */
import { createGraphQLError } from 'graphql-yoga';
import { MAX_QUERY_LENGTH, searchEntries } from '../../../domain/search/search-entries';
import { searchIndex } from '../../catalog/search-index';
import type { ReadItem } from '../../catalog/read-model';
import type { CompanySnapshot } from '../../catalog/company-snapshot';
import type { GraphQLContext } from '../context';
import { catalogView, itemView, type CatalogView, type ItemView } from '../views';

interface SearchArgs {
  filter: { company?: string | null; query: string; first?: number | null };
}

export interface SearchItemHitView {
  item: ItemView;
  store: CatalogView;
}

/** Items of a catalogue listed under a service that hides prices (personal shopper) show none in results either. */
function hidesPrice(snap: CompanySnapshot, item: ReadItem): boolean {
  const catalog = snap.catalogue.catalog(item.catalogId);
  if (!catalog) return false;
  return snap.doc.company.services.some(
    (s) =>
      s.hidePrice &&
      (catalog.record.serviceCategories.includes(s.slug) ||
        (s.catalog as { id?: string } | undefined)?.id === catalog._id),
  );
}

export const searchQueries = {
  async search(_: unknown, { filter }: SearchArgs, ctx: GraphQLContext) {
    if (filter.query.length > MAX_QUERY_LENGTH) {
      throw createGraphQLError(`The query is longer than ${MAX_QUERY_LENGTH} characters`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const snap = await ctx.company(filter.company);
    const index = searchIndex(snap, ctx.locale);
    const stores = searchEntries(index.stores, filter.query, filter.first).map((catalog) => catalogView(catalog, snap));
    const items = searchEntries(index.items, filter.query, filter.first).map(
      (item): SearchItemHitView & { hidePrice: boolean } => {
        const catalog = snap.catalogue.catalog(item.catalogId)!;
        return { item: itemView(item, snap), store: catalogView(catalog, snap), hidePrice: hidesPrice(snap, item) };
      },
    );
    return { query: filter.query.trim(), stores, items };
  },
};
