/**
 * The canonical JSON of a request: object keys sorted, null and undefined members dropped, so two sends of one
 * request read the same whatever the order of their fields. The browser's attempt key (attempt-key.ts) and the
 * server's request hash (src/server/orders/repeated-key.ts) both fingerprint this text.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function canonical(value: unknown): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, member]) => member != null);
    // Keys of one object are distinct: never a tie.
    // Stryker disable next-line EqualityOperator: `<=` differs from `<` only on a tie, which never happens
    entries.sort(([a], [b]) => (a < b ? -1 : 1));
    return Object.fromEntries(entries.map(([key, member]) => [key, canonical(member)]));
  }
  return value as Json;
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}
