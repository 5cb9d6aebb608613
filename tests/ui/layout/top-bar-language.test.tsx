// @vitest-environment jsdom
/**
 * The browser-language switch of docs/business-rules.md "Routes and link shapes": to the browser's language when it
 * is supported and differs from both pt-BR and the page's; once per visit; never against a remembered choice.
 * And the path each language's alternate link points at.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { browserLocale, localeToSwitchTo, rememberLocale } from '@/src/features/layout/locale-choice';
import { localizedPath } from '@/src/features/layout/LocaleHead';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('browserLocale', () => {
  it('switches to a supported browser language other than the default and the current one', () => {
    expect(browserLocale('pt-BR', ['en-US', 'pt-BR'])).toBe('en');
    expect(browserLocale('pt-BR', ['es-AR'])).toBe('es');
    expect(browserLocale('en', ['es'])).toBe('es');
  });

  it('stays when the browser speaks the default, the current language or an unsupported one', () => {
    expect(browserLocale('en', ['pt-BR', 'en'])).toBeNull();
    expect(browserLocale('en', ['en-GB'])).toBeNull();
    expect(browserLocale('pt-BR', ['fr-FR'])).toBeNull();
    expect(browserLocale('pt-BR', [])).toBeNull();
  });
});

describe('localeToSwitchTo', () => {
  it('asks once per visit', () => {
    expect(localeToSwitchTo('pt-BR', ['en-US'])).toBe('en');
    expect(localeToSwitchTo('pt-BR', ['en-US'])).toBeNull();
  });

  it('never goes against the shopper’s own choice, and restores it on a page in another language', () => {
    rememberLocale('pt-BR');
    expect(localeToSwitchTo('pt-BR', ['en-US'])).toBeNull();
    window.sessionStorage.clear();
    expect(localeToSwitchTo('es', ['en-US'])).toBe('pt-BR');
  });
});

describe('localizedPath', () => {
  it('prefixes every language but pt-BR and drops the query', () => {
    expect(localizedPath('/loja/burger-pista?x=1', 'en')).toBe('/en/loja/burger-pista');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/loja/burger-pista#categoria-1', 'pt-BR')).toBe('/loja/burger-pista');
  });
});
