/**
 * The order tests' world: the demo data plus a test company, `pedidoteste` (a copy of mercado that anyone may
 * buy from, with an item of stock 50, an item paid only in cash, WhatsApp ordering), its staff member, and a
 * request helper that, unlike the shared harness, also sends the client id cookie.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { importCatalog } from '@/src/server/catalog-io/import';
import { companies, items, users } from '@/src/server/db/schema';
import { getYoga } from '@/src/server/graphql/yoga';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { signIdToken } from '@/src/server/identity/id-token';
import type { TestDatabase } from '@/tests/support/test-database';
import { atClock, MONDAY_NOON, type AnyJson, type GqlError } from '../graphql-harness';

export const SHOP = 'pedidoteste.localhost:3000';
export const CATALOG = 'mercado-loja';
export const STOCK_ITEM = 'teste-estoque';
export const CASH_ONLY_ITEM = 'teste-dinheiro';
export const SHOP_STAFF_EMAIL = 'equipe@pedidoteste.test';

/** `edit` changes the document before it is imported (a test's own payment methods, say). */
export async function importTestShop(t: TestDatabase, edit?: (doc: AnyJson) => void): Promise<{ companyId: string }> {
  const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
  doc.company = { ...doc.company, slug: 'pedidoteste', name: 'Pedido Teste', domains: [], requiredAuth: false };
  doc.blogPosts = [];
  const catalog = doc.catalogs[0];
  Object.assign(catalog, { requiredAuth: false, minimumOrderValue: 0, integration: { whatsapp: { sendOrder: true } } });
  catalog.categories[0].items.push(
    { _id: STOCK_ITEM, slug: 'item-de-estoque', name: 'Item de estoque', price: 10, stock: 50 },
    { _id: CASH_ONLY_ITEM, slug: 'so-dinheiro', name: 'Só em dinheiro', price: 5, acceptedPaymentMethods: ['CASH'] },
  );
  edit?.(doc);
  const imported = await importCatalog(t.db, doc);
  if (!imported.ok) throw new Error(`import failed: ${JSON.stringify(imported)}`);
  clearDirectoryCache();
  const [company] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'pedidoteste'));
  await t.db
    .insert(users)
    .values({ email: SHOP_STAFF_EMAIL, name: 'Equipe', role: 'staff', companyId: company.id, emailVerified: true });
  return { companyId: company.id };
}

export async function stockOf(t: TestDatabase, companyId: string, itemId: string): Promise<number | null> {
  const [row] = await t.db
    .select({ stock: items.stock })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.id, itemId)));
  return row?.stock ?? null;
}

export async function bearer(t: TestDatabase, email: string): Promise<string> {
  const [user] = await t.db
    .select({ id: users.id, email: users.email, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return `Bearer ${await signIdToken(user)}`;
}

export interface Call {
  host?: string;
  variables?: Record<string, unknown>;
  authorization?: string;
  clientId?: string;
  lang?: string;
  /** STORE_NOW for the request; Monday noon by default. */
  now?: string;
}

export interface Result {
  data: Record<string, AnyJson> | null | undefined;
  errors: GqlError[] | undefined;
}

/** One GraphQL request through Yoga as the API route sends it, with the client id cookie when given. */
export async function call(query: string, options: Call = {}): Promise<Result> {
  const host = options.host ?? SHOP;
  const headers: Record<string, string> = { 'content-type': 'application/json', host };
  if (options.authorization) headers.authorization = options.authorization;
  if (options.clientId) headers.cookie = `theme=dark; clientId=${options.clientId}`;
  if (options.lang) headers['accept-language'] = options.lang;
  const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
  const response = await atClock(options.now ?? MONDAY_NOON, async () =>
    getYoga().fetch(`http://${host}/api/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ operationName, variables: options.variables ?? {}, query }),
    }),
  );
  const parsed = (await response.json()) as Result;
  return { data: parsed.data, errors: parsed.errors };
}

export const ORDER_FIELDS = /* GraphQL */ `
  _id number status catalogId canCancel createdAt subtotal discount deliveryFee total cancelRefusal cancelReason whatsappLink nextStatuses
  lines { itemId quantity unitPrice total }
  items { itemId name quantity unitPrice total options { name quantity unitPrice } note }
  payment { method status pixCopyPaste declineReason }
  operationWay { type time scheduledFor }
  gateDelivery { terminal gate flightNumber boardingTime }
  receivedGuest customerName
  events { status at reason }
`;

export const CREATE = /* GraphQL */ `
  mutation CreateOrder($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { ${ORDER_FIELDS} } }
`;
export const ORDER = /* GraphQL */ `query Order($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
export const MY_ORDERS = /* GraphQL */ `
  query MyOrders {
    myOrders {
      _id
      number
      status
    }
  }
`;
export const COMPANY_ORDERS = /* GraphQL */ `
  query CompanyOrders($status: [OrderStatus!], $first: Int) {
    companyOrders(status: $status, first: $first) {
      _id
      number
      status
    }
  }
`;
export const CANCEL = /* GraphQL */ `mutation CancelOrder($id: ID!, $reason: String) { cancelOrder(id: $id, reason: $reason) { ${ORDER_FIELDS} } }`;
export const UPDATE_STATUS = /* GraphQL */ `
  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) { updateOrderStatus(id: $id, status: $status, reason: $reason) { ${ORDER_FIELDS} } }
`;

/** A take-away order of `quantity` units of `itemId`, paid in cash. */
export const cashOrder = (itemId = STOCK_ITEM, quantity = 1, extra: Record<string, unknown> = {}) => ({
  catalogId: CATALOG,
  items: [{ itemId, quantity }],
  operationWay: { type: 'takeAway', time: 'now' },
  payment: { method: 'CASH' },
  ...extra,
});

export const codesOf = (result: Result) => (result.errors ?? []).map((e) => e.extensions?.code);
