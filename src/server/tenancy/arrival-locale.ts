/**
 * The first page of a visit opens in the shopper's language (src/domain/locale-arrival.ts): a redirect before any
 * render, so a foreign traveller on a slow connection gets no Portuguese page that then re-renders in English (and
 * shifts as it does). proxy.ts redirects; the HTML cache in front of Next (src/server/html-cache.ts) lets such a
 * request through to it. The browser repeats the rule for a page the server did not decide (one a shared cache
 * served): src/features/layout/use-browser-language.ts.
 */
import { parseCookie } from 'cookie';
import Negotiator from 'negotiator';
import { NextResponse, type NextRequest } from 'next/server';
import { arrivalLocale, LOCALE_CHECKED_COOKIE, LOCALE_CHOICE_COOKIE } from '@/src/domain/locale-arrival';
import type { Locale } from '@/src/domain/locale';

/** What the rule reads of a request, from Next's request or Node's alike. */
export interface ArrivalRequest {
  method: string;
  header: (name: string) => string | null | undefined;
  /** The language of the address asked for. */
  locale: string;
}

/** The browser's languages, most preferred first, from its Accept-Language header. */
function browserLanguages(acceptLanguage: string | null | undefined): string[] {
  if (!acceptLanguage) return [];
  return new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages().filter((tag) => tag !== '*');
}

/**
 * A page opened by the browser itself (an address typed, a link followed, a reload): not the router's data
 * requests, not a prefetch, not a form post. Without Sec-Fetch-Dest (older browsers, scripts) an HTML Accept says so.
 */
function isDocumentNavigation({ method, header }: ArrivalRequest): boolean {
  if (method !== 'GET' || header('x-nextjs-data')) return false;
  if (header('purpose') === 'prefetch' || header('sec-purpose')?.includes('prefetch')) return false;
  const dest = header('sec-fetch-dest');
  if (dest) return dest === 'document';
  return (header('accept') ?? '').includes('text/html');
}

/** The language this request must be moved to first, or null to serve it as asked. Once per visit: see below. */
export function arrivalTarget(request: ArrivalRequest): Locale | null {
  // The cheap test first: the HTML cache asks this of every request it may answer.
  if (!isDocumentNavigation(request)) return null;
  const cookies = parseCookie(request.header('cookie') ?? '');
  if (cookies[LOCALE_CHECKED_COOKIE]) return null;
  return arrivalLocale(
    request.locale,
    browserLanguages(request.header('accept-language')),
    cookies[LOCALE_CHOICE_COOKIE],
  );
}

/**
 * The redirect to the arrival language, or null. Only the first document of a visit is decided: the redirect sets
 * the visit's cookie, and the browser sets it on any page it decides itself. (proxy.ts never redirects a page whose
 * address carries a secret: the address would travel again. The browser's rule still applies there.)
 */
export function arrivalRedirect(request: NextRequest, https: boolean): NextResponse | null {
  const target = arrivalTarget({
    method: request.method,
    header: (name) => request.headers.get(name),
    locale: request.nextUrl.locale,
  });
  if (!target) return null;
  const url = request.nextUrl.clone();
  url.locale = target;
  const response = NextResponse.redirect(url, 307);
  // A session cookie: the rule runs once per visit. Readable by the page's script, which keeps the same rule.
  response.cookies.set(LOCALE_CHECKED_COOKIE, '1', { path: '/', sameSite: 'lax', secure: https });
  // It depends on who asks: never kept by a shared cache.
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Vary', 'Accept-Language, Cookie');
  return response;
}
