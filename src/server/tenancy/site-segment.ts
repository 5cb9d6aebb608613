/**
 * The `[company]` segment of a statically regenerated page's internal path (home, store, item: `/_company/{site}/…`).
 * Next keeps those pages per path alone, so the path must name everything their HTML depends on: the company and the
 * address its absolute links are built on (src/server/tenancy/public-origin.ts), which differ between the bare root,
 * the company's subdomain and its own domain although all three serve the same company.
 *
 * - a subdomain: the slug (`aeroporto`), as before;
 * - the bare root: `{slug}~root` (`aeroporto~root`);
 * - a custom domain: `{slug}~{domain}` (`mercado~mercado.test`). A slug holds no `~` and a domain no `~` either.
 */
import type { Tenant } from './tenant';

type KnownTenant = Exclude<Tenant, { kind: 'unknown' }>;

const ROOT = 'root';

export function siteSegment(tenant: KnownTenant): string {
  if (tenant.kind === 'subdomain') return tenant.slug;
  return `${tenant.slug}~${tenant.kind === 'root' ? ROOT : tenant.domain}`;
}

/** The tenant a segment names; null for a malformed one. The caller checks that the company (and domain) exist. */
export function tenantOfSegment(segment: string): KnownTenant | null {
  const [slug, site, ...rest] = segment.split('~');
  if (!slug || rest.length > 0) return null;
  if (site === undefined) return { kind: 'subdomain', slug };
  if (site === ROOT) return { kind: 'root', slug };
  // A domain has a dot: `~` followed by anything else names no site.
  return site.includes('.') ? { kind: 'custom', slug, domain: site } : null;
}
