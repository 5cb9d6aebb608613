/**
 * Next's cache of the statically regenerated pages (home, store, item), wired as `cacheHandler` in next.config.ts:
 * Next decides when a page is fresh, stale or expired (`revalidate` and `expireTime`, docs/notes-isr.md) and asks
 * this store for it by path. Plain JavaScript: Next loads it at run time by its path, outside the bundle.
 *
 * What it adds to Next's own memory cache:
 * - a company's pages are dropped at once when its stock or catalogue changes in this process
 *   (src/server/pages/static-pages.ts, called by the live stock and the catalogue import), and for a short settling
 *   time after such a change none is kept (a render that began before the change may have read the old stock);
 * - `PAGE_CACHE=off` (src/server/page-cache-switch.ts): nothing is answered nor kept;
 * - memory only, bounded (no copy on disk that would outlive the process or another instance's changes).
 *
 * State is on globalThis: Next and the app's bundles may each load this file; they must share one store.
 */

/** Bytes of HTML and page data kept at most. */
const MAX_BYTES = 64 * 1024 * 1024;
/** After a change, renders are not kept for this long (the live stock trusts a load this close to a change 250 ms). */
export const SETTLE_MS = 1500;

/**
 * @typedef {{ value: unknown; lastModified: number; cacheControl: unknown; company: string; bytes: number }} Entry
 * @typedef {{ entries: Map<string, Entry>; bytes: number; changedAt: Map<string, number>; companies: Map<string, string> }} Store
 */

/** @returns {Store} */
export function staticPageStore() {
  const key = Symbol.for('storefront.staticPages');
  const holder = /** @type {Record<symbol, Store | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[key] ??= { entries: new Map(), bytes: 0, changedAt: new Map(), companies: new Map() });
}

/** The company slug of a cache key: the key ends with the page's path, `/{locale}/_company/{site}/…`. */
export function companyOfKey(/** @type {string} */ key) {
  const match = /\/_company\/([^/]+)/.exec(key);
  return match ? decodeURIComponent(match[1]).split('~')[0] : '';
}

const off = () => process.env.PAGE_CACHE === 'off';

/** @param {Store} store @param {string} key */
function remove(store, key) {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.bytes -= entry.bytes;
  store.entries.delete(key);
}

export default class StaticPageCache {
  /** @param {unknown} _options Next's (file-system options this store does not use) */
  constructor(_options) {
    this.store = staticPageStore();
  }

  /** @param {string} key */
  async get(key) {
    if (off()) return null;
    const entry = this.store.entries.get(key);
    if (!entry) return null;
    // Least recently used last out: a read moves the entry to the end.
    this.store.entries.delete(key);
    this.store.entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {{ cacheControl?: unknown }} context
   */
  async set(key, value, context) {
    const { store } = this;
    remove(store, key);
    if (off() || value === null || value === undefined) return;
    const company = companyOfKey(key);
    const changed = store.changedAt.get(company);
    if (changed !== undefined && Date.now() - changed < SETTLE_MS) return;
    const bytes = JSON.stringify(value).length * 2;
    if (bytes > MAX_BYTES / 4) return;
    store.entries.set(key, { value, lastModified: Date.now(), cacheControl: context?.cacheControl, company, bytes });
    store.bytes += bytes;
    for (const oldest of store.entries.keys()) {
      if (store.bytes <= MAX_BYTES) break;
      remove(store, oldest);
    }
  }

  /** Tags are an App Router notion; these pages are dropped by company instead. */
  async revalidateTag() {}

  resetRequestCache() {}
}

/** Drops the company's pages and keeps none for {@link SETTLE_MS}. */
export function dropCompanyPages(/** @type {string} */ slug) {
  const store = staticPageStore();
  store.changedAt.set(slug, Date.now());
  for (const [key, entry] of store.entries) if (entry.company === slug) remove(store, key);
}

/** Empties the store (tests). */
export function clearStaticPages() {
  const store = staticPageStore();
  store.entries.clear();
  store.changedAt.clear();
  store.bytes = 0;
}
