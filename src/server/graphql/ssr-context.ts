/**
 * The GraphQL context server rendering runs its operations with (src/server/graphql/ssr-execute.ts): the context
 * the API would build for the same request (company from the host, viewer from `authorization`, the server's
 * clock) but in the page's language rather than the browser's accept-language. No HTTP call to itself.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { getDb } from '../db/client';
import { createContext, type ContextSeed, type GraphQLContext } from './context';
import type { Locale } from '../i18n/localize';
import { resolveTenant, type Tenant } from '../tenancy/tenant';

export interface SsrRequest {
  headers: IncomingHttpHeaders;
  locale: Locale;
  /** The company's catalogue and stock the request already read (the page cache's key): used, not read again. */
  seed?: ContextSeed | null;
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

/**
 * The tenant the proxy already resolved for this page request (it sets `x-company`, and `x-company-domain` on a
 * custom domain, overwriting whatever the browser sent): the page reaches that company only, as on its own host.
 * Resolved from the host only when a page is rendered without the proxy (a test calling getServerSideProps).
 */
async function tenantOf(request: SsrRequest, db: Parameters<typeof resolveTenant>[0]): Promise<Tenant> {
  const slug = request.headers['x-company'];
  const domain = request.headers['x-company-domain'];
  if (typeof slug === 'string' && slug) {
    return typeof domain === 'string' && domain ? { kind: 'custom', slug, domain } : { kind: 'subdomain', slug };
  }
  return resolveTenant(db, request.headers.host);
}

/**
 * The request's context, built on first use. One context per page render: every operation of the page sees the
 * same clock and the same snapshots.
 */
export function ssrContext(request: SsrRequest): () => Promise<GraphQLContext> {
  let context: Promise<GraphQLContext> | undefined;
  return () =>
    (context ??= getDb().then(async (db) =>
      createContext(db, headersOf(request), await tenantOf(request, db), request.seed),
    ));
}
