/** How a request's host names its company (docs/architecture.md "Tenancy"). Pure, shared by the proxy and the API. */
export type HostKind =
  { kind: 'root' } | { kind: 'subdomain'; slug: string } | { kind: 'custom'; domain: string } | { kind: 'invalid' };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62})$/;

/** A host name (letters, digits, dots, hyphens; one trailing dot allowed) or an IPv6 literal, then a port. */
const HOST_HEADER = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

export function parseHost(rawHost: string, rootDomain: string): HostKind {
  // A Host header that is no host (':3999', 'localhost:3999.', a port over 65535, user info with '@') names nothing.
  const match = HOST_HEADER.exec(rawHost.trim().toLowerCase());
  if (!match || (match[2] !== undefined && Number(match[2]) > 65_535)) return { kind: 'invalid' };
  const name = match[1].replace(/\.$/, '');
  const host = match[2] === undefined ? name : `${name}:${match[2]}`;
  const root = rootDomain.trim().toLowerCase();
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
