/**
 * Per-request GraphQL context: the database, the locale from accept-language, the server's clock, the host's
 * company and the signed-in viewer. Company snapshots are memoised per request (and cached across requests by
 * company-snapshot.ts), so a query touching many items reads the catalogue once.
 */
// createGraphQLError, not `new GraphQLError` from 'graphql': Yoga masks any error that is not an instance of *its*
// graphql's GraphQLError, and a second copy of graphql (ESM vs CJS build, as under vitest) would mask our codes.
import { createGraphQLError } from 'graphql-yoga';
import type { DateTime } from 'luxon';
import type { Db } from '../db/engine';
import { getCompanySnapshot, type CompanySnapshot } from '../catalog/company-snapshot';
import { getLiveStock, type LiveStock } from '../catalog/live-stock';
import { getDirectory } from '../tenancy/company-directory';
import { companyReached, type Tenant } from '../tenancy/tenant';
import { pickLocale, type Locale } from '../i18n/localize';
import { serverNow } from '../clock';
import { viewerFromAuthorization, type Viewer } from '../identity/viewer';

/** The cookie's name, as src/client/client-id.ts sets it (the server may not import src/client). */
const CLIENT_ID_COOKIE = 'clientId';

export interface GraphQLContext {
  db: Db;
  locale: Locale;
  now: DateTime;
  /** The request's tenant, resolved once from its host by the HTTP handler. */
  host: Tenant;
  viewer: Viewer | null;
  /** The browser's anonymous client id (the `clientId` cookie): how a guest's orders are found again. */
  clientId: string | null;
  /** The company the operation works on: the host's, or the `company` argument where the host names none. */
  company(argument?: string | null): Promise<CompanySnapshot>;
  /** The company's live stock, read once per request (src/server/catalog/live-stock.ts). */
  liveStock(companyId: string): Promise<LiveStock>;
}

/**
 * What the request already read before its operations ran (a page's cache key needs the catalogue's and the
 * stock's versions): its operations use these very reads, so they are not made twice and the answer is the one
 * the key names.
 */
export interface ContextSeed {
  slug: string;
  snapshot: CompanySnapshot;
  liveStock: LiveStock;
}

export async function createContext(
  db: Db,
  headers: { get(name: string): string | null },
  host: Tenant,
  seed?: ContextSeed | null,
): Promise<GraphQLContext> {
  const snapshots = new Map<string, Promise<CompanySnapshot | null>>();
  const stocks = new Map<string, Promise<LiveStock>>();
  if (seed) {
    snapshots.set(seed.slug, Promise.resolve(seed.snapshot));
    stocks.set(seed.snapshot.companyId, Promise.resolve(seed.liveStock));
  }
  const load = (slug: string) => {
    let pending = snapshots.get(slug);
    if (!pending) snapshots.set(slug, (pending = getCompanySnapshot(db, slug)));
    return pending;
  };
  const viewer = await viewerFromAuthorization(db, headers.get('authorization'));
  return {
    db,
    locale: pickLocale(headers.get('accept-language')),
    now: serverNow(),
    host,
    viewer,
    clientId: clientIdFromCookie(headers.get('cookie')),
    async company(argument) {
      const wanted = argument?.trim().toLowerCase() || null;
      // An argument may give the company's id as well as its slug.
      const reach = companyReached(
        host,
        { slug: wanted === null ? null : await slugOf(db, wanted) },
        { rootMayChoose: true },
      );
      if ('refused' in reach) throw reach.refused === 'FORBIDDEN' ? forbidden() : notFound();
      const snapshot = await load(reach.slug);
      if (!snapshot) throw notFound();
      return snapshot;
    },
    liveStock(companyId) {
      let pending = stocks.get(companyId);
      if (!pending) stocks.set(companyId, (pending = getLiveStock(db, companyId)));
      return pending;
    },
  };
}

/** The client id cookie (src/client/client-id.ts), when it holds a plausible id: printable, at most 100 characters. */
export function clientIdFromCookie(cookie: string | null): string | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name.trim() !== CLIENT_ID_COOKIE) continue;
    let value = rest.join('=').trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return /^[A-Za-z0-9_-]{8,100}$/.test(value) ? value : null;
  }
  return null;
}

function notFound() {
  return createGraphQLError('Company not found', { extensions: { code: 'COMPANY_NOT_FOUND' } });
}

function forbidden() {
  return createGraphQLError('This host serves another company', { extensions: { code: 'FORBIDDEN' } });
}

/** The slug of a company named by slug or id (an unknown name is returned as it is, and found by no one). */
async function slugOf(db: Db, slugOrId: string): Promise<string> {
  const directory = await getDirectory(db);
  if (directory.slugs.has(slugOrId)) return slugOrId;
  return directory.ids.get(slugOrId) ?? slugOrId;
}
