/**
 * Which payment methods a cart may be paid with (docs/decisions.md "Trust: money and orders", points 12 and 15), through GraphQL on a real
 * database and the real payment router:
 *
 * - the checkout offers only the methods every item and every chosen option accepts, and createOrder takes
 *   exactly those: one function decides for both;
 * - cards fail closed: on a real deployment with no card processor, no card method is offered nor taken;
 * - a sandbox card token pays once only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '@/src/server/db/schema';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call, CATALOG, codesOf, importTestShop, SHOP, STOCK_ITEM, stockOf } from './orders-fixture';
import { changeCatalogue, sandboxCard } from './money-fixture';

const OPTIONS_ITEM = 'teste-opcoes';
const GROUP = 'teste-opcoes-embalagem';
/** Its option "Presente" is paid only by PIX or cash; "Simples" takes any method. */
const GIFT = 'teste-opcoes-presente';
const PLAIN = 'teste-opcoes-simples';

let t: TestDatabase;
let companyId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
  await changeCatalogue(t, 'pedidoteste', (doc) => {
    doc.catalogs[0].categories[0].items.push({
      _id: OPTIONS_ITEM,
      slug: 'item-com-opcoes',
      name: 'Item com opções',
      price: 12,
      subcategories: [
        {
          _id: GROUP,
          name: 'Embalagem',
          min: 1,
          max: 1,
          subitems: [
            { _id: PLAIN, name: 'Simples', price: 0 },
            { _id: GIFT, name: 'Presente', price: 3, acceptedPaymentMethods: ['PIX', 'CASH'] },
          ],
        },
      ],
    });
  });
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => {
  vi.unstubAllEnvs();
  clearDirectoryCache();
});

const OPTIONS = /* GraphQL */ `
  query CheckoutOptions($input: CheckoutOptionsInput!) {
    checkoutOptions(input: $input) {
      paymentMethods {
        _id
        method
      }
      cardTokenization {
        processor
        endpoint
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation CreateOrder($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
      total
      payment {
        method
        status
      }
    }
  }
`;
const CLIENT = 'browser-methods-0001';
const ALL = ['ZOOP_CREDIT', 'PIX', 'POSP_CREDIT', 'POSP_DEBIT', 'POSP_FOOD_TICKET', 'POSP_MEAL_TICKET', 'CASH'];

const line = (option: string) => ({
  itemId: OPTIONS_ITEM,
  quantity: 1,
  subitems: [{ subcategoryId: GROUP, subitemId: option, quantity: 1 }],
});
const offered = async (input: Record<string, unknown>, host = SHOP) => {
  const result = await call(OPTIONS, { host, variables: { input: { catalogId: CATALOG, ...input } } });
  expect(result.errors).toBeUndefined();
  return result.data!.checkoutOptions as {
    paymentMethods: { method: string }[];
    cardTokenization: { processor: string; endpoint: string | null };
  };
};
const methodsOffered = async (input: Record<string, unknown>, host?: string) =>
  (await offered(input, host)).paymentMethods.map((m) => m.method);
const order = (items: unknown[], method: string, options: { host?: string; key?: string; cardToken?: string } = {}) =>
  call(CREATE, {
    host: options.host,
    clientId: CLIENT,
    variables: {
      input: {
        catalogId: CATALOG,
        items,
        operationWay: { type: 'takeAway', time: 'now' },
        payment: { method, cardToken: options.cardToken ?? (method === 'ZOOP_CREDIT' ? sandboxCard() : null) },
      },
      key: options.key ?? crypto.randomUUID(),
    },
  });

describe('the payment methods of a cart: one rule for the checkout and createOrder', () => {
  it('a chosen option narrows the methods the checkout offers', async () => {
    expect(await methodsOffered({ lines: [line(PLAIN)] })).toEqual(ALL);
    expect(await methodsOffered({ lines: [line(GIFT)] })).toEqual(['PIX', 'CASH']);
    expect(await methodsOffered({ lines: [line(PLAIN), { itemId: STOCK_ITEM, quantity: 1 }, line(GIFT)] })).toEqual([
      'PIX',
      'CASH',
    ]);
    // An attendant's walk-in order, with the same rule: in person only.
    expect(await methodsOffered({ lines: [line(GIFT)], inPersonOnly: true })).toEqual(['CASH']);
  });

  it.each([
    ['the plain option', [line(PLAIN)]],
    ['the gift option', [line(GIFT)]],
    ['both, with a cash-only item', [line(PLAIN), line(GIFT), { itemId: 'teste-dinheiro', quantity: 1 }]],
  ])('for %s, createOrder takes exactly the methods the checkout offers', async (_what, lines) => {
    const shown = await methodsOffered({ lines });
    for (const method of ALL) {
      const result = await order(lines, method);
      if (shown.includes(method)) {
        expect(result.errors, `${method} was offered`).toBeUndefined();
      } else {
        expect(codesOf(result), `${method} was not offered`).toEqual(['PAYMENT_METHOD_NOT_ACCEPTED']);
      }
    }
  });
});

describe('cards fail closed on a real deployment without a card processor', () => {
  const REAL_HOST = 'pedidoteste.loja.example.com.br';
  const realDeployment = (stripeKey = '') => {
    vi.stubEnv('ROOT_DOMAIN', 'loja.example.com.br');
    vi.stubEnv('STRIPE_SECRET_KEY', stripeKey);
    clearDirectoryCache();
  };

  it('offers no card method and no card tokenisation', async () => {
    realDeployment();
    const options = await offered({ lines: [line(PLAIN)] }, REAL_HOST);
    expect(options.paymentMethods.map((m) => m.method)).toEqual(ALL.filter((m) => m !== 'ZOOP_CREDIT'));
    expect(options.cardTokenization).toEqual({ processor: 'none', endpoint: null });
  });

  it('refuses a card order, even with a sandbox token that the demo would approve: no order, no stock taken', async () => {
    realDeployment();
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const key = crypto.randomUUID();
    const refused = await order([{ itemId: STOCK_ITEM, quantity: 1 }], 'ZOOP_CREDIT', { host: REAL_HOST, key });
    expect(codesOf(refused)).toEqual(['PAYMENT_METHOD_NOT_ACCEPTED']);
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
    expect((await order([{ itemId: STOCK_ITEM, quantity: 1 }], 'PIX', { host: REAL_HOST })).errors).toBeUndefined();
  });

  it('offers cards again, through Stripe.js, once Stripe is configured', async () => {
    realDeployment('sk_live_configured');
    const options = await offered({ lines: [line(PLAIN)] }, REAL_HOST);
    expect(options.paymentMethods.map((m) => m.method)).toContain('ZOOP_CREDIT');
    expect(options.cardTokenization.processor).toBe('stripe');
  });

  it('the demo keeps its sandbox cards', async () => {
    const options = await offered({ lines: [line(PLAIN)] });
    expect(options.paymentMethods.map((m) => m.method)).toContain('ZOOP_CREDIT');
    expect(options.cardTokenization).toEqual({ processor: 'sandbox', endpoint: '/api/payments/sandbox/tokens' });
  });
});

describe('sandbox card tokens pay once only', () => {
  it('a token that paid one order is declined for the next, which keeps no order and no stock; the first order’s own retry is still its answer', async () => {
    const token = sandboxCard();
    const firstKey = crypto.randomUUID();
    const paid = await order([{ itemId: STOCK_ITEM, quantity: 1 }], 'ZOOP_CREDIT', { cardToken: token, key: firstKey });
    expect(paid.data!.createOrder.payment).toEqual({ method: 'ZOOP_CREDIT', status: 'PAID' });

    const before = await stockOf(t, companyId, STOCK_ITEM);
    const secondKey = crypto.randomUUID();
    const replay = await order([{ itemId: STOCK_ITEM, quantity: 1 }], 'ZOOP_CREDIT', {
      cardToken: token,
      key: secondKey,
    });
    expect(codesOf(replay)).toEqual(['PAYMENT_DECLINED']);
    expect(replay.errors![0].extensions).toMatchObject({ declineCode: 'INVALID_CARD_TOKEN', retryable: false });
    expect(
      await t.db
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, secondKey))),
    ).toEqual([]);
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);

    const retry = await order([{ itemId: STOCK_ITEM, quantity: 1 }], 'ZOOP_CREDIT', {
      cardToken: token,
      key: firstKey,
    });
    expect(retry.data!.createOrder._id).toBe(paid.data!.createOrder._id);
  });

  it('two orders racing with one token: one is paid, the other declined', async () => {
    const token = sandboxCard();
    const results = await Promise.all(
      [0, 1, 2].map(() => order([{ itemId: STOCK_ITEM, quantity: 1 }], 'ZOOP_CREDIT', { cardToken: token })),
    );
    expect(results.filter((r) => r.data?.createOrder?.payment.status === 'PAID')).toHaveLength(1);
    expect(results.filter((r) => codesOf(r)[0] === 'PAYMENT_DECLINED')).toHaveLength(2);
  });

  it('a declined card stays declined with its token, and spends nothing', async () => {
    const token = sandboxCard('CARD_DECLINED');
    for (let i = 0; i < 2; i += 1) {
      const declined = await order([{ itemId: STOCK_ITEM, quantity: 1 }], 'ZOOP_CREDIT', { cardToken: token });
      expect(declined.errors![0].extensions).toMatchObject({ declineCode: 'CARD_DECLINED' });
    }
  });
});
