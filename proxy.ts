import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from './src/server/db/client';
import { companyHasTagManager } from './src/server/security/company-tag-manager';
import { buildScriptHashes } from './src/server/security/script-hashes';
import { securityHeadersFor } from './src/server/security/security-headers';
import { trustedForwarded } from './src/server/security/trusted-proxy';
import { urlCarriesSecret } from './src/domain/accounts/secret-url';
import { arrivalRedirect } from './src/server/tenancy/arrival-locale';
import { publicOrigin } from './src/server/tenancy/public-origin';
import { resolveTenantPath } from './src/server/tenancy/resolve-tenant-path';
import { companyReached, resolveTenant, type NamedCompany, type Tenant } from './src/server/tenancy/tenant';

/** Where an unknown host lands: the company page's data loader answers it with a 404. */
export const UNKNOWN_COMPANY = '__unknown__';

/**
 * Per-host sitemap and robots are API routes (they read the Host themselves, like /api/gtm: docs/decisions.md
 * "Sitemap and robots"), reached here for a bare or locale-prefixed path (Next strips the locale from `nextUrl`).
 * Not as next.config.ts rewrites: any rewrite there makes every page ship Next's client-side rewrite matcher
 * (path-to-regexp and its helpers, about 4 kB gzipped; docs/decisions.md "First-load JavaScript, third pass").
 */
const SEO_FILES: Record<string, string> = { '/sitemap.xml': '/api/seo/sitemap', '/robots.txt': '/api/seo/robots' };

/**
 * Maps the request host to its company (docs/architecture.md "Tenancy"): company-scoped paths are rewritten onto the
 * `/_company/…` routes, and every page learns its company from the `x-company` request header.
 * /api, /_next and static files never reach here (see the matcher).
 */
export async function proxy(request: NextRequest) {
  const seoFile = SEO_FILES[request.nextUrl.pathname];
  if (seoFile) return NextResponse.rewrite(new URL(seoFile, request.url));
  const db = await getDb();
  const company = await resolveTenant(db, request.headers.get('host'));
  const companyTagManager = company.kind !== 'unknown' && (await companyHasTagManager(db, company.slug));
  const secretUrl = urlCarriesSecret(`${request.nextUrl.pathname}${request.nextUrl.search}`);
  // A visit's first page opens in the shopper's language (src/server/tenancy/arrival-locale.ts).
  const arrival =
    company.kind !== 'unknown' && !secretUrl ? arrivalRedirect(request, trustedProtocol(request) === 'https:') : null;
  return withSecurityHeaders(request, arrival ?? route(request, company), { companyTagManager, secretUrl });
}

/**
 * The page's security headers from the running server's settings and build (the hashes of its inline bootstrap
 * scripts): they replace next.config.ts's build-time ones.
 */
function withSecurityHeaders(
  request: NextRequest,
  response: NextResponse,
  page: { companyTagManager: boolean; secretUrl: boolean },
): NextResponse {
  const https = { protocol: trustedProtocol(request) };
  const scriptHashes = process.env.NODE_ENV === 'production' ? buildScriptHashes() : [];
  for (const { key, value } of securityHeadersFor(https, process.env, { ...page, scriptHashes }))
    response.headers.set(key, value);
  return response;
}

/**
 * The scheme the browser used, as our trusted proxy reports it (TRUST_PROXY, src/server/security/trusted-proxy.ts):
 * never the client's own X-Forwarded-Proto, nor `nextUrl.protocol`, which Next's server derives from that same
 * header. The server itself speaks plain HTTP behind its proxy.
 */
function trustedProtocol(request: NextRequest): string {
  const proto = trustedForwarded(
    { 'x-forwarded-proto': request.headers.get('x-forwarded-proto') ?? undefined },
    'x-forwarded-proto',
  );
  return proto === 'https' ? 'https:' : 'http:';
}

function route(request: NextRequest, company: Tenant): NextResponse {
  const url = request.nextUrl.clone();
  if (company.kind === 'unknown') {
    url.pathname = `/_company/${UNKNOWN_COMPANY}`;
    return NextResponse.rewrite(url);
  }
  const headers = new Headers(request.headers);
  headers.set('x-company', company.slug);
  if (company.kind === 'custom') headers.set('x-company-domain', company.domain);
  else headers.delete('x-company-domain');
  // The company's configured address, for the page's canonical, hreflang and Open Graph URLs (never a header's).
  headers.set('x-company-origin', publicOrigin(company));

  const { pathname } = request.nextUrl;
  // One company's host never serves another company's internal routes, nor another domain's pages of its own.
  if (
    pathname.startsWith('/_company/') &&
    'refused' in companyReached(company, internalPathNames(pathname), { rootMayChoose: false })
  ) {
    url.pathname = `/_company/${UNKNOWN_COMPANY}`;
    return NextResponse.rewrite(url, { request: { headers } });
  }
  const target = resolveTenantPath(pathname, company.slug, company.kind === 'custom' ? company.domain : undefined);
  if (!target) return NextResponse.next({ request: { headers } });
  url.pathname = target;
  return NextResponse.rewrite(url, { request: { headers } });
}

/** The company, and under it the domain, that an internal path `/_company/{slug}[/_domain/{domain}]/…` names. */
function internalPathNames(pathname: string): NamedCompany {
  const parts = pathname.split('/');
  return { slug: parts[2] ?? '', domain: parts[3] === '_domain' ? (parts[4] ?? '') : undefined };
}

export const config = {
  // '/' is listed on its own: with i18n the negative-lookahead matcher misses it (docs/stack-notes.md pitfall 2).
  // API routes never pass here, so they must never trust an `x-company` header: they read the host themselves.
  // Static files are skipped for speed, except when a browser opens one as a page (a mistyped `/nada.png` answers
  // with the 404 page, which needs the page policy with its script hashes: docs/decisions.md "Security headers").
  matcher: [
    '/',
    '/robots.txt',
    '/((?!api/|api$|_next/static|_next/image|demo/|favicon\\.svg$|.*\\.(?:svg|png|jpg|jpeg|webp|ico|css|js|map|txt|woff2?|html)$).*)',
    { source: '/((?!api/|api$|_next/).*)', has: [{ type: 'header', key: 'sec-fetch-dest', value: 'document' }] },
  ],
};
