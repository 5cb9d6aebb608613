/**
 * The language a shopper arrives in (docs/business-rules.md "Routes and link shapes"): once per visit, a page
 * moves to the language the shopper chose in the selector, else to the browser's first language when it is one of
 * ours and differs from both the default and the page's. The server applies it to the first page of a visit (a
 * redirect, so a foreign traveller's first paint is already in their language: src/server/tenancy/arrival-locale.ts)
 * and the browser applies it again for a page the server did not decide (a shared cache's copy).
 */
import { DEFAULT_LOCALE, isLocale, resolveLocale, type Locale } from './locale';

/** The shopper's choice in the language selector: read by the server and the browser alike. */
export const LOCALE_CHOICE_COOKIE = 'storefront-locale';
/** Present once this visit's arrival language was decided (a session cookie: it ends with the browser session). */
export const LOCALE_CHECKED_COOKIE = 'storefront-locale-checked';

/** The browser's preferred language, when ours and other than pt-BR and the current one. */
export function browserLocale(current: string, browserLanguages: readonly string[]): Locale | null {
  const locale = resolveLocale(browserLanguages[0]);
  return locale !== DEFAULT_LOCALE && locale !== current ? locale : null;
}

/** A remembered choice wins when it is one of ours (and then only when the page is in another); else the browser's. */
export function arrivalLocale(
  current: string,
  browserLanguages: readonly string[],
  chosen: string | null | undefined,
): Locale | null {
  if (chosen) return isLocale(chosen) && chosen !== current ? chosen : null;
  return browserLocale(current, browserLanguages);
}
