/** The HTTP side of `/sitemap.xml` and `/robots.txt`: the host's company, or 404 for a host that serves none. */
import type { IncomingHttpHeaders } from 'node:http';
import { getCompanySnapshot } from '../catalog/company-snapshot';
import { serverNow } from '../clock';
import { getDb } from '../db/client';
import { resolveTenant } from '../tenancy/tenant';
import { cachedSitemap, robotsTxt } from './site-files';

export type SiteFile = 'sitemap' | 'robots';
export interface SiteFileAnswer { status: number; contentType: string; body: string }

/** The origin as the client named it: the forwarded host and scheme behind a proxy, else the Host header. */
export function originOf(headers: IncomingHttpHeaders): string {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const host = first(headers['x-forwarded-host']) ?? first(headers.host) ?? 'localhost';
  const proto = first(headers['x-forwarded-proto']) ?? (/^(localhost|[^.]+\.localhost|127\.)/.test(host) ? 'http' : 'https');
  return `${proto}://${host}`;
}

export async function siteFile(kind: SiteFile, headers: IncomingHttpHeaders): Promise<SiteFileAnswer> {
  const db = await getDb();
  const tenant = await resolveTenant(db, headers.host);
  const snap = tenant.kind === 'unknown' ? null : await getCompanySnapshot(db, tenant.slug);
  if (!snap) return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found\n' };
  const origin = originOf(headers);
  if (kind === 'robots') return { status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(origin) };
  return { status: 200, contentType: 'application/xml; charset=utf-8', body: cachedSitemap(origin, snap, serverNow().toMillis()) };
}
