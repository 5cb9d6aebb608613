/**
 * A cancelled order whose card was still in 3-D Secure (shared/CONTRACT.md "Orders"; docs/decisions.md "Trust: money and orders"): the
 * cancellation — the shopper's or staff's — is committed first (stock back, status CANCELED), then the charge is
 * called off at the processor, so a late authentication can no longer take money for it. If the charge was paid
 * anyway (the holder finished just as the order was cancelled, or the call-off failed and the holder finished
 * later), it is refunded. The payment then reads CANCELED (nothing was taken) or REFUNDED.
 *
 * While the processor cannot be reached, the payment keeps REQUIRES_ACTION on the cancelled order and the next
 * sweep (order-payment-sweep.ts: before the staff board, before the buyer reads the order, and when the buyer's
 * page confirms the payment) tries again. The processor is asked outside any transaction; the write takes the
 * row lock and only settles a payment still waiting, so two settlers write once (the call-off and the refund
 * are idempotent at the processor).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { orders, paymentAttempts, type StoredOrderPayment } from '../db/schema';
import type { ChargeResult, PaymentGateway } from '../payments/payment-gateway';
import type { OrderDeps } from './order-deps';
import { publishOrderChange } from './order-events';
import type { OrderRow } from './order-record';
import { attemptRow } from './payment-outcome';
import { isWaiting, readCharge } from './waiting-charge';

/** The payment status of a charge called off before anything was taken. */
export const CALLED_OFF = 'CANCELED';

/** Whether an order is cancelled with its card charge still waiting: a charge to call off or refund. */
export const hasChargeToCallOff = (order: OrderRow) => order.status === 'CANCELED' && isWaiting(order);

/** Calls off (or refunds) the waiting charge of a cancelled order; true once its payment is settled. */
export async function settleCancelledCharge(deps: OrderDeps, order: OrderRow, now?: DateTime): Promise<boolean> {
  if (!hasChargeToCallOff(order)) return false;
  let outcome: { status: string; result: ChargeResult } | null;
  try {
    outcome = await callOff(deps.gateway, order);
  } catch (error) {
    console.error(`[orders] charge of cancelled order ${order.number} not called off: ${(error as Error).message}`);
    return false;
  }
  if (!outcome) return false;
  const settled = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)))
      .for('update');
    if (!row || !hasChargeToCallOff(row)) return false;
    const payment: StoredOrderPayment = { ...row.payment!, status: outcome.status };
    await tx
      .update(orders)
      .set({ payment, updatedAt: now ? now.toJSDate() : sql`now()` })
      .where(eq(orders.id, row.id));
    await tx
      .insert(paymentAttempts)
      .values(
        attemptRow(row.companyId, row.idempotencyKey, row.id, row.payment!.method, outcome.result, row.totalCents, now),
      );
    return true;
  });
  if (settled) await publishOrderChange(deps.db, { companyId: order.companyId, orderId: order.id, status: 'CANCELED' });
  return settled;
}

/**
 * What became of the charge: called off (CANCELED), refused by the card's bank anyway (CANCELED: nothing taken),
 * or paid and then refunded (REFUNDED). Null while it cannot be told (still waiting, or processing).
 */
async function callOff(
  gateway: PaymentGateway,
  order: OrderRow,
): Promise<{ status: string; result: ChargeResult } | null> {
  const charge = { gateway: order.payment!.gateway!, reference: order.payment!.reference! };
  let result: ChargeResult;
  try {
    if (!gateway.cancel) throw new Error('the payment gateway cannot call charges off');
    result = (await gateway.cancel(charge)).result;
  } catch (error) {
    // Refused: most likely paid meanwhile. What the processor says now decides.
    console.error(`[orders] charge of cancelled order ${order.number} not cancelled: ${(error as Error).message}`);
    result = await readCharge(gateway, order);
  }
  if (result.status === 'DECLINED') return { status: CALLED_OFF, result };
  if (result.status === 'PAID' || result.status === 'AUTHORIZED') {
    // The money was taken for an order that no longer exists: it goes back, in full.
    // False means nothing is left to give back: it was refunded already (a retried settlement).
    await gateway.refund({ ...charge, amountCents: order.totalCents, idempotencyKey: `refund:${order.id}` });
    return { status: 'REFUNDED', result };
  }
  return null;
}
