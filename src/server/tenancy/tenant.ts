/**
 * The tenant of a request: which company its host serves, worked out once per request (by the proxy for pages,
 * by the GraphQL handler for the API) and passed along. Also the one statement of the rule "a company's own
 * host never serves another company", used for the pages' internal paths and for GraphQL's `company` arguments.
 */
import type { DbOrTx } from '../db/engine';
import { getDirectory } from './company-directory';
import { parseHost } from './parse-host';
import { rootDomain } from './root-domain';

export type Tenant =
  | { kind: 'root'; slug: string }
  | { kind: 'subdomain'; slug: string }
  | { kind: 'custom'; slug: string; domain: string }
  | { kind: 'unknown' };

/** The company a request's host serves; the bare root domain serves DEFAULT_COMPANY; a malformed host, none. */
export async function resolveTenant(db: DbOrTx, host: string | null | undefined, env = process.env): Promise<Tenant> {
  const parsed = parseHost(host ?? '', rootDomain(env));
  switch (parsed.kind) {
    case 'root':
      // Served even when DEFAULT_COMPANY does not exist: the page then answers 404, the API a COMPANY_NOT_FOUND.
      return { kind: 'root', slug: env.DEFAULT_COMPANY || 'aeroporto' };
    case 'subdomain':
      return (await getDirectory(db)).slugs.has(parsed.slug)
        ? { kind: 'subdomain', slug: parsed.slug }
        : { kind: 'unknown' };
    case 'custom': {
      const slug = (await getDirectory(db)).domains.get(parsed.domain);
      return slug ? { kind: 'custom', slug, domain: parsed.domain } : { kind: 'unknown' };
    }
    default:
      return { kind: 'unknown' };
  }
}

/**
 * A company (and, for a domain's own pages, a domain) that a request names: a page's internal path names both,
 * a GraphQL argument names the company only. Null names nothing: the host's own company.
 */
export interface NamedCompany {
  slug: string | null;
  domain?: string;
}

export type Reach = { slug: string } | { refused: 'FORBIDDEN' | 'COMPANY_NOT_FOUND' };

/**
 * Which company a request reaches. A company's own host (subdomain or custom domain) reaches only that company,
 * and only its own domain's pages (`_` on a subdomain). The bare root reaches its default company, or, where
 * `rootMayChoose` (GraphQL arguments; never page paths), any company it names.
 */
export function companyReached(tenant: Tenant, named: NamedCompany, options: { rootMayChoose: boolean }): Reach {
  if (tenant.kind === 'unknown') return { refused: 'COMPANY_NOT_FOUND' };
  if (tenant.kind === 'root' && options.rootMayChoose) return { slug: named.slug ?? tenant.slug };
  if (named.slug !== null && named.slug !== tenant.slug) return { refused: 'FORBIDDEN' };
  const ownDomain = tenant.kind === 'custom' ? tenant.domain : '_';
  if (named.domain !== undefined && named.domain !== ownDomain) return { refused: 'FORBIDDEN' };
  return { slug: tenant.slug };
}
