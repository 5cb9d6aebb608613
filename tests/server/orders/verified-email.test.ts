/**
 * A verified e-mail where sign-in is required (issue 15, point 6; SPEC §6): on a company or a catalogue that requires
 * sign-in, createOrder refuses an account whose e-mail is not verified with EMAIL_NOT_VERIFIED (translated), takes
 * nothing, and places the same order once the address is verified. Where sign-in is not required, an unverified
 * account orders as anyone does. The verification state is read from the database on each request, never from the
 * browser.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders, users } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, MERCADO, openSeededDatabase } from '../graphql-harness';
import { bearer, call, cashOrder, codesOf, CREATE, importTestShop, SHOP, STOCK_ITEM, stockOf } from './orders-fixture';

const UNVERIFIED = 'nao-verificada@exemplo.test';
let t: TestDatabase;
let testShopId: string;
let mercadoId: string;
let unverified: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  // The test shop: the company does not require sign-in, its one catalogue does.
  ({ companyId: testShopId } = await importTestShop(t, (doc) => {
    doc.catalogs[0].requiredAuth = true;
  }));
  [{ id: mercadoId }] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'mercado'));
  await t.db.insert(users).values({ email: UNVERIFIED, name: 'Ana', emailVerified: false });
  unverified = await bearer(t, UNVERIFIED);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const setVerified = (value: boolean) =>
  t.db.update(users).set({ emailVerified: value }).where(eq(users.email, UNVERIFIED));
const mercadoOrder = {
  catalogId: 'mercado-loja',
  items: [{ itemId: 'mercado-loja-16', quantity: 2 }],
  operationWay: { type: 'takeAway', time: 'now' },
  payment: { method: 'CASH' },
};
const ordersOf = async (companyId: string) =>
  (await t.db.select({ id: orders.id, companyId: orders.companyId }).from(orders)).filter(
    (o) => o.companyId === companyId,
  ).length;

describe('a verified e-mail where sign-in is required', () => {
  it('a company that requires sign-in refuses an unverified account with EMAIL_NOT_VERIFIED, translated, and places it once verified', async () => {
    await setVerified(false);
    const count = await ordersOf(mercadoId);
    const refused = await call(CREATE, {
      host: MERCADO,
      authorization: unverified,
      variables: { input: mercadoOrder, key: crypto.randomUUID() },
    });
    expect(codesOf(refused)).toEqual(['EMAIL_NOT_VERIFIED']);
    expect(refused.errors![0].message).toBe(
      'Confirme o seu e-mail para fazer pedidos nesta loja: digite o código que enviamos para ele ou peça um novo.',
    );
    const english = await call(CREATE, {
      host: MERCADO,
      authorization: unverified,
      lang: 'en',
      variables: { input: mercadoOrder, key: crypto.randomUUID() },
    });
    expect(english.errors![0].message).toBe(
      'Confirm your e-mail address to order from this shop: enter the code we sent to it, or ask for a new one.',
    );
    const spanish = await call(CREATE, {
      host: MERCADO,
      authorization: unverified,
      lang: 'es',
      variables: { input: mercadoOrder, key: crypto.randomUUID() },
    });
    expect(spanish.errors![0].message).toBe(
      'Confirma tu correo electrónico para hacer pedidos en esta tienda: escribe el código que te enviamos o pide uno nuevo.',
    );
    expect(await ordersOf(mercadoId)).toBe(count);

    // The same token once the address is verified: the server reads the account again, so the order goes through.
    await setVerified(true);
    const placed = await call(CREATE, {
      host: MERCADO,
      authorization: unverified,
      variables: { input: mercadoOrder, key: crypto.randomUUID() },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.status).toBe('PLACED');
  });

  it('a catalogue that requires sign-in does the same, on a company that does not; a guest there is UNAUTHENTICATED', async () => {
    await setVerified(false);
    const stock = await stockOf(t, testShopId, STOCK_ITEM);
    const refused = await call(CREATE, {
      host: SHOP,
      authorization: unverified,
      clientId: 'browser-unverified-1',
      variables: { input: cashOrder(STOCK_ITEM, 2), key: crypto.randomUUID() },
    });
    expect(codesOf(refused)).toEqual(['EMAIL_NOT_VERIFIED']);
    expect(await stockOf(t, testShopId, STOCK_ITEM)).toBe(stock);
    const guest = await call(CREATE, {
      host: SHOP,
      clientId: 'browser-unverified-1',
      variables: { input: cashOrder(STOCK_ITEM, 2), key: crypto.randomUUID() },
    });
    expect(codesOf(guest)).toEqual(['UNAUTHENTICATED']);
  });

  it('where sign-in is not required, an unverified account orders like anyone', async () => {
    await setVerified(false);
    const input = {
      catalogId: 'aero-delivery-cafe',
      items: [{ itemId: 'aero-delivery-cafe-01', quantity: 1 }],
      operationWay: { type: 'takeAway', time: 'now' },
      payment: { method: 'POSP_CREDIT' },
    };
    const placed = await call(CREATE, {
      host: 'aeroporto.localhost:3000',
      authorization: unverified,
      variables: { input, key: crypto.randomUUID() },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.status).toBe('PLACED');
  });
});
