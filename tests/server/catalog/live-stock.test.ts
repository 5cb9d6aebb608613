/**
 * Live stock on the catalogue reads (src/server/catalog/live-stock.ts): orders placed through GraphQL take an
 * item's stock to 0 and the item, the store summary, the search and the quote say so at once, through the
 * response cache of a company's host; a cancel gives the units back; a change made by another instance (a
 * direct UPDATE here) shows once the overlay's few seconds of trust are over.
 */
import { request, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '@/src/server/db/schema';
import { handleGraphQL } from '@/src/server/graphql/http-handler';
import { clearResponseCache } from '@/src/server/graphql/response-cache';
import { clearLiveStock, liveStockLoads, TRUST_MS } from '@/src/server/catalog/live-stock';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, MONDAY_NOON, openSeededDatabase, type AnyJson } from '../graphql-harness';
import { CANCEL, CATALOG, cashOrder, CREATE, importTestShop, SHOP, STOCK_ITEM } from '../orders/orders-fixture';

let t: TestDatabase;
let companyId: string;
let server: Server;
let port = 0;

beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
  clearLiveStock();
  clearResponseCache();
  process.env.STORE_NOW = MONDAY_NOON;
  server = createServer((req, res) => void handleGraphQL(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  server.close();
  delete process.env.STORE_NOW;
  await closeSeededDatabase(t);
});

interface Answer {
  cache: string | undefined;
  data: Record<string, AnyJson> | null | undefined;
  errors: { extensions?: { code?: string } }[] | undefined;
}

/** A request to /api/graphql over HTTP on the shop's own host, as a browser with a client id cookie sends it. */
function post(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify({ query, variables }));
  const headers = {
    host: SHOP,
    'content-type': 'application/json',
    'content-length': payload.length,
    cookie: 'clientId=live-stock-browser',
  };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/graphql', method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          data?: Record<string, AnyJson>;
          errors?: Answer['errors'];
        };
        resolve({ cache: res.headers['x-cache'] as string | undefined, data: json.data, errors: json.errors });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const ITEM = `query Item { item(filter: {catalogId: "${CATALOG}", itemId: "${STOCK_ITEM}"}) { _id stock } }`;
const SUMMARY = `query Summary { catalogSummary(filter: {catalogId: "${CATALOG}"}) { catalogs { categories { items { _id stock } } } } }`;
const SEARCH = `query Search { search(filter: {query: "item de estoque"}) { items { item { _id stock } } } }`;
const QUOTE = `query Quote($input: OrderInput!) { quote(input: $input) { problems } }`;

const itemStock = async () => (await post(ITEM)).data!.item.stock as number;
const summaryStock = async () =>
  ((await post(SUMMARY)).data!.catalogSummary.catalogs as AnyJson[])
    .flatMap((c) => c.categories)
    .flatMap((c: AnyJson) => c.items)
    .find((i: AnyJson) => i._id === STOCK_ITEM).stock as number;
const searchStock = async () =>
  ((await post(SEARCH)).data!.search.items as AnyJson[]).find((hit) => hit.item._id === STOCK_ITEM).item
    .stock as number;
const quoteProblems = async (quantity: number) =>
  (await post(QUOTE, { input: cashOrder(STOCK_ITEM, quantity) })).data!.quote.problems as string[];

async function place(quantity: number): Promise<string> {
  const answer = await post(CREATE, { input: cashOrder(STOCK_ITEM, quantity), key: crypto.randomUUID() });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOrder._id as string;
}

describe('live stock on the catalogue reads', () => {
  let lastOrder = '';

  it('an item sold out by orders shows stock 0 in item, catalogSummary and search, and the quote refuses it', async () => {
    expect(await itemStock()).toBe(50);
    // The answer is cached (same company version, minute and stock): the next order must not be hidden by it.
    expect((await post(ITEM)).cache).toBe('HIT');
    expect(await summaryStock()).toBe(50);

    await place(48);
    expect(await itemStock()).toBe(2);
    expect(await summaryStock()).toBe(2);
    expect(await quoteProblems(3)).toContain('PRODUCT_OUT_OF_STOCK');
    expect(await quoteProblems(2)).not.toContain('PRODUCT_OUT_OF_STOCK');

    lastOrder = await place(2);
    expect(await itemStock()).toBe(0);
    expect(await summaryStock()).toBe(0);
    expect(await searchStock()).toBe(0);
    expect(await quoteProblems(1)).toContain('PRODUCT_OUT_OF_STOCK');
  });

  it('a cancel gives the units back at once', async () => {
    const cancelled = await post(CANCEL, { id: lastOrder, reason: 'changed my mind' });
    expect(cancelled.errors).toBeUndefined();
    expect(await itemStock()).toBe(2);
    expect(await summaryStock()).toBe(2);
    expect(await quoteProblems(2)).not.toContain('PRODUCT_OUT_OF_STOCK');
  });

  it("another instance's order shows within the overlay's trust, read once for all the requests meanwhile", async () => {
    expect(await itemStock()).toBe(2);
    // Another app instance sells the last two units: this process learns it only from the database.
    await t.db
      .update(items)
      .set({ stock: 0 })
      .where(and(eq(items.companyId, companyId), eq(items.id, STOCK_ITEM)));
    const loads = liveStockLoads();
    for (let i = 0; i < 5; i += 1) expect(await summaryStock()).toBe(2);
    expect(liveStockLoads()).toBe(loads);
    await new Promise((resolve) => setTimeout(resolve, TRUST_MS + 200));
    expect(await itemStock()).toBe(0);
    expect(await summaryStock()).toBe(0);
    expect(liveStockLoads()).toBe(loads + 1);
  }, 20_000);
});
