/**
 * Rescheduling a hospitality booking (docs/business-rules.md "Order policies"): by its buyer only, while it is
 * open — not closed, not given (READY, DELIVERED) and before its start (booking-move.ts) — to one of the slots the
 * checkout would offer now. With fewer than 24 working hours' notice before the booked start, 25% of the order's
 * total is charged through the payment gateway with the order's own method, before anything changes: a declined fee
 * leaves the booking as it was. A fee paid at once (a card, or in person) moves the booking; one that waits for the
 * shopper (PIX, transfer, link) does not: the booking keeps its slot and the request waits on the order as its
 * pending move (pending-move.ts) until the company sees the money (confirm-reschedule-fee.ts). A card-paid
 * booking's fee needs a card again (`cardToken`: the sandbox token or a Stripe PaymentMethod id); each card is its
 * own charge attempt. When a Stripe card asks for 3-D Secure the move is refused with PAYMENT_ACTION_REQUIRED and
 * the intent's client secret; after the browser's check the same move is sent with `paymentReference`, and the
 * intent is read from Stripe again: it must be this order's reschedule fee to this time, for this amount, succeeded,
 * and not already used.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { hospitalityRescheduleFee, type RescheduleFee } from '@/src/domain/orders/order-policies';
import { bookingMoveState } from '@/src/domain/orders/booking-move';
import { checkSchedule } from '@/src/domain/orders/order-schedule';
import { toIsoTimestamp } from '@/src/domain/time/iso-timestamp';
import { toZonedDateTime } from '@/src/domain/time/time-of-day';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Db } from '../db/engine';
import { orders, paymentAttempts } from '../db/schema';
import type { Locale } from '../i18n/localize';
import { isBuyer, type Caller } from '../orders/order-access';
import { OrderError } from '../orders/order-error';
import { publishOrderChange } from '../orders/order-events';
import { loadOrder, type OrderRecord } from '../orders/order-record';
import { attemptRow } from '../orders/payment-outcome';
import type { ChargeResult, PaymentGateway, PaymentMethodCode } from '../payments/payment-gateway';
import { IN_PERSON_METHODS } from '../payments/payment-gateway';
import { bookingStart, refuseUnlessOpen } from './booking-move';
import { pendingMove, withoutPendingMove } from './pending-move';
import { rescheduleMessage, type RescheduleRefusal } from './reschedule-messages';

export interface RescheduleRequest {
  snap: CompanySnapshot;
  id: string;
  scheduledFor: string;
  cardToken?: string | null;
  /** After 3-D Secure: the processor's charge (a Stripe PaymentIntent id) made by the first request. */
  paymentReference?: string | null;
  caller: Caller;
  locale: Locale;
  now: DateTime;
}

export interface RescheduleOutcome {
  record: OrderRecord;
  fee: RescheduleFee;
  charge: ChargeResult | null;
  /** False while the fee waits for the shopper's payment: the booking keeps its slot. */
  moved: boolean;
}

const refuse = (code: RescheduleRefusal, locale: Locale, extensions: Record<string, unknown> = {}) => new OrderError(code, rescheduleMessage(code, locale), extensions);

/** The order, its catalogue's zone and the fee a move at `now` costs; refuses what cannot be rescheduled. */
export async function rescheduleFeeFor(db: Db, request: Omit<RescheduleRequest, 'scheduledFor' | 'cardToken' | 'paymentReference'>): Promise<{ record: OrderRecord; zone: string; fee: RescheduleFee }> {
  const { snap, locale } = request;
  const record = await loadOrder(db, snap.companyId, request.id);
  if (!record || !isBuyer(request.caller, record.order)) throw refuse('ORDER_NOT_FOUND', locale);
  const { order } = record;
  const catalog = snap.catalogue.catalog(order.catalogId);
  const booked = bookingStart(snap, order);
  if (!catalog || !booked) throw refuse('RESCHEDULE_NOT_ALLOWED', locale);
  refuseUnlessOpen(bookingMoveState({ status: order.status, start: booked, now: request.now }), order.totalCents, locale);
  const fee = hospitalityRescheduleFee({ serviceStart: booked, requestedAt: request.now, priceCents: order.totalCents, zone: catalog.timezone });
  return { record, zone: catalog.timezone, fee };
}

export async function rescheduleBooking(deps: { db: Db; gateway: PaymentGateway }, request: RescheduleRequest): Promise<RescheduleOutcome> {
  const { snap, locale, now } = request;
  const { record, zone, fee } = await rescheduleFeeFor(deps.db, request);
  const { order } = record;

  // The new time must be one of the slots the checkout would offer now (the catalogue's rules and hours).
  const catalog = snap.catalogue.catalog(order.catalogId)!;
  const requested = { type: order.operationWay.type, time: 'schedule', scheduledFor: request.scheduledFor };
  if (checkSchedule(requested, catalog, now.toMillis()).problem) throw refuse('INVALID_SCHEDULE', locale);
  const scheduledFor = toIsoTimestamp(toZonedDateTime(request.scheduledFor, zone), zone);

  const payment = order.payment ?? { method: '' };
  let charge: ChargeResult | null = null;
  if (fee.feeCents > 0) {
    const method = payment.method as PaymentMethodCode;
    if ((IN_PERSON_METHODS as readonly string[]).includes(method)) {
      charge = { status: 'NOT_REQUIRED', gateway: 'in-person', reference: null };
    } else {
      const entry = catalog.record.paymentMethods?.find((m) => m._id === payment.methodId) ?? catalog.record.paymentMethods?.find((m) => m.method === method);
      const stripe = catalog.record.integration.stripe;
      // One charge per card tried: a declined card's answer is never replayed for the next one.
      const attempt = createHash('sha256').update(request.cardToken ?? request.paymentReference ?? '').digest('base64url').slice(0, 16);
      const key = `reschedule:${order.id}:${scheduledFor}:${attempt}`;
      try {
        charge = request.paymentReference
          ? await afterAction(deps.gateway, { reference: request.paymentReference, orderId: order.id, scheduledFor, feeCents: fee.feeCents, used: feesOf(payment) })
          : await deps.gateway.charge({
              orderId: order.id,
              orderNumber: order.number,
              companyId: snap.companyId,
              amountCents: fee.feeCents,
              method,
              cardToken: request.cardToken ?? null,
              ref: entry?.ref ?? null,
              merchantName: snap.doc.company.name,
              merchantCity: 'SAO PAULO',
              destinationAccountId: stripe?.destinationAccountId ?? null,
              marketplaceFeePercent: stripe?.marketplaceFee ?? null,
              idempotencyKey: key,
              now: now.toJSDate(),
              metadata: { purpose: 'reschedule', scheduled_for: scheduledFor },
            });
      } catch (error) {
        console.error('[tracking] reschedule fee charge failed:', (error as Error).message);
        charge = { status: 'DECLINED', gateway: 'unavailable', reference: null, declineCode: 'PROCESSING_ERROR', retryable: true };
      }
      if (charge.status !== 'REQUIRES_ACTION' || !request.paymentReference) {
        await deps.db.insert(paymentAttempts).values(attemptRow(snap.companyId, key, order.id, method, charge, fee.feeCents));
      }
      if (charge.status === 'REQUIRES_ACTION') {
        throw refuse('PAYMENT_ACTION_REQUIRED', locale, { clientSecret: charge.clientSecret, paymentReference: charge.reference });
      }
      if (charge.status === 'DECLINED') throw refuse('PAYMENT_DECLINED', locale, { declineCode: charge.declineCode, retryable: charge.retryable });
    }
  }

  // A fee still to be paid (PIX, transfer, link) moves nothing yet: the request waits for the money.
  const waiting = charge?.status === 'PENDING' ? charge : null;
  const at = toIsoTimestamp(now, zone);
  const from = order.operationWay.scheduledFor!;
  await deps.db.transaction(async (tx) => {
    // Judged again on the row as committed: the company may have served, closed or moved the booking meanwhile. The
    // fee (if any) then stays recorded by the gateway's idempotency key and the payment attempt only.
    const [row] = await tx.select().from(orders).where(and(eq(orders.companyId, snap.companyId), eq(orders.id, order.id))).for('update');
    const start = row?.operationWay.scheduledFor;
    if (!row || !start || start !== from) throw refuse('RESCHEDULE_NOT_ALLOWED', locale);
    refuseUnlessOpen(bookingMoveState({ status: row.status, start, now }), row.totalCents, locale);
    const current = row.payment ?? payment;
    if (waiting) {
      // One pending move per booking: a later request replaces an earlier one (the fee is the same whatever the slot).
      const pending = pendingMove({ amountCents: fee.feeCents, from, to: scheduledFor, at, method: current.method, charge: waiting });
      await tx.update(orders).set({ payment: { ...current, pendingMove: pending }, updatedAt: now.toJSDate() }).where(eq(orders.id, order.id));
      return;
    }
    const paid = charge && { amountCents: fee.feeCents, from, to: scheduledFor, at, gateway: charge.gateway, reference: charge.reference, status: charge.status };
    const settled = withoutPendingMove(current);
    await tx
      .update(orders)
      .set({ operationWay: { ...row.operationWay, scheduledFor }, payment: paid ? { ...settled, rescheduleFees: [...feesOf(current), paid] } : settled, updatedAt: now.toJSDate() })
      .where(eq(orders.id, order.id));
  });
  await publishOrderChange(deps.db, { companyId: snap.companyId, orderId: order.id, status: order.status });
  return { record: (await loadOrder(deps.db, snap.companyId, order.id))!, fee, charge, moved: !waiting };
}

type StoredFee = { reference?: string | null };
const feesOf = (payment: Record<string, unknown>): StoredFee[] => (Array.isArray(payment.rescheduleFees) ? (payment.rescheduleFees as StoredFee[]) : []);

/**
 * The fee's charge after the browser's 3-D Secure step, as the processor tells it now. A charge of another order,
 * time or amount, or one already used for a move, is no payment of this one.
 */
async function afterAction(
  gateway: PaymentGateway,
  c: { reference: string; orderId: string; scheduledFor: string; feeCents: number; used: StoredFee[] },
): Promise<ChargeResult> {
  const refused: ChargeResult = { status: 'DECLINED', gateway: 'stripe', reference: null, declineCode: 'INVALID_CARD_TOKEN', retryable: false };
  if (!gateway.retrieve || !/^pi_\w{1,200}$/.test(c.reference) || c.used.some((f) => f.reference === c.reference)) return refused;
  const state = await gateway.retrieve({ gateway: 'stripe', reference: c.reference });
  const m = state.metadata;
  if (m.order_id !== c.orderId || m.purpose !== 'reschedule' || m.scheduled_for !== c.scheduledFor || state.amountCents !== c.feeCents) return refused;
  return state.result;
}
