/**
 * The shopper's language: the choice made in the selector is remembered in this browser, and the browser-language
 * switch of docs/business-rules.md "Routes and link shapes" runs once per visit and never against that choice.
 */
import { DEFAULT_LOCALE, LOCALES, resolveLocale, type Locale } from '@/src/domain/locale';
const CHOICE_KEY = 'storefront:locale';
const VISIT_KEY = 'storefront:locale-checked';

export function rememberLocale(locale: string) {
  try {
    window.localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // blocked storage: the choice holds for this page only
  }
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/**
 * The locale to switch to on arrival, or null. A remembered choice wins when it differs from the page's; else the
 * browser's language when it is supported and differs from both the default and the current one. Asked once per
 * visit (session storage), so going back to pt-BR by hand is never undone.
 */
export function localeToSwitchTo(current: string, browserLanguages: readonly string[]): Locale | null {
  if (read(() => window.sessionStorage, VISIT_KEY)) return null;
  try {
    window.sessionStorage.setItem(VISIT_KEY, '1');
  } catch {
    // without session storage the check may repeat, which still respects the remembered choice
  }
  const chosen = read(() => window.localStorage, CHOICE_KEY);
  if (chosen) return (LOCALES as readonly string[]).includes(chosen) && chosen !== current ? (chosen as Locale) : null;
  return browserLocale(current, browserLanguages);
}

/** The rule itself, pure: the browser's preferred language, when supported and other than pt-BR and the current one. */
export function browserLocale(current: string, browserLanguages: readonly string[]): Locale | null {
  const locale = resolveLocale(browserLanguages[0]);
  return locale !== DEFAULT_LOCALE && locale !== current ? locale : null;
}
