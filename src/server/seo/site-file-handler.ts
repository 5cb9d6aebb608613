/**
 * The HTTP side of `/sitemap.xml` and `/robots.txt`: the host's company, or 404 for a host that serves none; every
 * URL in them on the company's configured address (../tenancy/public-origin.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { getCompanySnapshot } from '../catalog/company-snapshot';
import { serverNow } from '../clock';
import { getDb } from '../db/client';
import { publicOrigin } from '../tenancy/public-origin';
import { resolveTenant } from '../tenancy/tenant';
import { cachedSitemap, robotsTxt } from './site-files';

export type SiteFile = 'sitemap' | 'robots';
export interface SiteFileAnswer {
  status: number;
  contentType: string;
  body: string;
}

export async function siteFile(kind: SiteFile, headers: IncomingHttpHeaders): Promise<SiteFileAnswer> {
  const db = await getDb();
  const tenant = await resolveTenant(db, headers.host);
  const snap = tenant.kind === 'unknown' ? null : await getCompanySnapshot(db, tenant.slug);
  if (!snap || tenant.kind === 'unknown')
    return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found\n' };
  // The company's configured address, never a forwarded or varied Host: the URLs are the same for every request.
  const origin = publicOrigin(tenant);
  if (kind === 'robots') return { status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(origin) };
  return {
    status: 200,
    contentType: 'application/xml; charset=utf-8',
    body: cachedSitemap(origin, snap, serverNow().toMillis()),
  };
}
