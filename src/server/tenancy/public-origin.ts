/**
 * The address a company's pages are published at, from the settings alone: canonical, hreflang, Open Graph,
 * sitemap and robots URLs are built on it, never on a request header. A forged X-Forwarded-Host, a Host with
 * another port, capitals or a trailing dot all reach the same company and get the same URLs.
 *
 * - the bare root: ROOT_DOMAIN as configured; a subdomain: `{slug}.{ROOT_DOMAIN}`; a custom domain: that
 *   domain as the company directory holds it, on ROOT_DOMAIN's port (one server answers every host on one port);
 * - the scheme: `https` on a real deployment (it is served over TLS), `http` in the demo on localhost.
 */
import { isDemoDeployment } from '../deployment/deployment-mode';
import { rootDomain } from './root-domain';
import type { Tenant } from './tenant';

type Env = Partial<Record<string, string | undefined>>;

export function publicOrigin(tenant: Exclude<Tenant, { kind: 'unknown' }>, env: Env = process.env): string {
  const scheme = isDemoDeployment(env) ? 'http' : 'https';
  const root = rootDomain(env);
  if (tenant.kind === 'root') return `${scheme}://${root}`;
  if (tenant.kind === 'subdomain') return `${scheme}://${tenant.slug}.${root}`;
  const port = /:\d+$/.exec(root)?.[0] ?? '';
  return `${scheme}://${tenant.domain}${port}`;
}
