/**
 * The arrival language on the server (src/server/tenancy/arrival-locale.ts): a visit's first document opens in the
 * remembered choice, else in the browser's language when ours and other than pt-BR and the page's, by a redirect
 * that a shared cache never keeps; everything else is served as asked. The browser's own leg is in
 * tests/ui/layout/top-bar-language.test.tsx, the whole journey in e2e/layout.spec.ts.
 */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALE_CHECKED_COOKIE, LOCALE_CHOICE_COOKIE } from '@/src/domain/locale-arrival';
import { arrivalRedirect } from '@/src/server/tenancy/arrival-locale';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the same CommonJS file next.config.ts reads
const { i18n } = require('../../../next-i18next.config.js');

const ORIGIN = 'http://aeroporto.localhost:3000';
const DOCUMENT = { 'sec-fetch-dest': 'document', accept: 'text/html' };

function ask(path: string, headers: Record<string, string>) {
  return arrivalRedirect(new NextRequest(`${ORIGIN}${path}`, { headers, nextConfig: { i18n } }), false);
}

describe('a visit’s first page', () => {
  it('moves an English or Spanish browser to its language on the same path, query kept', () => {
    const english = ask('/loja/burger-pista?cupom=BEMVINDO', { ...DOCUMENT, 'accept-language': 'en-US,en;q=0.9' });
    expect(english?.status).toBe(307);
    expect(english?.headers.get('location')).toBe(`${ORIGIN}/en/loja/burger-pista?cupom=BEMVINDO`);
    const spanish = ask('/', { ...DOCUMENT, 'accept-language': 'es-AR' });
    expect(spanish?.headers.get('location')).toBe(`${ORIGIN}/es`);
    // The most preferred language by weight, not by position.
    const weighted = ask('/', { ...DOCUMENT, 'accept-language': 'pt-BR;q=0.5, es;q=0.9' });
    expect(weighted?.headers.get('location')).toBe(`${ORIGIN}/es`);
  });

  it('marks the visit as decided, and is never kept by a shared cache', () => {
    const response = ask('/', { ...DOCUMENT, 'accept-language': 'en' })!;
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${LOCALE_CHECKED_COOKIE}=1`);
    expect(cookie.toLowerCase()).not.toContain('max-age'); // a session cookie: the visit's
    expect(cookie.toLowerCase()).not.toContain('expires');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
  });

  it('serves the page as asked for a browser in pt-BR, in an unsupported language, or in the page’s language', () => {
    expect(ask('/', { ...DOCUMENT, 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' })).toBeNull();
    expect(ask('/', { ...DOCUMENT, 'accept-language': 'fr-FR,fr;q=0.9' })).toBeNull();
    expect(ask('/en/loja/burger-pista', { ...DOCUMENT, 'accept-language': 'en-GB' })).toBeNull();
    expect(ask('/', DOCUMENT)).toBeNull(); // no Accept-Language: a crawler, a script
  });

  it('follows the remembered choice over the browser, and only to one of the languages', () => {
    const chosen = ask('/es/loja/burger-pista', {
      ...DOCUMENT,
      'accept-language': 'en-US',
      cookie: `${LOCALE_CHOICE_COOKIE}=pt-BR`,
    });
    expect(chosen?.headers.get('location')).toBe(`${ORIGIN}/loja/burger-pista`);
    expect(ask('/', { ...DOCUMENT, 'accept-language': 'en-US', cookie: `${LOCALE_CHOICE_COOKIE}=pt-BR` })).toBeNull();
    expect(ask('/', { ...DOCUMENT, 'accept-language': 'en-US', cookie: `${LOCALE_CHOICE_COOKIE}=xx` })).toBeNull();
  });

  it('decides once per visit: never again once the visit is marked', () => {
    expect(ask('/', { ...DOCUMENT, 'accept-language': 'en-US', cookie: `${LOCALE_CHECKED_COOKIE}=1` })).toBeNull();
  });

  it('leaves alone what is not a page opened by the browser: data requests, prefetches, posts', () => {
    const english = { 'accept-language': 'en-US' };
    expect(ask('/loja/burger-pista', { ...english, 'x-nextjs-data': '1', accept: '*/*' })).toBeNull();
    expect(ask('/loja/burger-pista', { ...english, 'sec-fetch-dest': 'empty', accept: '*/*' })).toBeNull();
    expect(ask('/loja/burger-pista', { ...english, ...DOCUMENT, 'sec-purpose': 'prefetch' })).toBeNull();
    const post = arrivalRedirect(
      new NextRequest(`${ORIGIN}/login`, {
        method: 'POST',
        headers: { ...english, ...DOCUMENT },
        nextConfig: { i18n },
      }),
      false,
    );
    expect(post).toBeNull();
    // Without Sec-Fetch-Dest, an HTML Accept is a page.
    expect(ask('/', { ...english, accept: 'text/html,application/xhtml+xml' })?.status).toBe(307);
    expect(ask('/', { ...english, accept: 'application/json' })).toBeNull();
  });
});
