/**
 * Search within one company's catalogue (docs/business-rules.md "Text matching"): every word of the query must
 * appear, accent- and case-insensitively, in an entry's texts (name, tags, description). Entries whose name holds
 * every word come first, then the others, each group in catalogue order. Bounded on both sides: the query is cut
 * to MAX_QUERY_LENGTH characters and at most MAX_RESULTS entries come back.
 */
import { normalizeForMatch } from '../brazil/text-match';

export const MAX_QUERY_LENGTH = 100;
export const MAX_RESULTS = 50;
export const DEFAULT_RESULTS = 20;

export interface SearchEntry<T> {
  value: T;
  /** What the shopper reads as the entry's title, in their language (and, as a second name, the record's own). */
  names: ReadonlyArray<string | null | undefined>;
  /** Tags, descriptions: matched, but ranked after a name match. */
  texts: ReadonlyArray<string | null | undefined>;
}

/** The words of a query, folded (no accents, lower case), from its first MAX_QUERY_LENGTH characters. */
export function queryTerms(query: string): string[] {
  return normalizeForMatch(query.slice(0, MAX_QUERY_LENGTH)).match(/\S+/g) ?? [];
}

/** How many results a caller may ask for: 1 … MAX_RESULTS, DEFAULT_RESULTS when not given. */
export function clampFirst(first: number | null | undefined): number {
  const asked = first ?? Number.NaN;
  if (!Number.isFinite(asked)) return DEFAULT_RESULTS;
  return Math.min(MAX_RESULTS, Math.max(1, Math.trunc(asked)));
}

// join() writes null and undefined as ''; a space keeps the fields separate words (a term never holds a space).
const fold = (texts: ReadonlyArray<string | null | undefined>) => normalizeForMatch(texts.join(' '));

/** The entries matching every word of the query, name matches first; nothing for an empty query. */
export function searchEntries<T>(entries: Iterable<SearchEntry<T>>, query: string, first?: number | null): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const limit = clampFirst(first);
  const byName: T[] = [];
  const byText: T[] = [];
  for (const entry of entries) {
    const names = fold(entry.names);
    if (terms.every((term) => names.includes(term))) {
      byName.push(entry.value);
      // Name matches rank first, so once there are enough of them nothing later can enter the list.
      if (byName.length >= limit) break;
      continue;
    }
    const all = `${names} ${fold(entry.texts)}`;
    if (terms.every((term) => all.includes(term))) byText.push(entry.value);
  }
  return [...byName, ...byText].slice(0, limit);
}
