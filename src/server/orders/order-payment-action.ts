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
 * Only a PLACED order is confirmed: one cancelled meanwhile (by its buyer or staff) or moved on is refused
 * ORDER_NO_LONGER_PLACED and never mailed a confirmation; a cancelled order's charge is called off, or refunded
 * if it was paid anyway (cancelled-charge.ts).
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
import type { OrderDeps } from './order-deps';
import { isBuyer, type Caller } from './order-access';
import { OrderError } from './order-error';
import { publishOrderChange } from './order-events';
import { sendOrderMail } from './order-mail';
import { loadOrder, type OrderRecord, type OrderRow } from './order-record';
import { attemptRow, declinedError } from './payment-outcome';
import { releaseStock, unitsByItem } from './stock';
import { settleCancelledCredits } from '../business/business-credits';

// The waiting charge's reading, shared with the sweep and the call-off of cancelled orders (./waiting-charge.ts).
export { awaitsPaymentAction, isWaiting, readCharge, REQUIRES_ACTION } from './waiting-charge';
import { isWaiting, readCharge } from './waiting-charge';
import { settleCancelledCharge } from './cancelled-charge';

/** The order as answered to its buyer: with the client secret while the card still waits for the holder. */
export async function withPaymentAction(gateway: PaymentGateway, record: OrderRecord): Promise<OrderRecord> {
  // A cancelled order's check is never handed out again: its charge is being called off.
  if (record.order.status !== 'PLACED' || !isWaiting(record.order)) return record;
  try {
    const result = await readCharge(gateway, record.order);
    return result.status === 'REQUIRES_ACTION'
      ? { ...record, paymentAction: { clientSecret: result.clientSecret } }
      : record;
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
export async function settleWaitingOrder(
  tx: Tx,
  order: OrderRow,
  result: Exclude<ChargeResult, { status: 'REQUIRES_ACTION' }>,
  reason: 'PAYMENT_DECLINED' | 'PAYMENT_EXPIRED',
  now?: DateTime,
): Promise<void> {
  const payment: StoredOrderPayment = { ...order.payment!, status: result.status };
  const at = now ? now.toJSDate() : sql`now()`;
  if (result.status === 'DECLINED') {
    const lines = await tx.query.orderLines.findMany({
      where: (l, { eq: is }) => is(l.orderId, order.id),
      columns: { itemId: true, quantity: true },
    });
    await releaseStock(tx, order.companyId, unitsByItem(lines));
    await settleCancelledCredits(tx, order, { at: now ? now.toJSDate() : new Date(), always: true });
    const text = orderMessage(reason, resolveLocale(order.locale));
    await tx
      .update(orders)
      .set({ status: 'CANCELED', payment, cancelReason: text, updatedAt: at })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStatusEvents).values({
      orderId: order.id,
      companyId: order.companyId,
      status: 'CANCELED',
      changedBy: null,
      reason: text,
      ...(now ? { createdAt: now.toJSDate() } : {}),
    });
  } else {
    await tx.update(orders).set({ payment, updatedAt: at }).where(eq(orders.id, order.id));
  }
  await tx
    .insert(paymentAttempts)
    .values(
      attemptRow(order.companyId, order.idempotencyKey, order.id, order.payment!.method, result, order.totalCents, now),
    );
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
  if (!record || !isBuyer(request.caller, record.order))
    throw new OrderError('ORDER_NOT_FOUND', orderMessage('ORDER_NOT_FOUND', locale));
  if (record.order.status !== 'PLACED') return refuseNotPlaced(deps, record.order, locale);
  // Settled already (a second tab, a retried request): the order as it is.
  if (!isWaiting(record.order)) return record;

  let result: ChargeResult;
  try {
    result = await readCharge(deps.gateway, record.order);
  } catch (error) {
    console.error(`[orders] payment of ${record.order.number} not readable: ${(error as Error).message}`);
    throw new OrderError('PAYMENT_DECLINED', orderMessage('PAYMENT_RETRY', locale), {
      declineCode: 'PROCESSING_ERROR',
      retryable: true,
    });
  }
  if (result.status === 'REQUIRES_ACTION') return { ...record, paymentAction: { clientSecret: result.clientSecret } };

  const declined = result.status === 'DECLINED';
  const settled = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, snap.companyId), eq(orders.id, record.order.id)))
      .for('update');
    // Another request settled it first, or the order was cancelled meanwhile: nothing to confirm here.
    if (!order || order.status !== 'PLACED' || !isWaiting(order)) return false;
    await settleWaitingOrder(tx, order, result, 'PAYMENT_DECLINED');
    return true;
  });

  const after = (await loadOrder(db, snap.companyId, record.order.id))!;
  if (settled) {
    await publishOrderChange(db, { companyId: snap.companyId, orderId: after.order.id, status: after.order.status });
    if (!declined && deps.sendMail !== false) await sendOrderMail(db, snap, after, 'confirmation');
  }
  if (after.order.status === 'CANCELED' && after.order.payment?.status === 'DECLINED') {
    throw declinedError(
      result.status === 'DECLINED'
        ? result
        : { status: 'DECLINED', gateway: '', reference: null, declineCode: 'CARD_DECLINED', retryable: false },
      locale,
    );
  }
  if (!settled && after.order.status !== 'PLACED') return refuseNotPlaced(deps, after.order, locale);
  return after;
}

/** An order no longer PLACED cannot be confirmed; a cancelled one's charge is called off or refunded first. */
async function refuseNotPlaced(deps: OrderDeps, order: OrderRow, locale: Locale): Promise<never> {
  const cancelled = order.status === 'CANCELED';
  if (cancelled) await settleCancelledCharge(deps, order);
  throw new OrderError(
    'ORDER_NO_LONGER_PLACED',
    orderMessage(cancelled ? 'ORDER_CANCELED_BEFORE_PAYMENT' : 'ORDER_NO_LONGER_PLACED', locale),
    { status: order.status },
  );
}
