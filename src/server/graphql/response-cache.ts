/**
 * Whole-response cache of catalogue reads. A catalogue query's answer depends only on the company's catalogue
 * version, the minute (opening state, prices at the clock), the locale and the request body: never on the
 * caller. So a company host's identical read in the same minute is answered from memory, without GraphQL.
 * Bounded by what it holds (keys are digests; every entry is charged its key, its answer and an overhead);
 * entries of an old version or minute simply stop being asked for and age out.
 */
import { createHash } from 'node:crypto';
import { Kind, type DocumentNode } from 'graphql';
import { BoundedCache, type CacheStats } from './bounded-cache';
import { parseGuarded } from './request-limits';

/** Root fields whose answers are public catalogue data (not `user`, not `quote`, which reads the cart). */
const CACHEABLE_ROOT_FIELDS = new Set([
  'catalogs',
  'catalog',
  'featuredItemsAndWhereDelivery',
  'catalogSummary',
  'item',
  'company',
  'search',
]);
const MAX_BYTES = 32 * 1024 * 1024;
/** Verdicts are a boolean under a 64-character digest: 1 MB holds thousands of distinct query texts. */
const MAX_VERDICT_BYTES = 1024 * 1024;

interface Holder {
  entries: BoundedCache<Buffer>;
  cacheable: BoundedCache<boolean>;
}
const holder: Holder = ((globalThis as { __storefrontResponseCache?: Holder }).__storefrontResponseCache ??= {
  entries: new BoundedCache<Buffer>(MAX_BYTES, (body) => body.length),
  cacheable: new BoundedCache<boolean>(MAX_VERDICT_BYTES, () => 0),
});

/** A fixed-length digest of a request text: the caches hold this, never the text (up to 100 KB) itself. */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Whether a query text is a single read of catalogue fields only (decided once per distinct text). */
export function isCacheableQuery(query: string): boolean {
  const key = digest(query);
  const known = holder.cacheable.get(key);
  if (known !== undefined) return known;
  let verdict = false;
  try {
    verdict = onlyCatalogueReads(parseGuarded(query));
  } catch {
    verdict = false; // GraphQL answers the syntax error (or the refused size) itself
  }
  holder.cacheable.set(key, verdict);
  return verdict;
}

function onlyCatalogueReads(document: DocumentNode): boolean {
  if (document.definitions.length !== 1) return false;
  const [operation] = document.definitions;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(selection.name.value),
  );
}

export function cachedResponse(key: string): Buffer | undefined {
  return holder.entries.get(key);
}

export function storeResponse(key: string, body: Buffer): void {
  holder.entries.set(key, body);
}

/** What the cache holds now, by its own accounting (tests, diagnostics). */
export function responseCacheStats(): { responses: CacheStats; verdicts: CacheStats } {
  return { responses: holder.entries.stats(), verdicts: holder.cacheable.stats() };
}

export function clearResponseCache(): void {
  holder.entries.clear();
  holder.cacheable.clear();
}
