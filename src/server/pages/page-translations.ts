/**
 * A page's label namespaces (next-i18next's `serverSideTranslations`), loaded once per process for each language
 * and namespace list in production: the call reads the config, lists folders and parses the locale files, which do
 * not change while the server runs. In development every call loads them afresh, so an edited locale file shows on
 * the next request.
 *
 * Requests share the labels (`initialI18nStore`), frozen (cached or not, so an attempt to change them fails in
 * development and tests too, not only once cached in production): Next only serialises them and the server's
 * i18next reads them (it writes to its store only what a backend loads, and it has none). Each request gets its own
 * namespace list, which i18next may extend (`loadNamespaces` pushes into it).
 */
import type { SSRConfig } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';

type Loaded = NonNullable<SSRConfig['_nextI18Next']>;
interface Holder {
  __storefrontTranslations?: Map<string, Promise<Loaded>>;
}

// On globalThis: Next may load the page bundles more than once; they share one cache.
const cache = ((globalThis as Holder).__storefrontTranslations ??= new Map());

export async function pageTranslations(locale: string, namespaces: readonly string[]): Promise<SSRConfig> {
  const loaded = await (process.env.NODE_ENV === 'production' ? cached(locale, namespaces) : load(locale, namespaces));
  return { _nextI18Next: { ...loaded, ns: [...loaded.ns] } };
}

function cached(locale: string, namespaces: readonly string[]): Promise<Loaded> {
  // The namespaces' order is kept: it is the answer's `ns`, as the page declared them.
  const key = JSON.stringify([locale, namespaces]);
  let pending = cache.get(key);
  if (!pending) {
    cache.set(key, (pending = load(locale, namespaces)));
    pending.catch(() => cache.delete(key)); // a failed load is tried again by the next request
  }
  return pending;
}

async function load(locale: string, namespaces: readonly string[]): Promise<Loaded> {
  const { _nextI18Next: loaded } = await serverSideTranslations(locale, [...namespaces]);
  if (!loaded) throw new Error(`no translations for ${locale}`);
  return { ...loaded, initialI18nStore: deepFreeze(loaded.initialI18nStore) };
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const entry of Object.values(value)) deepFreeze(entry);
  return value;
}

/** Empties the cache (tests). */
export function resetPageTranslations(): void {
  cache.clear();
}
