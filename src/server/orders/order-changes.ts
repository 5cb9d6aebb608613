/**
 * Changes to a placed order: the buyer's (or staff's) cancellation while PLACED, and staff moving it along the
 * status machine (src/domain/orders/order-status.ts). Each change is one transaction that locks the order row,
 * checks the rule on the status as committed, records the event, gives stock back and refunds a paid charge on
 * cancellation; then the change is published and the shopper mailed. A card still in 3-D Secure is called off
 * once the cancellation is committed (cancelled-charge.ts), so a late authentication cannot take the money.
 */
import { and, eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { canCancelOrder } from '../../domain/orders/order-policies';
import { canTransition, type PlacedOrderStatus } from '../../domain/orders/order-status';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Tx } from '../db/engine';
import { orders, orderStatusEvents, type StoredOrderPayment } from '../db/schema';
import type { Locale } from '../i18n/localize';
import { orderMessage } from '../i18n/order-messages';
import type { PaymentGateway } from '../payments/payment-gateway';
import { isBuyer, isCompanyStaff, type Caller } from './order-access';
import type { OrderDeps } from './order-deps';
import { OrderError } from './order-error';
import { awaitsPaymentAction } from './order-payment-action';
import { settleCancelledCharge } from './cancelled-charge';
import { publishOrderChange } from './order-events';
import { sendOrderMail } from './order-mail';
import { loadOrder, type OrderRecord, type OrderRow } from './order-record';
import { releaseStock, unitsByItem } from './stock';
import { settleCancelledCredits } from '../business/business-credits';
import { refuseStartedBookingCancel } from '../tracking/booking-move';

export interface OrderChangeRequest {
  snap: CompanySnapshot;
  id: string;
  caller: Caller;
  locale: Locale;
  reason?: string | null;
  /** The server's clock (STORE_NOW when set): when the change is recorded. */
  now: DateTime;
}

export async function cancelOrder(deps: OrderDeps, request: OrderChangeRequest): Promise<OrderRecord> {
  const { snap, caller, locale } = request;
  const waiting = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, snap.companyId, request.id, locale);
    if (!isBuyer(caller, order) && !isCompanyStaff(caller, order.companyId))
      throw new OrderError('FORBIDDEN', orderMessage('FORBIDDEN', locale));
    const decision = canCancelOrder(order.status);
    if (!decision.allowed) {
      throw new OrderError('ORDER_NOT_CANCELLABLE', orderMessage(decision.reason, locale), {
        reason: decision.reason,
        status: order.status,
      });
    }
    refuseStartedBookingCancel(snap, order, caller, request.now, locale);
    await applyStatus(tx, deps.gateway, order, 'CANCELED', {
      caller,
      reason: request.reason?.trim() || null,
      at: request.now.toJSDate(),
      locale,
    });
    return awaitsPaymentAction(order);
  });
  if (waiting) await callOffWaitingCharge(deps, snap.companyId, request.id, request.now);
  return afterChange(deps, snap, request.id);
}

export async function updateOrderStatus(
  deps: OrderDeps,
  request: OrderChangeRequest & { status: string },
): Promise<OrderRecord> {
  const { snap, caller, locale } = request;
  if (!isCompanyStaff(caller, snap.companyId)) throw new OrderError('FORBIDDEN', orderMessage('FORBIDDEN', locale));
  const waiting = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, snap.companyId, request.id, locale);
    const decision = canTransition(order.status, request.status, request.reason);
    if (!decision.allowed) {
      throw new OrderError('INVALID_STATUS_TRANSITION', orderMessage(decision.reason, locale), {
        reason: decision.reason,
        from: order.status,
        to: request.status,
      });
    }
    // A card still in 3-D Secure is not paid: staff may cancel such an order, not move it on as if it were.
    if (request.status !== 'CANCELED' && awaitsPaymentAction(order)) {
      throw new OrderError('PAYMENT_NOT_SETTLED', orderMessage('PAYMENT_NOT_SETTLED', locale), {
        from: order.status,
        to: request.status,
      });
    }
    await applyStatus(tx, deps.gateway, order, request.status as PlacedOrderStatus, {
      caller,
      reason: request.reason?.trim() || null,
      at: request.now.toJSDate(),
      locale,
    });
    return request.status === 'CANCELED' && awaitsPaymentAction(order);
  });
  if (waiting) await callOffWaitingCharge(deps, snap.companyId, request.id, request.now);
  return afterChange(deps, snap, request.id);
}

/** After the cancellation is committed: the card's waiting charge is called off, or refunded if it was paid. */
async function callOffWaitingCharge(deps: OrderDeps, companyId: string, id: string, now: DateTime): Promise<void> {
  const record = await loadOrder(deps.db, companyId, id);
  if (record) await settleCancelledCharge(deps, record.order, now);
}

async function lockOrder(tx: Tx, companyId: string, id: string, locale: Locale): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id)))
    .for('update');
  if (!order) throw new OrderError('ORDER_NOT_FOUND', orderMessage('ORDER_NOT_FOUND', locale));
  return order;
}

async function applyStatus(
  tx: Tx,
  gateway: PaymentGateway,
  order: OrderRow,
  status: PlacedOrderStatus,
  change: { caller: Caller; reason: string | null; at: Date; locale?: Locale },
): Promise<void> {
  const { caller, reason, at } = change;
  let payment = order.payment;
  if (status === 'CANCELED') {
    const lines = await tx.query.orderLines.findMany({
      where: (l, { eq: is }) => is(l.orderId, order.id),
      columns: { itemId: true, quantity: true },
    });
    await releaseStock(tx, order.companyId, unitsByItem(lines));
    // A company's package credits come back when cancelled in time (src/server/business/business-credits.ts).
    await settleCancelledCredits(tx, order, { at, always: false, locale: change.locale });
    payment = await refundIfPaid(gateway, order, payment);
  }
  await tx
    .update(orders)
    .set({ status, payment, updatedAt: at, ...(status === 'CANCELED' ? { cancelReason: reason } : {}) })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    companyId: order.companyId,
    status,
    changedBy: caller.viewer?.userId ?? null,
    reason,
    createdAt: at,
  });
}

/** A cancelled order's money goes back; a failing refund fails the cancellation (nothing half done). */
async function refundIfPaid(
  gateway: PaymentGateway,
  order: OrderRow,
  payment: StoredOrderPayment | null,
): Promise<StoredOrderPayment | null> {
  if (
    !payment ||
    (payment.status !== 'PAID' && payment.status !== 'AUTHORIZED') ||
    !payment.reference ||
    !payment.gateway
  )
    return payment;
  const refunded = await gateway.refund({
    gateway: payment.gateway,
    reference: payment.reference,
    amountCents: order.totalCents,
    idempotencyKey: `refund:${order.id}`,
  });
  return refunded ? { ...payment, status: 'REFUNDED' } : payment;
}

async function afterChange(deps: OrderDeps, snap: CompanySnapshot, id: string): Promise<OrderRecord> {
  const record = (await loadOrder(deps.db, snap.companyId, id))!;
  await publishOrderChange(deps.db, { companyId: snap.companyId, orderId: id, status: record.order.status });
  if (deps.sendMail !== false) await sendOrderMail(deps.db, snap, record, 'status');
  return record;
}
