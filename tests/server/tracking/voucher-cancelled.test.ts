/**
 * Vouchers die with their order (issue 15, point 14), through GraphQL on the seeded demo: a lounge pass used now is
 * VALID at the counter; once its order is cancelled — or its money refunded — the same code (kept as a screenshot)
 * still carries a genuine signature but voucherCheck says CANCELLED and not valid, and the order shows no vouchers.
 * A code of no order of ours is UNKNOWN; a forged one FORGED. The online gateway is a stand-in that approves and
 * refunds (named so: the adapters have their own tests).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/src/server/db/schema';
import { useOrderPaymentGateway as setGateway } from '@/src/server/orders/order-gateway';
import type { PaymentGateway } from '@/src/server/payments/payment-gateway';
import { signedVoucherCode } from '@/src/server/tracking/voucher-signature';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call } from '../orders/orders-fixture';

const approving: PaymentGateway = {
  async charge() {
    return { status: 'PAID', gateway: 'stand-in', reference: `ref-${crypto.randomUUID()}` };
  },
  async refund() {
    return true;
  },
};

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => setGateway(null));

const CREATE = /* GraphQL */ `
  mutation Create($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
      number
      vouchers {
        code
      }
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($id: ID!) {
    cancelOrder(id: $id, reason: "Mudança de planos") {
      status
      payment {
        status
      }
    }
  }
`;
const READ = /* GraphQL */ `
  query Read($id: ID!) {
    order(id: $id) {
      status
      vouchers {
        code
      }
    }
  }
`;
const CHECK = /* GraphQL */ `
  query Check($code: String!) {
    voucherCheck(code: $code) {
      genuine
      orderNumber
      line
      valid
      status
    }
  }
`;
const LATER = '2026-11-23T13:00:00.000-03:00';

async function loungePass(clientId: string): Promise<{ _id: string; number: string; code: string }> {
  setGateway(approving);
  const result = await call(CREATE, {
    host: AERO,
    clientId,
    variables: {
      key: `key-${crypto.randomUUID()}`,
      input: {
        catalogId: 'aero-sala-vip',
        items: [
          {
            categoryId: 'aero-sala-vip-passes',
            itemId: 'aero-sala-vip-01',
            quantity: 1,
            subitems: [
              { subcategoryId: 'aero-sala-vip-01-terminal', subitemId: 'aero-sala-vip-01-terminal-t2', quantity: 1 },
            ],
          },
        ],
        operationWay: { type: 'booking', time: 'now' },
        customer: {
          name: 'Ana Souza',
          email: 'ana@exemplo.test',
          phone: '11999998888',
          identityDocument: '52998224725',
          identityDocumentType: 'CPF',
        },
        payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
      },
    },
  });
  expect(result.errors).toBeUndefined();
  const order = result.data!.createOrder;
  return { _id: order._id, number: order.number, code: order.vouchers[0].code };
}
const check = (code: string) =>
  call(CHECK, { host: AERO, now: LATER, variables: { code } }).then((r) => r.data!.voucherCheck);

describe('voucherCheck after the order is gone', () => {
  it('a cancelled order’s voucher, kept as a screenshot, is CANCELLED though its signature is genuine', async () => {
    const clientId = 'browser-screenshot-1';
    const order = await loungePass(clientId);
    expect(await check(order.code)).toEqual({
      genuine: true,
      orderNumber: order.number,
      line: 1,
      valid: true,
      status: 'VALID',
    });

    const cancelled = await call(CANCEL, { host: AERO, clientId, variables: { id: order._id } });
    expect(cancelled.errors).toBeUndefined();
    expect(await check(order.code)).toEqual({
      genuine: true,
      orderNumber: order.number,
      line: 1,
      valid: false,
      status: 'CANCELLED',
    });
    expect(await check(` ${order.code.toLowerCase()} `)).toMatchObject({ valid: false, status: 'CANCELLED' });
  });

  it('a refunded order’s voucher is CANCELLED too, and the order shows none', async () => {
    const clientId = 'browser-screenshot-2';
    const order = await loungePass(clientId);
    // The money given back while the order stays CONFIRMED (a refund made at the processor's dashboard).
    const [row] = await t.db.select({ payment: orders.payment }).from(orders).where(eq(orders.id, order._id));
    await t.db
      .update(orders)
      .set({ status: 'CONFIRMED', payment: { ...row.payment!, status: 'REFUNDED' } })
      .where(eq(orders.id, order._id));
    expect(await check(order.code)).toMatchObject({ genuine: true, valid: false, status: 'CANCELLED' });
    const read = await call(READ, { host: AERO, clientId, variables: { id: order._id } });
    expect(read.data!.order).toEqual({ status: 'CONFIRMED', vouchers: [] });
  });

  it('a genuine code of no order is UNKNOWN, a line the order lacks too, and a changed one FORGED', async () => {
    expect(await check(signedVoucherCode('aeroporto', 'ZZZ-ZZZ', 1))).toMatchObject({
      genuine: true,
      valid: false,
      status: 'UNKNOWN',
    });
    const order = await loungePass('browser-screenshot-3');
    expect(await check(signedVoucherCode('aeroporto', order.number, 2))).toMatchObject({
      genuine: true,
      valid: false,
      status: 'UNKNOWN',
    });
    const forged = order.code.slice(0, -1) + (order.code.endsWith('0') ? '1' : '0');
    expect(await check(forged)).toEqual({
      genuine: false,
      orderNumber: null,
      line: null,
      valid: false,
      status: 'FORGED',
    });
  });
});
