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
import { companyForHost, getDirectory, type HostCompany } from '../tenancy/company-directory';
import { pickLocale, type Locale } from '../i18n/localize';
import { serverNow } from '../clock';
import { viewerFromAuthorization, type Viewer } from '../identity/viewer';

export interface GraphQLContext {
  db: Db;
  locale: Locale;
  now: DateTime;
  host: HostCompany;
  viewer: Viewer | null;
  /** The company the operation works on: the host's, or the `company` argument where the host names none. */
  company(argument?: string | null): Promise<CompanySnapshot>;
}

export async function createContext(db: Db, headers: { get(name: string): string | null }): Promise<GraphQLContext> {
  const host = await companyForHost(db, headers.get('host') ?? '');
  const snapshots = new Map<string, Promise<CompanySnapshot | null>>();
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
    async company(argument) {
      const wanted = argument?.trim().toLowerCase() || null;
      let slug: string;
      if (host.kind === 'subdomain' || host.kind === 'custom') {
        // A company's own host only ever serves that company, whatever the arguments say.
        if (wanted && wanted !== host.slug && !(await isIdOf(db, wanted, host.slug))) throw forbidden();
        slug = host.slug;
      } else if (host.kind === 'root') {
        slug = wanted ? await slugOf(db, wanted) : host.slug;
      } else {
        // A host that names no company we serve (an unknown subdomain or domain) reaches nothing.
        throw createGraphQLError('Company not found', { extensions: { code: 'COMPANY_NOT_FOUND' } });
      }
      const snapshot = await load(slug);
      if (!snapshot) throw createGraphQLError('Company not found', { extensions: { code: 'COMPANY_NOT_FOUND' } });
      return snapshot;
    },
  };
}

function forbidden() {
  return createGraphQLError('This host serves another company', { extensions: { code: 'FORBIDDEN' } });
}

/** `catalogs(filter: {owner})` accepts the company's id as well as its slug. */
async function slugOf(db: Db, slugOrId: string): Promise<string> {
  const directory = await getDirectory(db);
  if (directory.slugs.has(slugOrId)) return slugOrId;
  return directory.ids.get(slugOrId) ?? slugOrId;
}

async function isIdOf(db: Db, id: string, slug: string): Promise<boolean> {
  return (await getDirectory(db)).ids.get(id) === slug;
}
