/**
 * Vouchers on real orders through GraphQL: a VIP lounge booking on the demo airport gets one voucher per line,
 * signed (voucherCheck says genuine), with a QR code and the lounge's validity (its visit's day — the day of
 * purchase for a pass used now —, 3 h stays; no rebooking deadline for a pass used now); a restaurant order gets
 * none; a cancelled lounge order loses them.
 * The online payment gateway is a stand-in that approves (named so: the adapters are another service's).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, AERO_STAFF_EMAIL, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { bearer, call } from '../orders/orders-fixture';
import { approvingGateway } from '@/tests/support/approving-gateway';

const CREATE = /* GraphQL */ `
  mutation Create($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
      number
      status
      createdAt
      vouchers {
        line
        itemName
        quantity
        kind
        code
        qrCodeSvg
        validFrom
        validUntil
        stayHours
        rebookBy
        rebookOpen
        awaitingPayment
      }
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($id: ID!) {
    cancelOrder(id: $id, reason: "Mudança de voo") {
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
    }
  }
`;

const approving = approvingGateway;

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => useOrderPaymentGateway(null));

const clientId = 'browser-voucher-0001';
const place = (input: Record<string, unknown>) =>
  call(CREATE, { host: AERO, clientId, variables: { input, key: `key-${crypto.randomUUID()}` } });

/** `quantity` VIP lounge passes at Terminal 2, used now, paid by PIX. */
const loungePass = (quantity: number) => ({
  catalogId: 'aero-sala-vip',
  items: [
    {
      categoryId: 'aero-sala-vip-passes',
      itemId: 'aero-sala-vip-01',
      quantity,
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
  payment: { method: 'PIX' },
});

describe('Order.vouchers', () => {
  it('gives a lounge booking a signed voucher with its QR code and validity; cancelling takes it away', async () => {
    useOrderPaymentGateway(approving);
    const result = await place(loungePass(2));
    expect(result.errors).toBeUndefined();
    const order = result.data!.createOrder;
    expect(order.vouchers).toHaveLength(1);
    const [voucher] = order.vouchers;
    expect(voucher).toMatchObject({
      line: 1,
      quantity: 2,
      kind: 'LOUNGE',
      stayHours: 3,
      validFrom: order.createdAt,
      rebookBy: null,
      awaitingPayment: false,
    });
    expect(voucher.code).toMatch(new RegExp(`^${order.number}/1\\.[0-9A-F]{16}$`));
    expect(voucher.validUntil).toBe(`${order.createdAt.slice(0, 10)}T23:59:59.999-03:00`);
    expect(voucher.qrCodeSvg).toMatch(/^<svg/);
    expect((await call(CHECK, { host: AERO, variables: { code: voucher.code } })).data!.voucherCheck).toEqual({
      genuine: true,
      orderNumber: order.number,
      line: 1,
    });

    const cancelled = await call(CANCEL, { host: AERO, clientId, variables: { id: order._id } });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelOrder).toEqual({ status: 'CANCELED', vouchers: [] });
  });

  it('marks a lounge pass paid by PIX as awaiting payment until the money is seen: the company confirming it is that', async () => {
    // The product's own PIX adapter: a BR Code to pay, nothing paid yet.
    const result = await place(loungePass(1));
    expect(result.errors).toBeUndefined();
    const order = result.data!.createOrder;
    expect(order.vouchers.map((v: { awaitingPayment: boolean }) => v.awaitingPayment)).toEqual([true]);
    const CONFIRM = /* GraphQL */ `
      mutation Confirm($id: ID!) {
        updateOrderStatus(id: $id, status: CONFIRMED) {
          status
          vouchers {
            awaitingPayment
          }
        }
      }
    `;
    const confirmed = await call(CONFIRM, {
      host: AERO,
      authorization: await bearer(t, AERO_STAFF_EMAIL),
      variables: { id: order._id },
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.updateOrderStatus).toEqual({ status: 'CONFIRMED', vouchers: [{ awaitingPayment: false }] });
  });

  it("says from the server's clock whether a lounge visit can still be rebooked: open until 24 h before it (that minute included), closed after", async () => {
    useOrderPaymentGateway(approving);
    const result = await place({
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
      operationWay: { type: 'booking', time: 'schedule', scheduledFor: '2026-11-25T12:00:00.000-03:00' },
      customer: {
        name: 'Ana Souza',
        email: 'ana@exemplo.test',
        phone: '11999998888',
        identityDocument: '52998224725',
        identityDocumentType: 'CPF',
      },
      payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
    });
    expect(result.errors).toBeUndefined();
    const order = result.data!.createOrder;
    expect(order.vouchers[0]).toMatchObject({
      rebookBy: '2026-11-24T12:00:00.000-03:00',
      rebookOpen: true,
      validFrom: '2026-11-25T00:00:00.000-03:00',
      validUntil: '2026-11-25T23:59:59.999-03:00',
    });
    const READ = /* GraphQL */ `
      query Read($id: ID!) {
        order(id: $id) {
          vouchers {
            rebookBy
            rebookOpen
          }
        }
      }
    `;
    const at = async (now: string) =>
      (await call(READ, { host: AERO, clientId, now, variables: { id: order._id } })).data!.order.vouchers[0];
    expect(await at('2026-11-24T11:59:00.000-03:00')).toEqual({
      rebookBy: '2026-11-24T12:00:00.000-03:00',
      rebookOpen: true,
    });
    // Exactly 24 hours before is enough notice (docs/business-rules.md "Service policies"); a minute later is not.
    expect(await at('2026-11-24T12:00:00.000-03:00')).toEqual({
      rebookBy: '2026-11-24T12:00:00.000-03:00',
      rebookOpen: true,
    });
    expect(await at('2026-11-24T12:01:00.000-03:00')).toEqual({
      rebookBy: '2026-11-24T12:00:00.000-03:00',
      rebookOpen: false,
    });
    // A pass used now has no deadline, and nothing open.
    const now = await place({
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
    });
    expect(now.data!.createOrder.vouchers[0]).toMatchObject({ rebookBy: null, rebookOpen: false });
  });

  it('gives a restaurant order none', async () => {
    useOrderPaymentGateway(approving);
    const result = await place({
      catalogId: 'aero-delivery-cafe',
      items: [{ categoryId: 'aero-delivery-cafe-cafes', itemId: 'aero-delivery-cafe-01', quantity: 1, subitems: [] }],
      operationWay: { type: 'takeAway', time: 'now' },
      customer: { name: 'Ana Souza', email: 'ana@exemplo.test', phone: '11999998888' },
      payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.createOrder.vouchers).toEqual([]);
  });
});
