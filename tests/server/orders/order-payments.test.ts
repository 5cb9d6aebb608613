/**
 * Orders paid through the real payment router (src/server/payments/gateways.ts, no stand-in): the sandbox
 * processor's test cards and the PIX adapter. A declined card keeps no order and no stock; the same checkout
 * then paid by PIX gets a BR Code whose CRC checks and which carries the total and the catalogue's PIX key; a
 * paid card order cancelled while placed is refunded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBrCode } from '@/src/domain/payments/br-code';
import { orders, paymentAttempts } from '@/src/server/db/schema';
import { serverSecret } from '@/src/server/identity/server-secret';
import { issueSandboxToken } from '@/src/server/payments/sandbox-token';
import type { SandboxOutcome } from '@/src/domain/payments/test-cards';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call, CANCEL, cashOrder, codesOf, CREATE, importTestShop, STOCK_ITEM, stockOf } from './orders-fixture';

let t: TestDatabase;
let companyId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const card = (outcome: SandboxOutcome) =>
  issueSandboxToken({ outcome, brand: 'visa', last4: '0002' }, serverSecret(), new Date());
const CLIENT = 'browser-pay-00001';
const place = (payment: Record<string, unknown>, key: string) =>
  call(CREATE, { clientId: CLIENT, variables: { input: { ...cashOrder(STOCK_ITEM, 2), payment }, key } });
const PIX_FIELDS = `mutation CreateOrder($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { _id total payment { method status pixCopyPaste pixQrCodeSvg pixExpiresAt } } }`;

describe('orders through the payment router', () => {
  it('a declined test card, then PIX for the same checkout: one order, a valid BR Code for its total', async () => {
    const key = crypto.randomUUID();
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const declined = await place({ method: 'ZOOP_CREDIT', cardToken: card('CARD_DECLINED') }, key);
    expect(codesOf(declined)).toEqual(['PAYMENT_DECLINED']);
    expect(declined.errors![0].extensions).toMatchObject({ declineCode: 'CARD_DECLINED', retryable: false });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);

    const pix = await call(PIX_FIELDS, {
      clientId: CLIENT,
      variables: { input: { ...cashOrder(STOCK_ITEM, 2), payment: { method: 'PIX' } }, key },
    });
    expect(pix.errors).toBeUndefined();
    const order = pix.data!.createOrder;
    expect(order.payment).toMatchObject({ method: 'PIX', status: 'PENDING' });
    expect(order.payment.pixQrCodeSvg).toMatch(/<svg/);
    const parsed = parseBrCode(order.payment.pixCopyPaste);
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(parsed.fields).toMatchObject({ amountCents: Math.round(order.total * 100), key: 'pix@mercado.test' });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before! - 2);

    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderKey, key));
    expect(attempts.map((a) => [a.gateway, a.status, a.declineCode])).toEqual(
      expect.arrayContaining([
        ['sandbox', 'DECLINED', 'CARD_DECLINED'],
        ['pix', 'PENDING', null],
      ]),
    );
    expect(JSON.stringify(attempts)).not.toMatch(/4000000000000002|tok_sbx_/);
  });

  it('an approved test card is PAID; cancelled while placed, it is refunded and the stock comes back', async () => {
    const before = await stockOf(t, companyId, STOCK_ITEM);
    const paid = await place({ method: 'ZOOP_CREDIT', cardToken: card('APPROVE') }, crypto.randomUUID());
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.createOrder.payment).toMatchObject({ method: 'ZOOP_CREDIT', status: 'PAID' });
    const canceled = await call(CANCEL, {
      clientId: CLIENT,
      variables: { id: paid.data!.createOrder._id, reason: 'Desisti' },
    });
    expect(canceled.data!.cancelOrder).toMatchObject({ status: 'CANCELED', payment: { status: 'REFUNDED' } });
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, paid.data!.createOrder._id));
    expect(JSON.stringify(row.payment)).not.toMatch(/tok_sbx_/);
  });

  it('a forged card token is declined, not charged', async () => {
    const forged = await place(
      { method: 'ZOOP_CREDIT', cardToken: 'tok_sbx_eyJvIjoiQVBQUk9WRSJ9.forged' },
      crypto.randomUUID(),
    );
    expect(codesOf(forged)).toEqual(['PAYMENT_DECLINED']);
    expect(forged.errors![0].extensions).toMatchObject({ declineCode: 'INVALID_CARD_TOKEN' });
  });
});
