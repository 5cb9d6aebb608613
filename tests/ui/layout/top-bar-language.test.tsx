// @vitest-environment jsdom
/**
 * The browser-language switch of docs/business-rules.md "Routes and link shapes": to the browser's language when it
 * is supported and differs from both pt-BR and the page's; once per visit; never against a remembered choice.
 * And the path each language's alternate link points at.
 */
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_CHECKED_COOKIE, LOCALE_CHOICE_COOKIE } from '@/src/domain/locale-arrival';
import { localeToSwitchTo, rememberLocale } from '@/src/features/layout/locale-choice';
import { localizedPath } from '@/src/features/layout/LocaleHead';

beforeEach(() => {
  window.localStorage.clear();
  Cookies.remove(LOCALE_CHECKED_COOKIE, { path: '/' });
  Cookies.remove(LOCALE_CHOICE_COOKIE, { path: '/' });
});

describe('localeToSwitchTo', () => {
  it('asks once per visit', () => {
    expect(localeToSwitchTo('pt-BR', ['en-US'])).toBe('en');
    expect(localeToSwitchTo('pt-BR', ['en-US'])).toBeNull();
  });

  it('never goes against the shopper’s own choice, and restores it on a page in another language', () => {
    rememberLocale('pt-BR');
    expect(localeToSwitchTo('pt-BR', ['en-US'])).toBeNull();
    Cookies.remove(LOCALE_CHECKED_COOKIE, { path: '/' }); // a new visit
    expect(localeToSwitchTo('es', ['en-US'])).toBe('pt-BR');
  });

  it('keeps a choice remembered before it moved to a cookie (local storage), moving it to the cookie', () => {
    window.localStorage.setItem('storefront:locale', 'es');
    expect(localeToSwitchTo('pt-BR', ['en-US'])).toBe('es');
    expect(Cookies.get(LOCALE_CHOICE_COOKIE)).toBe('es');
    expect(window.localStorage.getItem('storefront:locale')).toBeNull();
  });

  it('does not switch on a page the server already decided this visit (its redirect set the cookie)', () => {
    Cookies.set(LOCALE_CHECKED_COOKIE, '1', { path: '/' });
    expect(localeToSwitchTo('pt-BR', ['en-US'])).toBeNull();
  });

  it('ignores a remembered value that is not one of the languages', () => {
    Cookies.set(LOCALE_CHOICE_COOKIE, 'fr', { path: '/' });
    expect(localeToSwitchTo('pt-BR', ['en-US'])).toBeNull();
  });
});

describe('localizedPath', () => {
  it('prefixes every language but pt-BR and drops the query', () => {
    expect(localizedPath('/loja/burger-pista?x=1', 'en')).toBe('/en/loja/burger-pista');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/loja/burger-pista#categoria-1', 'pt-BR')).toBe('/loja/burger-pista');
  });
});
