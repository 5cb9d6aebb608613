/**
 * The shopper's language in this browser: the choice made in the selector is remembered, and the arrival switch of
 * src/domain/locale-arrival.ts runs once per visit and never against that choice. Both live in cookies, so the
 * server applies the same rule to a visit's first page (src/server/tenancy/arrival-locale.ts) and this browser
 * only repeats it for a page the server did not decide.
 */
import Cookies from 'js-cookie';
import { arrivalLocale, LOCALE_CHECKED_COOKIE, LOCALE_CHOICE_COOKIE } from '@/src/domain/locale-arrival';
import type { Locale } from '@/src/domain/locale';

/** Where the choice was kept before it moved to a cookie. */
const LEGACY_CHOICE_KEY = 'storefront:locale';
const CHOICE_DAYS = 365;

const cookieOptions = () => ({ path: '/', sameSite: 'lax' as const, secure: window.location.protocol === 'https:' });

export function rememberLocale(locale: string) {
  Cookies.set(LOCALE_CHOICE_COOKIE, locale, { ...cookieOptions(), expires: CHOICE_DAYS });
}

/** A choice kept in local storage before it moved to a cookie, moved over once (the server can read only the cookie). */
function chosenLocale(): string | undefined {
  const chosen = Cookies.get(LOCALE_CHOICE_COOKIE);
  if (chosen) return chosen;
  try {
    const legacy = window.localStorage.getItem(LEGACY_CHOICE_KEY);
    if (!legacy) return undefined;
    rememberLocale(legacy);
    window.localStorage.removeItem(LEGACY_CHOICE_KEY);
    return legacy;
  } catch {
    return undefined; // blocked storage
  }
}

/**
 * The locale to switch to on arrival, or null: asked once per visit (a session cookie, which the server's redirect
 * sets too), so going back to pt-BR by hand is never undone.
 */
export function localeToSwitchTo(current: string, browserLanguages: readonly string[]): Locale | null {
  const chosen = chosenLocale();
  if (Cookies.get(LOCALE_CHECKED_COOKIE)) return null;
  Cookies.set(LOCALE_CHECKED_COOKIE, '1', cookieOptions());
  return arrivalLocale(current, browserLanguages, chosen);
}
