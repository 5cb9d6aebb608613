/**
 * The statically regenerated pages (home, store, item: src/server/pages/static-page-loader.ts) against the seeded
 * demo database: each site of a company gets its own page with its own links, a stock change in this process
 * shows on the very next page (the company's kept pages are dropped: src/server/pages/static-page-cache.mjs), and
 * a render has no request, so nothing of any shopper can reach a page everybody is served.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GetStaticPropsContext } from 'next';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { closeSeededDatabase, MONDAY_NOON, openSeededDatabase, SHOPPER_EMAIL } from '@/tests/server/graphql-harness';
import type { TestDatabase } from '@/tests/support/test-database';
import { companies } from '@/src/server/db/schema';
import { clearLiveStock, TRUST_MS } from '@/src/server/catalog/live-stock';
import { takeStock } from '@/src/server/orders/stock';
import { loadStaticPage } from '@/src/server/pages/static-page-loader';
import StaticPageCache, { clearStaticPages, SETTLE_MS } from '@/src/server/pages/static-page-cache.mjs';
import { STATIC_PAGE_EXPIRE_S, STATIC_PAGE_REVALIDATE_S } from '@/src/server/pages/static-page-times';
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { PAGE_DATA_PROP } from '@/src/domain/pages/page-data-key';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { storePage } from '@/src/features/store/store-page-data';
import { itemPage, serviceItemPage } from '@/src/features/item/item-page-data';
import nextConfig from '@/next.config';

let t: TestDatabase | undefined;
beforeAll(async () => {
  process.env.STORE_NOW = MONDAY_NOON;
  t = await openSeededDatabase();
});
afterAll(async () => {
  delete process.env.STORE_NOW;
  await closeSeededDatabase(t);
});
beforeEach(() => {
  clearStaticPages();
  clearLiveStock();
});

const at = (company: string, params: Record<string, string> = {}, locale = 'pt-BR') =>
  ({ params: { company, ...params }, locale, defaultLocale: 'pt-BR' }) as unknown as GetStaticPropsContext;

async function propsOf(result: Promise<object>): Promise<Record<string, unknown>> {
  const answer = await result;
  if (!('props' in answer)) throw new Error(`expected props, got ${JSON.stringify(answer)}`);
  return answer.props as Record<string, unknown>;
}

describe('one page per site of a company', () => {
  it("builds each site's links on that site's own address", async () => {
    const sub = await propsOf(loadStaticPage(at('aeroporto', { store: 'cafe-check-in' }), storePage));
    const root = await propsOf(loadStaticPage(at('aeroporto~root', { store: 'cafe-check-in' }), storePage));
    const own = await propsOf(loadStaticPage(at('mercado~mercado.test', { store: 'mercado-da-vila' }), storePage));
    expect([sub.origin, root.origin, own.origin]).toEqual([
      'http://aeroporto.localhost:3000',
      'http://localhost:3000',
      'http://mercado.test:3000',
    ]);
    expect(sub.company).toBe('aeroporto');
    expect(root.company).toBe('aeroporto');
  });

  it("is a 404 for a site that is not the company's (another's domain, a root that serves another company), regenerated like any page", async () => {
    for (const site of ['aeroporto~mercado.test', 'mercado~root', 'aeroporto~nada', 'ninguem'])
      expect(await loadStaticPage(at(site, { store: 'cafe-check-in' }), storePage)).toEqual({
        notFound: true,
        revalidate: STATIC_PAGE_REVALIDATE_S,
      });
  });

  it('an item reached as /servico/… keeps its links there, as /loja/… keeps them under /loja', async () => {
    const params = { store: 'cafe-check-in', product: 'bolo-de-cenoura' };
    expect((await propsOf(loadStaticPage(at('aeroporto', params), itemPage))).basePath).toBe('/loja/cafe-check-in');
    expect((await propsOf(loadStaticPage(at('aeroporto', params), serviceItemPage))).basePath).toBe(
      '/servico/cafe-check-in',
    );
  });
});

describe('a stock change and the kept page', () => {
  const ITEM = 'aero-delivery-cafe-06';
  const key = '/_route-cache/pages/x/$/pt-BR/_company/aeroporto/cafe-check-in/bolo-de-cenoura';
  const params = { store: 'cafe-check-in', product: 'bolo-de-cenoura' };
  const stockShown = (props: Record<string, unknown>) => {
    const data = props[PAGE_DATA_PROP] as Record<string, { item?: { stock?: number | null } }>;
    return Object.values(data).find((answer) => answer.item?.stock !== undefined)?.item?.stock;
  };

  it('in this process: the kept page is dropped at once and the next render shows the stock left', async () => {
    const cache = new StaticPageCache();
    const first = await propsOf(loadStaticPage(at('aeroporto', params), itemPage));
    const before = stockShown(first);
    expect(before).toBeGreaterThanOrEqual(3);
    // What Next does with the render: keeps it under the page's path.
    await cache.set(key, { kind: 'PAGES', props: first }, { cacheControl: { revalidate: 2, expire: 5 } });
    expect(await cache.get(key)).not.toBeNull();

    const [company] = await t!.db.select().from(companies).where(eq(companies.slug, 'aeroporto'));
    await t!.db.transaction(async (tx) => {
      expect(await takeStock(tx, company.id, new Map([[ITEM, 3]]))).toEqual({ ok: true });
    });

    expect(await cache.get(key)).toBeNull();
    const next = await propsOf(loadStaticPage(at('aeroporto', params), itemPage));
    expect(stockShown(next)).toBe(before! - 3);
    // A render that may have begun before the change is not kept in its first moments.
    await cache.set(key, { kind: 'PAGES', props: next }, { cacheControl: { revalidate: 2, expire: 5 } });
    expect(await cache.get(key)).toBeNull();
    expect(SETTLE_MS).toBeLessThan(STATIC_PAGE_EXPIRE_S * 1000);
  });

  it("on another instance (only the expiry reaches it): no page is served, here or by a CDN, older than 5 s plus the live stock's trust, 10 s in all", () => {
    // Next serves a page as kept until `revalidate`, then while it renders it again, and never after `expireTime`;
    // its Cache-Control tells a CDN the same (s-maxage=revalidate, stale-while-revalidate=expire − revalidate).
    expect(nextConfig.expireTime).toBe(STATIC_PAGE_EXPIRE_S);
    expect(STATIC_PAGE_REVALIDATE_S).toBeLessThan(STATIC_PAGE_EXPIRE_S);
    expect(nextConfig.cacheHandler).toMatch(/static-page-cache\.mjs$/);
    // The stock a render shows is at most the live stock's trust old (another instance's orders).
    expect(STATIC_PAGE_EXPIRE_S * 1000 + TRUST_MS).toBeLessThanOrEqual(10_000);
  });
});

describe('a page everybody is served', () => {
  it('is rendered with no visitor at all: an operation asking who is signed in finds nobody', async () => {
    const USER: TypedDocumentNode<{ user: { email: string } | null }, { email: string }> = gql`
      query StaticPublicUser($email: String!) {
        user(filter: { email: $email }) {
          email
        }
      }
    `;
    const probe: PageDeclaration<{ found: string | null }> = {
      company: 'route',
      layout: LayoutDocument,
      namespaces: ['common'],
      cache: 'public',
      data: async (_request, { query }) => ({
        props: { found: (await query(USER, { email: SHOPPER_EMAIL }))?.user?.email ?? null },
      }),
    };
    expect((await propsOf(loadStaticPage(at('aeroporto'), probe))).found).toBeNull();
  });
});
