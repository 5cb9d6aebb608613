/**
 * The searchable texts of one company's catalogue, per language: each store (catalogue) and each item with its
 * name in the shopper's language, the record's own (pt-BR) name as a second name — shop shelves and receipts
 * say 'Pão de queijo' to everyone — and its tags and description. Built once per snapshot (catalogue version)
 * and language from the read model, so a search costs one scan of prepared entries.
 */
import type { Locale } from '../../domain/locale';
import type { SearchEntry } from '../../domain/search/search-entries';
import { tr } from '../i18n/localize';
import type { CompanySnapshot } from './company-snapshot';
import type { ReadCatalog, ReadItem } from './read-model';

export interface SearchIndex {
  stores: SearchEntry<ReadCatalog>[];
  items: SearchEntry<ReadItem>[];
}

const indexes = new WeakMap<CompanySnapshot, Map<Locale, SearchIndex>>();

export function searchIndex(snap: CompanySnapshot, locale: Locale): SearchIndex {
  let perLocale = indexes.get(snap);
  if (!perLocale) indexes.set(snap, (perLocale = new Map()));
  let index = perLocale.get(locale);
  if (!index) perLocale.set(locale, (index = buildIndex(snap, locale)));
  return index;
}

function buildIndex(snap: CompanySnapshot, locale: Locale): SearchIndex {
  const stores: SearchEntry<ReadCatalog>[] = [];
  const items: SearchEntry<ReadItem>[] = [];
  for (const catalog of snap.catalogue.catalogs) {
    const record = catalog.record;
    stores.push({
      value: catalog,
      names: [tr(record, 'title', locale), record.title],
      texts: [tr(record, 'description', locale), ...record.serviceCategories],
    });
    for (const item of catalog.items.values()) {
      const own = item.record;
      items.push({
        value: item,
        names: [tr(own, 'name', locale), own.name],
        texts: [...own.tags, tr(own, 'description', locale)],
      });
    }
  }
  return { stores, items };
}
