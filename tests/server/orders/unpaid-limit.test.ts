/**
 * The unpaid-orders limit (issue 15, point 13; docs/decisions.md "Trust: unpaid orders and a verified e-mail"): one browser (client id), account or e-mail holds
 * at most five orders waiting for a PIX, link or transfer payment in a company; the sixth is refused with
 * UNPAID_ORDERS_LIMIT and a translated message, and takes no stock. Card and in-person orders are never refused, an
 * overdue order frees its place, the company's staff (attendant mode) are not limited, a burst from one browser
 * cannot slip past it, and a traveller's food, lounge, locker and taxi always go through. A guest needs the
 * browser's client id. Real payment router (PIX needs no outside service); the clock is STORE_NOW.
 */
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/src/server/db/schema';
import { serverSecret } from '@/src/server/identity/server-secret';
import { issueSandboxToken } from '@/src/server/payments/sandbox-token';
import type { TestDatabase } from '@/tests/support/test-database';
import {
  AERO,
  closeSeededDatabase,
  MERCADO_STAFF_EMAIL,
  MONDAY_NOON,
  openSeededDatabase,
  SHOPPER_EMAIL,
} from '../graphql-harness';
import {
  bearer,
  call,
  cashOrder,
  codesOf,
  CREATE,
  importTestShop,
  SHOP_STAFF_EMAIL,
  STOCK_ITEM,
  stockOf,
  type Call,
} from './orders-fixture';

let t: TestDatabase;
let companyId: string;
let shopper: string;
let staff: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t, (doc) => {
    doc.catalogs[0].paymentMethods.push({ _id: 'teste-pay-link', method: 'LINK', type: 'ONLINE', status: 'ACTIVE' });
  }));
  shopper = await bearer(t, SHOPPER_EMAIL);
  staff = await bearer(t, SHOP_STAFF_EMAIL);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const at = (minutes: number) => DateTime.fromISO(MONDAY_NOON, { setZone: true }).plus({ minutes }).toISO()!;
const pixOrder = (email = 'ana@exemplo.test', method = 'PIX') => ({
  ...cashOrder(STOCK_ITEM, 1),
  payment: { method },
  customer: { name: 'Ana', email },
});
const place = (input: Record<string, unknown>, options: Omit<Call, 'variables'> = {}) =>
  call(CREATE, { ...options, variables: { input, key: crypto.randomUUID() } });
const placedCount = async (clientId: string) =>
  (
    await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.clientId, clientId)))
  ).length;

async function placeFive(
  options: (i: number) => Omit<Call, 'variables'>,
  email: (i: number) => string = () => 'ana@exemplo.test',
) {
  for (let i = 0; i < 5; i += 1) {
    const result = await place(pixOrder(email(i)), options(i));
    expect(result.errors, `unpaid order ${i + 1}`).toBeUndefined();
  }
}

describe('the unpaid-orders limit', () => {
  it('one browser holds five unpaid PIX orders; the sixth is refused with its own code, translated, and takes no stock', async () => {
    const browser = 'browser-limit-0001';
    await placeFive(
      () => ({ clientId: browser }),
      (i) => `limit-${i}@exemplo.test`,
    );
    const stock = await stockOf(t, companyId, STOCK_ITEM);

    const sixth = await place(pixOrder('limit-6@exemplo.test'), { clientId: browser });
    expect(codesOf(sixth)).toEqual(['UNPAID_ORDERS_LIMIT']);
    expect(sixth.errors![0].extensions).toMatchObject({ limit: 5 });
    expect(sixth.errors![0].message).toBe(
      'Você já tem 5 pedidos aguardando pagamento nesta loja. Pague ou cancele um deles em "Meus pedidos", ou pague este com cartão ou no local.',
    );
    expect((await place(pixOrder(), { clientId: browser, lang: 'en' })).errors![0].message).toMatch(
      /^You already have 5 orders awaiting payment at this shop\./,
    );
    expect((await place(pixOrder(), { clientId: browser, lang: 'es' })).errors![0].message).toMatch(
      /^Ya tienes 5 pedidos esperando pago en esta tienda\./,
    );
    // A payment link waits for the money too.
    expect(codesOf(await place(pixOrder(undefined, 'LINK'), { clientId: browser }))).toEqual(['UNPAID_ORDERS_LIMIT']);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(stock);
    expect(await placedCount(browser)).toBe(5);

    // Paying another way is still possible: in person, or by card.
    expect((await place(cashOrder(STOCK_ITEM, 1), { clientId: browser })).errors).toBeUndefined();
    const card = issueSandboxToken({ outcome: 'APPROVE', brand: 'visa', last4: '4242' }, serverSecret(), new Date());
    const paid = await place(
      { ...cashOrder(STOCK_ITEM, 1), payment: { method: 'ZOOP_CREDIT', cardToken: card } },
      { clientId: browser },
    );
    expect(paid.errors).toBeUndefined();
  });

  it('an order past its due time no longer counts: the browser may order again once one has expired', async () => {
    const browser = 'browser-limit-0002';
    await placeFive(() => ({ clientId: browser }));
    expect(codesOf(await place(pixOrder(), { clientId: browser, now: at(29) }))).toEqual(['UNPAID_ORDERS_LIMIT']);
    const later = await place(pixOrder(), { clientId: browser, now: at(30) });
    expect(later.errors).toBeUndefined();
  });

  it('follows a signed-in account across browsers', async () => {
    await placeFive(
      (i) => ({ authorization: shopper, clientId: `browser-account-${i}xx` }),
      (i) => `account-${i}@exemplo.test`,
    );
    expect(
      codesOf(
        await place(pixOrder('account-9@exemplo.test'), { authorization: shopper, clientId: 'browser-account-9xx' }),
      ),
    ).toEqual(['UNPAID_ORDERS_LIMIT']);
    // The same account with no cookie at all, too.
    expect(codesOf(await place(pixOrder('account-9@exemplo.test'), { authorization: shopper }))).toEqual([
      'UNPAID_ORDERS_LIMIT',
    ]);
  });

  it('follows an e-mail across browsers, whatever its case', async () => {
    await placeFive(
      (i) => ({ clientId: `browser-email-${i}xxx` }),
      () => 'Hoarder@Exemplo.test',
    );
    expect(codesOf(await place(pixOrder('hoarder@exemplo.TEST'), { clientId: 'browser-email-9xxx' }))).toEqual([
      'UNPAID_ORDERS_LIMIT',
    ]);
    // Another shopper on another browser is not held back by it.
    expect(
      (await place(pixOrder('someone-else@exemplo.test'), { clientId: 'browser-email-8xxx' })).errors,
    ).toBeUndefined();
  });

  it('a burst of ten orders at once from one browser places exactly five', async () => {
    const browser = 'browser-limit-burst';
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => place(pixOrder(`burst-${i}@exemplo.test`), { clientId: browser })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(5);
    expect(results.flatMap(codesOf).sort()).toEqual(Array(5).fill('UNPAID_ORDERS_LIMIT'));
    expect(await placedCount(browser)).toBe(5);
  });

  it('does not limit the company’s staff taking orders for customers (attendant mode); another company’s staff are limited', async () => {
    for (let i = 0; i < 7; i += 1) {
      const result = await place(pixOrder(`walk-in-${i}@exemplo.test`), {
        authorization: staff,
        clientId: 'browser-counter-01',
      });
      expect(result.errors, `attendant order ${i + 1}`).toBeUndefined();
    }
    const outsider = await bearer(t, MERCADO_STAFF_EMAIL);
    await placeFive(
      (i) => ({ authorization: outsider, clientId: `browser-outsider-${i}` }),
      (i) => `outsider-${i}@exemplo.test`,
    );
    expect(
      codesOf(
        await place(pixOrder('outsider-9@exemplo.test'), { authorization: outsider, clientId: 'browser-outsider-9' }),
      ),
    ).toEqual(['UNPAID_ORDERS_LIMIT']);
  });

  it('never stops a traveller: food, two lounge passes, a locker and a taxi from one browser at the airport', async () => {
    const browser = 'browser-traveller-01';
    const customer = {
      name: 'Ana Souza',
      email: 'viajante-limite@exemplo.test',
      phone: '11999998888',
      identityDocument: '52998224725',
      identityDocumentType: 'CPF',
    };
    const card = issueSandboxToken({ outcome: 'APPROVE', brand: 'visa', last4: '4242' }, serverSecret(), new Date());
    const booking = { type: 'booking', time: 'now' };
    const orders = {
      food: {
        catalogId: 'aero-delivery-cafe',
        items: [{ itemId: 'aero-delivery-cafe-01', quantity: 2 }],
        operationWay: { type: 'takeAway', time: 'now' },
        payment: { method: 'ZOOP_CREDIT', cardToken: card },
      },
      lounge: {
        catalogId: 'aero-sala-vip',
        items: [
          {
            itemId: 'aero-sala-vip-01',
            quantity: 1,
            subitems: [
              { subcategoryId: 'aero-sala-vip-01-terminal', subitemId: 'aero-sala-vip-01-terminal-t2', quantity: 1 },
            ],
          },
        ],
        operationWay: booking,
        payment: { method: 'PIX' },
      },
      companion: {
        catalogId: 'aero-sala-vip',
        items: [
          {
            itemId: 'aero-sala-vip-02',
            quantity: 1,
            subitems: [
              { subcategoryId: 'aero-sala-vip-02-terminal', subitemId: 'aero-sala-vip-02-terminal-t2', quantity: 1 },
            ],
          },
        ],
        operationWay: booking,
        payment: { method: 'PIX' },
      },
      locker: {
        catalogId: 'aero-guarda-volumes',
        items: [
          {
            itemId: 'aero-guarda-volumes-02',
            quantity: 1,
            subitems: [
              {
                subcategoryId: 'aero-guarda-volumes-02-periodo',
                subitemId: 'aero-guarda-volumes-02-periodo-datas',
                quantity: 1,
              },
            ],
            interval: { start: MONDAY_NOON, end: at(8 * 60) },
          },
        ],
        operationWay: booking,
        payment: { method: 'PIX' },
      },
      taxi: {
        catalogId: 'aero-taxi',
        items: [
          {
            itemId: 'aero-taxi-01',
            quantity: 1,
            subitems: [{ subcategoryId: 'aero-taxi-01-veiculo', subitemId: 'aero-taxi-01-veiculo-seda', quantity: 1 }],
          },
        ],
        operationWay: booking,
        payment: { method: 'PIX' },
      },
    };
    for (const [what, input] of Object.entries(orders)) {
      const result = await place({ ...input, customer }, { host: AERO, clientId: browser });
      expect(result.errors, what).toBeUndefined();
      expect(result.data!.createOrder.status, what).toBe('PLACED');
    }
  });
});

describe('a guest’s order needs the browser’s client id', () => {
  it('is refused with CLIENT_ID_REQUIRED (translated) without the cookie, and placed with it or when signed in', async () => {
    const stock = await stockOf(t, companyId, STOCK_ITEM);
    const refused = await place(cashOrder(STOCK_ITEM, 1));
    expect(codesOf(refused)).toEqual(['CLIENT_ID_REQUIRED']);
    expect(refused.errors![0].message).toMatch(/^Não foi possível identificar este navegador\./);
    expect((await place(cashOrder(STOCK_ITEM, 1), { lang: 'en' })).errors![0].message).toMatch(
      /^This browser could not be identified\./,
    );
    expect((await place(cashOrder(STOCK_ITEM, 1), { lang: 'es' })).errors![0].message).toMatch(
      /^No fue posible identificar este navegador\./,
    );
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(stock);
    expect((await place(cashOrder(STOCK_ITEM, 1), { clientId: 'browser-with-cookie' })).errors).toBeUndefined();
    expect((await place(cashOrder(STOCK_ITEM, 1), { authorization: shopper })).errors).toBeUndefined();
  });
});
