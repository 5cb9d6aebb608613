/**
 * The arrival language (src/domain/locale-arrival.ts), the rule of docs/business-rules.md "Routes and link shapes":
 * the remembered choice first, else the browser's first language when it is en or es and differs from the page's;
 * pt-BR in the browser never moves a page. And the language an address is in.
 */
import { describe, expect, it } from 'vitest';
import { arrivalLocale, browserLocale, LOCALE_CHECKED_COOKIE, LOCALE_CHOICE_COOKIE } from '@/src/domain/locale-arrival';
import { isLocale, pathLocale } from '@/src/domain/locale';

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

describe('arrivalLocale', () => {
  it('follows a remembered choice over the browser, only when the page is in another language', () => {
    expect(arrivalLocale('es', ['en-US'], 'pt-BR')).toBe('pt-BR');
    expect(arrivalLocale('pt-BR', ['en-US'], 'pt-BR')).toBeNull();
    expect(arrivalLocale('pt-BR', ['pt-BR'], 'es')).toBe('es');
  });

  it('ignores a remembered value that is not one of the languages, without falling back to the browser', () => {
    expect(arrivalLocale('pt-BR', ['en-US'], 'fr')).toBeNull();
  });

  it('uses the browser’s language when nothing is remembered', () => {
    expect(arrivalLocale('pt-BR', ['en-US'], undefined)).toBe('en');
    expect(arrivalLocale('pt-BR', ['en-US'], null)).toBe('en');
    expect(arrivalLocale('pt-BR', ['en-US'], '')).toBe('en');
    expect(arrivalLocale('en', ['en-US'], undefined)).toBeNull();
  });
});

describe('isLocale', () => {
  it('names the three languages exactly as written', () => {
    expect(['pt-BR', 'en', 'es'].every(isLocale)).toBe(true);
    expect(['en-US', 'pt', 'EN', '', 'fr'].some(isLocale)).toBe(false);
  });
});

describe('pathLocale', () => {
  it('reads the language from the first segment, and the default otherwise', () => {
    expect(pathLocale('/en/loja/burger-pista')).toBe('en');
    expect(pathLocale('/es')).toBe('es');
    expect(pathLocale('/es?cupom=X')).toBe('es');
    expect(pathLocale('/pt-BR/loja')).toBe('pt-BR');
    expect(pathLocale('/loja/en')).toBe('pt-BR');
    expect(pathLocale('/english')).toBe('pt-BR');
    expect(pathLocale('/')).toBe('pt-BR');
  });
});

describe('the cookies', () => {
  it('keep the names browsers already hold (a rename would forget every shopper’s choice)', () => {
    expect(LOCALE_CHOICE_COOKIE).toBe('storefront-locale');
    expect(LOCALE_CHECKED_COOKIE).toBe('storefront-locale-checked');
  });
});
