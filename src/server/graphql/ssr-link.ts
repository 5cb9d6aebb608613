/**
 * The link server rendering runs its Apollo operations through: the GraphQL schema in this process, with the
 * context the API would build for the same request (company from the host, viewer from `authorization`, the
 * server's clock) but in the page's language rather than the browser's accept-language. No HTTP call to itself.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { SchemaLink } from '@apollo/client/link/schema';
import { getDb } from '../db/client';
import { createContext } from './context';
import { schema } from './schema';
import type { Locale } from '../i18n/localize';

export interface SsrRequest {
  headers: IncomingHttpHeaders;
  locale: Locale;
}

/** Request headers as the context reads them, with accept-language replaced by the page's locale. */
function headersOf({ headers, locale }: SsrRequest) {
  return {
    get(name: string): string | null {
      const key = name.toLowerCase();
      if (key === 'accept-language') return locale;
      const value = headers[key];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
  };
}

export function createSsrLink(request: SsrRequest): SchemaLink {
  // One context per page render: every operation of the page sees the same clock and the same snapshots.
  let context: ReturnType<typeof createContext> | undefined;
  return new SchemaLink({
    schema,
    context: async () => (context ??= getDb().then((db) => createContext(db, headersOf(request)))),
  });
}
