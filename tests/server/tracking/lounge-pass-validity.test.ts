/**
 * The VIP lounge pass's validity (issue 15, point 10; SPEC §1: "valid up to 1 year after purchase"), through GraphQL
 * on the seeded demo, bought on Monday 23 November 2026 at noon. The lounge's rule books up to 365 days ahead at
 * exact hours from 05:00 to 22:00, so its last day, 23 November 2027, would offer visits up to 22:00 — ten hours past
 * the pass's year. Visit slots are offered only within the year, the quote and createOrder refuse a visit past it, and
 * the voucher is valid on its visit's day only, never before or after. The online gateway is a stand-in that
 * approves (named so).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useOrderPaymentGateway } from '@/src/server/orders/order-gateway';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, gql, openSeededDatabase, quote } from '../graphql-harness';
import { call, codesOf } from '../orders/orders-fixture';
import { approvingGateway } from '@/tests/support/approving-gateway';

const approving = approvingGateway;

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => useOrderPaymentGateway(null));

const SLOTS = /* GraphQL */ `
  query Slots($input: CheckoutOptionsInput!) {
    checkoutOptions(input: $input) {
      dates
      slots {
        date
        start
        startsAt
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: OrderInput!, $key: String!) {
    createOrder(input: $input, idempotencyKey: $key) {
      _id
      number
      vouchers {
        code
        validFrom
        validUntil
      }
    }
  }
`;
const CHECK = /* GraphQL */ `
  query Check($code: String!) {
    voucherCheck(code: $code) {
      genuine
      valid
      status
      validFrom
      validUntil
    }
  }
`;

const visitOn = (scheduledFor: string) => ({
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
  operationWay: { type: 'booking', time: 'schedule', scheduledFor },
  customer: {
    name: 'Ana Souza',
    email: 'ana@exemplo.test',
    phone: '11999998888',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
  },
  payment: { method: 'ZOOP_CREDIT', cardToken: 'tok-stand-in' },
});

const LAST_DAY = '2027-11-23';
const LAST_NOON = '2027-11-23T12:00:00.000-03:00'; // exactly a year after purchase: still within it
const LAST_EVENING = '2027-11-23T18:00:00.000-03:00'; // past the year

describe('lounge visits within the pass year', () => {
  it('checkoutOptions offers the last day only up to the hour of purchase', async () => {
    const result = await gql(SLOTS, {
      host: AERO,
      variables: { input: { catalogId: 'aero-sala-vip', type: 'booking', date: LAST_DAY } },
    });
    expect(result.errors).toBeUndefined();
    const { dates, slots } = result.data!.checkoutOptions;
    expect(dates.at(-1)).toBe(LAST_DAY);
    expect(slots.map((s: { start: string }) => s.start)).toEqual([
      '05:00',
      '06:00',
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
    ]);
  });

  it('quote and createOrder refuse a visit past the year with LOUNGE_VISIT_OUTSIDE_PASS', async () => {
    const q = await quote(visitOn(LAST_EVENING), { host: AERO });
    expect(q.problems).toEqual(['LOUNGE_VISIT_OUTSIDE_PASS']);
    expect(q.problemDetails[0].message).toMatch(/até 1 ano após a compra/);
    expect((await quote(visitOn(LAST_NOON), { host: AERO })).problems).toEqual([]);

    useOrderPaymentGateway(approving);
    const refused = await call(CREATE, {
      host: AERO,
      clientId: 'browser-lounge-year-1',
      variables: { key: `key-${crypto.randomUUID()}`, input: visitOn(LAST_EVENING) },
    });
    expect(codesOf(refused)).toEqual(['LOUNGE_VISIT_OUTSIDE_PASS']);
  });
});

describe('a lounge voucher is valid on its visit day only', () => {
  it('shows the visit day as its validity, and voucherCheck refuses it the day before and the day after', async () => {
    useOrderPaymentGateway(approving);
    const placed = await call(CREATE, {
      host: AERO,
      clientId: 'browser-lounge-year-2',
      variables: { key: `key-${crypto.randomUUID()}`, input: visitOn('2026-12-01T12:00:00.000-03:00') },
    });
    expect(placed.errors).toBeUndefined();
    const [voucher] = placed.data!.createOrder.vouchers;
    expect(voucher).toMatchObject({
      validFrom: '2026-12-01T00:00:00.000-03:00',
      validUntil: '2026-12-01T23:59:59.999-03:00',
    });
    const check = (now: string) =>
      call(CHECK, { host: AERO, now, variables: { code: voucher.code } }).then((r) => r.data!.voucherCheck);
    expect(await check('2026-11-30T23:59:00.000-03:00')).toMatchObject({
      genuine: true,
      valid: false,
      status: 'NOT_YET_VALID',
    });
    expect(await check('2026-12-01T08:00:00.000-03:00')).toMatchObject({
      genuine: true,
      valid: true,
      status: 'VALID',
      validFrom: voucher.validFrom,
      validUntil: voucher.validUntil,
    });
    expect(await check('2026-12-02T00:00:00.000-03:00')).toMatchObject({
      genuine: true,
      valid: false,
      status: 'EXPIRED',
    });
  });

  it('dates sent with the line, which no rule checks, move neither the visit nor the voucher', async () => {
    useOrderPaymentGateway(approving);
    const input = visitOn('2026-12-01T12:00:00.000-03:00');
    input.items[0] = {
      ...input.items[0],
      interval: { start: '2028-06-01T12:00:00.000-03:00', end: '2028-06-01T15:00:00.000-03:00' },
    } as (typeof input.items)[0];
    const placed = await call(CREATE, {
      host: AERO,
      clientId: 'browser-lounge-year-3',
      variables: { key: `key-${crypto.randomUUID()}`, input },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.vouchers[0]).toMatchObject({
      validFrom: '2026-12-01T00:00:00.000-03:00',
      validUntil: '2026-12-01T23:59:59.999-03:00',
    });
    const read = await call(`query R($id: ID!) { order(id: $id) { items { interval { start } } } }`, {
      host: AERO,
      clientId: 'browser-lounge-year-3',
      variables: { id: placed.data!.createOrder._id },
    });
    expect(read.data!.order.items[0].interval).toBeNull();
  });
});
