/**
 * Unpaid orders expire (docs/decisions.md "Trust: unpaid orders and a verified e-mail"). An order paid by PIX, link or bank transfer is placed PENDING with its
 * stock taken and a due time (`payment_due_at`: the PIX code's expiry, or the link's and the transfer's window, on
 * the server's clock). Once that time passes with the order still PLACED and its payment still PENDING, it is
 * cancelled: payment EXPIRED, the reason in the shopper's language, the stock given back, the change published and
 * the shopper mailed.
 *
 * Who runs it: a timer in every server process (unpaid-expiry-timer.ts, started by scripts/start.ts), so an order
 * expires with nobody looking; and, as the abandoned 3-D Secure sweep does, lazily before a buyer reads an order, the
 * staff board lists them, and createOrder refuses for want of stock — so no reader ever sees an expired order as
 * waiting, even between two ticks.
 *
 * Each order is cancelled in its own transaction holding its row lock, taken with SKIP LOCKED and re-checking the
 * conditions: instances sweeping at once (on a shared PostgreSQL), a lazy sweep and the timer, or staff confirming the
 * order at that moment never cancel one order twice nor wait on each other.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { resolveLocale } from '../../domain/locale';
import { paymentDueAt } from '../../domain/orders/unpaid-orders';
import { getCompanySnapshot, type CompanySnapshot } from '../catalog/company-snapshot';
import type { Db, Tx } from '../db/engine';
import { companies, orders, orderStatusEvents } from '../db/schema';
import { unpaidOrderMessage } from '../i18n/unpaid-order-messages';
import { publishOrderChange } from './order-events';
import { sendOrderMail } from './order-mail';
import { loadOrder } from './order-record';
import { releaseStock, unitsByItem } from './stock';
import { settleCancelledCredits } from '../business/business-credits';

/** The payment status of an order whose time to pay ran out (the GraphQL enum's EXPIRED). */
export const EXPIRED = 'EXPIRED';
/** At most this many orders per pass: a request that sweeps lazily stays quick; the timer runs passes until done. */
export const EXPIRY_BATCH = 25;

export interface ExpiryDeps {
  db: Db;
  /** Mails the shopper; false in benchmarks. */
  sendMail?: boolean;
}

export interface ExpiryOptions {
  /** The server's clock (STORE_NOW when set). */
  now: DateTime;
  /** Only this company's orders (a lazy sweep); every company's otherwise (the timer). */
  snap?: CompanySnapshot;
  /** Only this order (a buyer reading it). */
  orderId?: string;
}

/**
 * Inside createOrder's transaction, once the charge answered: an order left waiting for the money gets its due
 * time. Nothing for a charge that is already settled (paid, in person, nothing to pay).
 */
export async function markPaymentDue(
  tx: Tx,
  orderId: string,
  method: string,
  chargeStatus: string,
  now: DateTime,
): Promise<void> {
  if (chargeStatus !== 'PENDING') return;
  const due = paymentDueAt(method, now.toJSDate());
  if (due) await tx.update(orders).set({ paymentDueAt: due }).where(eq(orders.id, orderId));
}

/** Cancels the unpaid orders past their due time (one pass of at most EXPIRY_BATCH); answers how many it cancelled. */
export async function expireUnpaidOrders(deps: ExpiryDeps, options: ExpiryOptions): Promise<number> {
  const { db } = deps;
  const at = options.now.toJSDate();
  const candidates = await db
    .select({ id: orders.id, companyId: orders.companyId, slug: companies.slug })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        eq(orders.status, 'PLACED'),
        lte(orders.paymentDueAt, at),
        options.snap ? eq(orders.companyId, options.snap.companyId) : undefined,
        options.orderId ? eq(orders.id, options.orderId) : undefined,
      ),
    )
    .orderBy(asc(orders.paymentDueAt))
    .limit(EXPIRY_BATCH);

  const snapshots = new Map<string, CompanySnapshot | null>();
  if (options.snap) snapshots.set(options.snap.companyId, options.snap);
  let expired = 0;
  for (const candidate of candidates) {
    let done = false;
    try {
      done = await db.transaction((tx) => expireOne(tx, candidate.id, options.now));
    } catch (error) {
      // One order that cannot be settled must not stop the others, nor the request that ran the sweep.
      console.error(`[orders] unpaid order ${candidate.id} not expired: ${(error as Error).message}`);
    }
    if (!done) continue;
    expired += 1;
    const record = await loadOrder(db, candidate.companyId, candidate.id);
    if (!record) continue;
    await publishOrderChange(db, {
      companyId: candidate.companyId,
      orderId: candidate.id,
      status: record.order.status,
    });
    if (deps.sendMail === false) continue;
    if (!snapshots.has(candidate.companyId))
      snapshots.set(candidate.companyId, await getCompanySnapshot(db, candidate.slug).catch(() => null));
    const snap = snapshots.get(candidate.companyId);
    if (snap) await sendOrderMail(db, snap, record, 'expired');
  }
  return expired;
}

/** Cancels one order if it is still placed, unpaid and overdue, and no one else holds it; true when it did. */
async function expireOne(tx: Tx, id: string, now: DateTime): Promise<boolean> {
  const at = now.toJSDate();
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, 'PLACED'),
        lte(orders.paymentDueAt, at),
        sql`${orders.payment}->>'status' = 'PENDING'`,
      ),
    )
    .for('update', { skipLocked: true });
  // Locked by another sweep or a staff change, or paid, confirmed or cancelled since the list was read.
  if (!order) return false;
  const lines = await tx.query.orderLines.findMany({
    where: (l, { eq: is }) => is(l.orderId, order.id),
    columns: { itemId: true, quantity: true },
  });
  await releaseStock(tx, order.companyId, unitsByItem(lines));
  await settleCancelledCredits(tx, order, { at, always: true });
  const reason = unpaidOrderMessage('PAYMENT_TIME_EXPIRED', resolveLocale(order.locale));
  await tx
    .update(orders)
    .set({
      status: 'CANCELED',
      payment: { ...(order.payment ?? { method: '' }), status: EXPIRED },
      cancelReason: reason,
      updatedAt: at,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    companyId: order.companyId,
    status: 'CANCELED',
    changedBy: null,
    reason,
    createdAt: at,
  });
  return true;
}
