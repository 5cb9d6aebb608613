/** How a request's host names its company (DESIGN.md "Tenancy"). Pure, shared by the proxy and the API. */
export type HostKind =
  | { kind: 'root' }
  | { kind: 'subdomain'; slug: string }
  | { kind: 'custom'; domain: string }
  | { kind: 'invalid' };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62})$/;

export function parseHost(rawHost: string, rootDomain: string): HostKind {
  const host = rawHost.trim().toLowerCase().replace(/\.$/, '');
  const root = rootDomain.trim().toLowerCase();
  if (!host) return { kind: 'invalid' };
  if (host === root || host === `www.${root}`) return { kind: 'root' };
  // Loopback addresses on any port are the bare root too (health checks, benchmarks, curl).
  if (/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host)) return { kind: 'root' };
  if (host.endsWith(`.${root}`)) {
    const slug = host.slice(0, -(root.length + 1));
    return SLUG.test(slug) ? { kind: 'subdomain', slug } : { kind: 'invalid' };
  }
  // A custom domain is matched without its port: mercado.test:3000 and mercado.test are the same company.
  const domain = host.replace(/:\d+$/, '');
  return /^[a-z0-9.-]+$/.test(domain) ? { kind: 'custom', domain } : { kind: 'invalid' };
}
