import { NextResponse, type NextRequest } from 'next/server';
import { resolveTenantPath } from './src/server/tenancy/resolve-tenant-path';

const ROOT_DOMAIN = process.env.ROOT_DOMAIN ?? 'localhost:3000';

/** Maps the request host to the company's routes (DESIGN.md "Tenancy"); /api, /_next and static files never reach here. */
export function proxy(request: NextRequest) {
  const host = request.headers.get('host') ?? '';
  const target = resolveTenantPath({ host, pathname: request.nextUrl.pathname, rootDomain: ROOT_DOMAIN });
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.rewrite(url);
}

export const config = {
  // '/' is listed on its own: with i18n the negative-lookahead matcher misses it (STACK.md pitfall 2).
  matcher: ['/', '/((?!api|_next/static|_next/image|demo|favicon|locales|.*\\.(?:svg|png|jpg|jpeg|webp|ico|css|js|woff2?)$).*)'],
};
