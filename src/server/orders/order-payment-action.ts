/**
 * Orders whose card asked for 3-D Secure (payment status REQUIRES_ACTION): createOrder kept the order PLACED with
 * its stock while the holder authenticates in the browser with Stripe.js. `confirmOrderPayment` then settles it
 * from what the processor says, read again on the server (the browser's word is never taken):
 *
 * - paid (or authorised, or processing): the payment status is stored, the attempt recorded, the confirmation
 *   mailed, the change published;
 * - refused (the holder failed or abandoned the check): the order is cancelled and its stock given back, the
 *   attempt recorded as declined, and PAYMENT_DECLINED answered, so the checkout goes back to payment as after a
 *   plain decline;
 * - still waiting: the order again, with the client secret for another try.
 *
 * The client secret is read from the processor each time and never stored: it lets its holder finish the payment.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { resolveLocale } from '../../domain/locale';
import type { Tx } from '../db/engine';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import { orders, orderStatusEvents, paymentAttempts, type StoredOrderPayment } from '../db/schema';
import type { Locale } from '../i18n/localize';
import { orderMessage } from '../i18n/order-messages';
import type { ChargeResult, PaymentGateway } from '../payments/payment-gateway';
import type { OrderDeps } from './create-order';
import { isBuyer, type Caller } from './order-access';
import { OrderError } from './order-error';
import { publishOrderChange } from './order-events';
import { sendOrderMail } from './order-mail';
import { loadOrder, type OrderRecord, type OrderRow } from './order-record';
import { attemptRow, declinedError } from './payment-outcome';
import { releaseStock, unitsByItem } from './stock';

export const REQUIRES_ACTION = 'REQUIRES_ACTION';

/** Whether a stored order is waiting for its holder's 3-D Secure with a charge that can be read again. */
export const isWaiting = (order: OrderRow) => order.payment?.status === REQUIRES_ACTION && !!order.payment.gateway && !!order.payment.reference;

/** Whether the order's card is still in its holder's 3-D Secure check: placed, but not paid. */
export const awaitsPaymentAction = (order: Pick<OrderRow, 'payment'>) => order.payment?.status === REQUIRES_ACTION;

/** The processor's current answer for an order's charge; a charge of another order or amount is refused outright. */
export async function readCharge(gateway: PaymentGateway, order: OrderRow): Promise<ChargeResult> {
  if (!gateway.retrieve) throw new Error('the payment gateway cannot read charges again');
  const state = await gateway.retrieve({ gateway: order.payment!.gateway!, reference: order.payment!.reference! });
  if ((state.metadata.order_id && state.metadata.order_id !== order.id) || (state.amountCents !== null && state.amountCents !== order.totalCents)) {
    throw new Error(`charge ${order.payment!.reference} does not belong to order ${order.number}`);
  }
  return state.result;
}

/** The order as answered to its buyer: with the client secret while the card still waits for the holder. */
export async function withPaymentAction(gateway: PaymentGateway, record: OrderRecord): Promise<OrderRecord> {
  if (!isWaiting(record.order)) return record;
  try {
    const result = await readCharge(gateway, record.order);
    return result.status === 'REQUIRES_ACTION' ? { ...record, paymentAction: { clientSecret: result.clientSecret } } : record;
  } catch (error) {
    console.error(`[orders] payment of ${record.order.number} not readable: ${(error as Error).message}`);
    return record;
  }
}

/**
 * Writes what the processor said about a waiting order, inside the caller's transaction holding the order's row
 * lock: paid (or authorised, processing) → the payment status; declined → CANCELED with `reason`, the stock given
 * back, the payment DECLINED. The attempt is recorded either way. Shared by the holder's confirmation and the
 * sweep of abandoned checks (order-payment-sweep.ts).
 */
export async function settleWaitingOrder(tx: Tx, order: OrderRow, result: Exclude<ChargeResult, { status: 'REQUIRES_ACTION' }>, reason: 'PAYMENT_DECLINED' | 'PAYMENT_EXPIRED', now?: DateTime): Promise<void> {
  const payment: StoredOrderPayment = { ...order.payment!, status: result.status };
  const at = now ? now.toJSDate() : sql`now()`;
  if (result.status === 'DECLINED') {
    const lines = await tx.query.orderLines.findMany({ where: (l, { eq: is }) => is(l.orderId, order.id), columns: { itemId: true, quantity: true } });
    await releaseStock(tx, order.companyId, unitsByItem(lines));
    const text = orderMessage(reason, resolveLocale(order.locale));
    await tx.update(orders).set({ status: 'CANCELED', payment, cancelReason: text, updatedAt: at }).where(eq(orders.id, order.id));
    await tx.insert(orderStatusEvents).values({ orderId: order.id, companyId: order.companyId, status: 'CANCELED', changedBy: null, reason: text, ...(now ? { createdAt: now.toJSDate() } : {}) });
  } else {
    await tx.update(orders).set({ payment, updatedAt: at }).where(eq(orders.id, order.id));
  }
  await tx.insert(paymentAttempts).values(attemptRow(order.companyId, order.idempotencyKey, order.id, order.payment!.method, result, order.totalCents, now));
}

export interface ConfirmPaymentRequest {
  snap: CompanySnapshot;
  id: string;
  caller: Caller;
  locale: Locale;
}

export async function confirmOrderPayment(deps: OrderDeps, request: ConfirmPaymentRequest): Promise<OrderRecord> {
  const { db } = deps;
  const { snap, locale } = request;
  const record = await loadOrder(db, snap.companyId, request.id);
  if (!record || !isBuyer(request.caller, record.order)) throw new OrderError('ORDER_NOT_FOUND', orderMessage('ORDER_NOT_FOUND', locale));
  // Settled already (a second tab, a retried request): the order as it is.
  if (!isWaiting(record.order)) return record;

  let result: ChargeResult;
  try {
    result = await readCharge(deps.gateway, record.order);
  } catch (error) {
    console.error(`[orders] payment of ${record.order.number} not readable: ${(error as Error).message}`);
    throw new OrderError('PAYMENT_DECLINED', orderMessage('PAYMENT_RETRY', locale), { declineCode: 'PROCESSING_ERROR', retryable: true });
  }
  if (result.status === 'REQUIRES_ACTION') return { ...record, paymentAction: { clientSecret: result.clientSecret } };

  const declined = result.status === 'DECLINED';
  const settled = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.companyId, snap.companyId), eq(orders.id, record.order.id))).for('update');
    // Another request settled it first: nothing more to do here.
    if (!order || !isWaiting(order)) return false;
    await settleWaitingOrder(tx, order, result, 'PAYMENT_DECLINED');
    return true;
  });

  const after = (await loadOrder(db, snap.companyId, record.order.id))!;
  if (settled) {
    await publishOrderChange(db, { companyId: snap.companyId, orderId: after.order.id, status: after.order.status });
    if (!declined && deps.sendMail !== false) await sendOrderMail(db, snap, after, 'confirmation');
  }
  if (after.order.status === 'CANCELED' && after.order.payment?.status === 'DECLINED') {
    throw declinedError(result.status === 'DECLINED' ? result : { status: 'DECLINED', gateway: '', reference: null, declineCode: 'CARD_DECLINED', retryable: false }, locale);
  }
  return after;
}
