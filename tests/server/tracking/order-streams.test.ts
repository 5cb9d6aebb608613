/**
 * Who may follow one order's stream (src/server/tracking/order-streams.ts `readableOrder`): exactly who may read it
 * through GraphQL's `order(id)`, run in process with the request's cookies (here a guest's client id cookie).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableOrder } from '@/src/server/tracking/order-streams';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, MONDAY_NOON, openSeededDatabase } from '../graphql-harness';
import { call, cashOrder, CREATE, importTestShop, SHOP } from '../orders/orders-fixture';

const GUEST = 'cliente-do-fluxo-0001';
let t: TestDatabase | undefined;
let orderId = '';

beforeAll(async () => {
  process.env.STORE_NOW = MONDAY_NOON;
  t = await openSeededDatabase();
  await importTestShop(t);
  const created = await call(CREATE, {
    clientId: GUEST,
    variables: {
      input: cashOrder('mercado-loja-16', 1, { customer: { name: 'Ana Souza', email: 'ana@exemplo.test' } }),
      key: `key-${crypto.randomUUID()}`,
    },
  });
  expect(created.errors).toBeUndefined();
  orderId = created.data!.createOrder._id;
}, 60_000);
afterAll(async () => {
  delete process.env.STORE_NOW;
  await closeSeededDatabase(t);
});

/** A request to the order's stream route, with the browser's cookies. */
function request(cookie: string, extra: Record<string, string> = {}) {
  const req = new IncomingMessage(new Socket()) as IncomingMessage & { cookies: Record<string, string> };
  req.headers = { host: SHOP, cookie, ...extra };
  req.cookies = Object.fromEntries(cookie.split('; ').map((pair) => pair.split('=') as [string, string]));
  return { req, res: new ServerResponse(req) };
}

describe('readableOrder', () => {
  it('answers the guest who placed the order its id, status and last change', async () => {
    const { req, res } = request(`clientId=${GUEST}`);
    const order = await readableOrder(req, res, orderId);
    expect(order).toMatchObject({ _id: orderId, status: expect.any(String), updatedAt: expect.any(String) });
  });

  it('answers nobody else: another guest, an unknown order, or a company the browser names in x-company', async () => {
    const other = request('clientId=outro-cliente-0002');
    expect(await readableOrder(other.req, other.res, orderId)).toBeNull();
    const mine = request(`clientId=${GUEST}`);
    expect(await readableOrder(mine.req, mine.res, 'nao-existe')).toBeNull();
    // The route is not behind the proxy: a forged x-company does not move the request to another company.
    const forged = request(`clientId=${GUEST}`, { host: 'aeroporto.localhost:3000', 'x-company': 'pedidoteste' });
    expect(await readableOrder(forged.req, forged.res, orderId)).toBeNull();
  });
});
