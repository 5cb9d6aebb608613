/**
 * Abandoned 3-D Secure checks. A card that asked for 3-D Secure leaves its order PLACED with payment status
 * REQUIRES_ACTION and its stock taken (create-order.ts); when the holder never comes back, nothing else would
 * settle it. This sweep reads every such order of a company older than ABANDONED_AFTER_MINUTES (the server's
 * clock) again from the gateway, as confirmOrderPayment does: paid → PAID; still waiting → the charge is called
 * off at the processor (so a late authentication cannot take money for a cancelled order) and the order
 * CANCELED with PAYMENT_EXPIRED, its stock given back; refused → CANCELED with PAYMENT_DECLINED.
 *
 * Each order is settled in its own transaction holding its row lock, taken with SKIP LOCKED: instances running
 * the sweep at once (or the holder confirming at that moment) never settle one order twice nor wait on each
 * other.
 *
 * It also finishes cancellations whose charge could not be called off at once (the processor was unreachable):
 * a CANCELED order whose payment still waits, of any age, is called off or refunded (cancelled-charge.ts). The processor is asked before that transaction, so no lock is held across a network call. It runs lazily where its answer matters (docs/decisions.md "Abandoned 3-D Secure"): before the staff
 * board lists a company's orders, before a buyer reads one, and before createOrder refuses for want of stock.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import { orders } from '../db/schema';
import type { ChargeResult, ChargeState, PaymentGateway } from '../payments/payment-gateway';
import type { OrderDeps } from './order-deps';
import { publishOrderChange } from './order-events';
import { sendOrderMail } from './order-mail';
import { isWaiting, readCharge, REQUIRES_ACTION, settleWaitingOrder } from './order-payment-action';
import { loadOrder, type OrderRow } from './order-record';
import { settleCancelledCharge } from './cancelled-charge';

export const ABANDONED_AFTER_MINUTES = 30;
/** At most this many orders per sweep: a request that runs it lazily stays quick; the next one goes on. */
const BATCH = 20;

export interface SweepOptions {
  now: DateTime;
  /** Only this order (a buyer reading it); every abandoned order of the company otherwise. */
  orderId?: string;
}

/** Settles the company's abandoned 3-D Secure orders; answers how many it settled (paid or cancelled). */
export async function settleAbandonedPayments(
  deps: OrderDeps,
  snap: CompanySnapshot,
  options: SweepOptions,
): Promise<number> {
  const { db } = deps;
  const cutoff = options.now.minus({ minutes: ABANDONED_AFTER_MINUTES }).toJSDate();
  const candidates = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, snap.companyId),
        eq(orders.status, 'PLACED'),
        sql`${orders.payment}->>'status' = ${REQUIRES_ACTION}`,
        lte(orders.createdAt, cutoff),
        options.orderId ? eq(orders.id, options.orderId) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);

  let settled = 0;
  for (const candidate of candidates) {
    const { id } = candidate;
    let outcome: { paid: boolean } | null = null;
    try {
      // The processor is asked before the transaction: no row lock (nor, on the embedded database, its one
      // connection) is held for a network call. Two sweeps may both ask and call off the same charge; Stripe's
      // cancel is idempotent, and only the one that takes the lock below writes.
      const final = await finalResult(deps.gateway, candidate);
      if (final) {
        outcome = await db.transaction(async (tx) => {
          const [order] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.companyId, snap.companyId), eq(orders.id, id), eq(orders.status, 'PLACED')))
            .for('update', { skipLocked: true });
          // Locked by another sweep or by the holder's confirmation, or settled since the list was read.
          if (!order || !isWaiting(order)) return null;
          await settleWaitingOrder(
            tx,
            order,
            final.result,
            final.calledOff ? 'PAYMENT_EXPIRED' : 'PAYMENT_DECLINED',
            options.now,
          );
          return { paid: final.result.status !== 'DECLINED' };
        });
      }
    } catch (error) {
      // One unreadable order must not stop the others, nor the request that ran the sweep.
      console.error(`[orders] abandoned payment of order ${id} not settled: ${(error as Error).message}`);
    }
    if (!outcome) continue;
    settled += 1;
    const after = (await loadOrder(db, snap.companyId, id))!;
    await publishOrderChange(db, { companyId: snap.companyId, orderId: id, status: after.order.status });
    if (outcome.paid && deps.sendMail !== false) await sendOrderMail(db, snap, after, 'confirmation');
  }
  await callOffCancelledCharges(deps, snap, options);
  return settled;
}

/** Cancelled orders whose card charge still waits: called off, or refunded if paid. Their stock is back already, so they are not counted. */
async function callOffCancelledCharges(deps: OrderDeps, snap: CompanySnapshot, options: SweepOptions): Promise<void> {
  const cancelled = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, snap.companyId),
        eq(orders.status, 'CANCELED'),
        sql`${orders.payment}->>'status' = ${REQUIRES_ACTION}`,
        options.orderId ? eq(orders.id, options.orderId) : undefined,
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(BATCH);
  for (const order of cancelled) {
    try {
      await settleCancelledCharge(deps, order, options.now);
    } catch (error) {
      console.error(`[orders] cancelled order ${order.id}: charge not settled: ${(error as Error).message}`);
    }
  }
}

/**
 * What the order's charge comes to: the processor's answer, or, while it still waits for the holder, the answer
 * after calling it off. Null when it cannot be told now (unreadable, or the cancel refused and the charge still
 * waiting): the next sweep tries again.
 */
async function finalResult(
  gateway: PaymentGateway,
  order: OrderRow,
): Promise<{ result: Settled; calledOff: boolean } | null> {
  const result = await readCharge(gateway, order);
  if (result.status !== 'REQUIRES_ACTION') return { result, calledOff: false };
  let state: ChargeState;
  try {
    if (!gateway.cancel) throw new Error('the payment gateway cannot call charges off');
    state = await gateway.cancel({ gateway: order.payment!.gateway!, reference: order.payment!.reference! });
  } catch (error) {
    // Refused: most likely the holder finished just now. What the processor says next decides.
    console.error(`[orders] charge of order ${order.number} not called off: ${(error as Error).message}`);
    const again = await readCharge(gateway, order);
    return again.status === 'REQUIRES_ACTION' ? null : { result: again, calledOff: false };
  }
  if (state.result.status === 'REQUIRES_ACTION') return null;
  return { result: state.result, calledOff: state.result.status === 'DECLINED' };
}

type Settled = Exclude<ChargeResult, { status: 'REQUIRES_ACTION' }>;
