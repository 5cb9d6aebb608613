/**
 * Whole-response cache of catalogue reads. A catalogue query's answer depends only on the company's catalogue
 * version, the minute (opening state, prices at the clock), the locale and the request body: never on the
 * caller. So a company host's identical read in the same minute is answered from memory, without GraphQL.
 * Bounded by total size; entries of an old version or minute simply stop being asked for and age out.
 */
import { Kind, parse, type DocumentNode } from 'graphql';

/** Root fields whose answers are public catalogue data (not `user`, not `quote`, which reads the cart). */
const CACHEABLE_ROOT_FIELDS = new Set(['catalogs', 'catalog', 'featuredItemsAndWhereDelivery', 'catalogSummary', 'item', 'company']);
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_QUERIES = 500;

interface Holder { entries: Map<string, Buffer>; bytes: number; cacheable: Map<string, boolean> }
const holder: Holder = ((globalThis as { __storefrontResponses?: Holder }).__storefrontResponses ??= { entries: new Map(), bytes: 0, cacheable: new Map() });

/** Whether a query text is a single read of catalogue fields only (decided once per distinct text). */
export function isCacheableQuery(query: string): boolean {
  const known = holder.cacheable.get(query);
  if (known !== undefined) return known;
  let verdict = false;
  try {
    verdict = onlyCatalogueReads(parse(query, { noLocation: true }));
  } catch {
    verdict = false; // GraphQL answers the syntax error itself
  }
  if (holder.cacheable.size >= MAX_QUERIES) holder.cacheable.clear();
  holder.cacheable.set(query, verdict);
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
  const hit = holder.entries.get(key);
  if (hit) {
    // Most recently used goes last; the oldest are evicted first.
    holder.entries.delete(key);
    holder.entries.set(key, hit);
  }
  return hit;
}

export function storeResponse(key: string, body: Buffer): void {
  if (body.length > MAX_BYTES / 8) return;
  const previous = holder.entries.get(key);
  if (previous) holder.bytes -= previous.length;
  holder.entries.delete(key);
  holder.entries.set(key, body);
  holder.bytes += body.length;
  for (const [oldest, value] of holder.entries) {
    if (holder.bytes <= MAX_BYTES) break;
    holder.entries.delete(oldest);
    holder.bytes -= value.length;
  }
}

export function clearResponseCache(): void {
  holder.entries.clear();
  holder.cacheable.clear();
  holder.bytes = 0;
}
