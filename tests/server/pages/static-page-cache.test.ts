/**
 * Next's store of the statically regenerated pages (src/server/pages/static-page-cache.mjs): what Next keeps and
 * gets back, dropped per company when its stock or catalogue changes in this process, nothing with PAGE_CACHE=off.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StaticPageCache, {
  clearStaticPages,
  companyOfKey,
  dropCompanyPages,
  SETTLE_MS,
} from '@/src/server/pages/static-page-cache.mjs';
import { rememberCompany, staticPagesChanged } from '@/src/server/pages/static-pages';

// Next's keys end with the page's path (server/lib/route-cache-key.js).
const key = (path: string) => `/_route-cache/pages/0f3c/$${path}`;
const page = (html: string) => ({ kind: 'PAGES', html, pageData: {}, headers: undefined, status: 200 });
const cacheControl = { revalidate: 2, expire: 5 };

beforeEach(() => clearStaticPages());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('the static page store', () => {
  it("keeps what Next sets and answers it with the time it was kept and Next's lifetime", async () => {
    const cache = new StaticPageCache();
    const before = Date.now();
    await cache.set(key('/pt-BR/_company/aeroporto/burger-pista'), page('<p>8</p>'), { cacheControl });
    const hit = await cache.get(key('/pt-BR/_company/aeroporto/burger-pista'));
    expect(hit?.value).toEqual(page('<p>8</p>'));
    expect(hit?.cacheControl).toEqual(cacheControl);
    expect(hit?.lastModified).toBeGreaterThanOrEqual(before);
    expect(await cache.get(key('/en/_company/aeroporto/burger-pista'))).toBeNull();
  });

  it('names the company of a key, whichever of its sites the path is for', () => {
    expect(companyOfKey(key('/pt-BR/_company/aeroporto/burger-pista/x'))).toBe('aeroporto');
    expect(companyOfKey(key('/en/_company/aeroporto~root'))).toBe('aeroporto');
    expect(companyOfKey(key('/es/_company/mercado~mercado.test/mercado-da-vila'))).toBe('mercado');
  });

  it("drops every page of a company whose stock changed, on each of its sites and languages, and no other company's", async () => {
    const cache = new StaticPageCache();
    const paths = ['/pt-BR/_company/aeroporto', '/en/_company/aeroporto~root/cafe-check-in', '/pt-BR/_company/mercado'];
    for (const path of paths) await cache.set(key(path), page(path), { cacheControl });
    rememberCompany('company-id-aero', 'aeroporto');
    staticPagesChanged('company-id-aero');
    expect(await cache.get(key(paths[0]))).toBeNull();
    expect(await cache.get(key(paths[1]))).toBeNull();
    expect((await cache.get(key(paths[2])))?.value).toEqual(page(paths[2]));
  });

  it('keeps no render of that company for a moment after a change (it may have read the old stock), then keeps them again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new StaticPageCache();
    dropCompanyPages('aeroporto');
    await cache.set(key('/pt-BR/_company/aeroporto'), page('old'), { cacheControl });
    await cache.set(key('/pt-BR/_company/mercado'), page('other'), { cacheControl });
    expect(await cache.get(key('/pt-BR/_company/aeroporto'))).toBeNull();
    expect(await cache.get(key('/pt-BR/_company/mercado'))).not.toBeNull();
    vi.advanceTimersByTime(SETTLE_MS);
    await cache.set(key('/pt-BR/_company/aeroporto'), page('new'), { cacheControl });
    expect((await cache.get(key('/pt-BR/_company/aeroporto')))?.value).toEqual(page('new'));
  });

  it('a change of a company no page was rendered for drops nothing', async () => {
    const cache = new StaticPageCache();
    await cache.set(key('/pt-BR/_company/aeroporto'), page('a'), { cacheControl });
    staticPagesChanged('never-rendered');
    expect(await cache.get(key('/pt-BR/_company/aeroporto'))).not.toBeNull();
  });

  it('with PAGE_CACHE=off answers nothing and keeps nothing; back on, it keeps again', async () => {
    const cache = new StaticPageCache();
    await cache.set(key('/pt-BR/_company/aeroporto'), page('kept before'), { cacheControl });
    vi.stubEnv('PAGE_CACHE', 'off');
    expect(await cache.get(key('/pt-BR/_company/aeroporto'))).toBeNull();
    await cache.set(key('/pt-BR/_company/mercado'), page('not kept'), { cacheControl });
    vi.stubEnv('PAGE_CACHE', 'on');
    expect(await cache.get(key('/pt-BR/_company/mercado'))).toBeNull();
    await cache.set(key('/pt-BR/_company/mercado'), page('kept'), { cacheControl });
    expect(await cache.get(key('/pt-BR/_company/mercado'))).not.toBeNull();
  });

  it('a 404 Next records as no value is forgotten rather than kept', async () => {
    const cache = new StaticPageCache();
    await cache.set(key('/pt-BR/_company/aeroporto'), page('a'), { cacheControl });
    await cache.set(key('/pt-BR/_company/aeroporto'), null, { cacheControl });
    expect(await cache.get(key('/pt-BR/_company/aeroporto'))).toBeNull();
  });
});
