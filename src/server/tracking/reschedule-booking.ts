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
 * and neither used for a move nor refunded.
 *
 * A fee taken is never kept for a move that does not happen (docs/decisions.md "Trust: bookings, …"): when a card
 * fee came back paid, or the intent named after 3-D Secure is seen to have succeeded — which is read before anything
 * else may refuse the move — and the move is then refused (the booking started, was given or moved meanwhile, the
 * slot is no longer offered), the fee is refunded through the gateway (idempotency key
 * `refund:reschedule:<order>:<charge>`), recorded as a REFUNDED payment attempt, and the refusal says so (`feeRefunded`). The refund is claimed
 * under the order's row lock, where a move also checks its intent was not refunded, so a charge either moves the
 * booking or is refunded, never both. Before a new card fee is charged, earlier fees of the booking that moved nothing
 * are settled: one paid is refunded, one still waiting for 3-D Secure is called off (a CANCELED attempt); so a
 * booking keeps at most one unmoved fee, the one being charged.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { workingHoursBetween, type RescheduleFee } from '@/src/domain/orders/order-policies';
import { isLoungePassUsable } from '@/src/domain/orders/service-policies';
import { bookingMoveState } from '@/src/domain/orders/booking-move';
import { checkSchedule } from '@/src/domain/orders/order-schedule';
import { toIsoTimestamp } from '@/src/domain/time/iso-timestamp';
import { toZonedDateTime } from '@/src/domain/time/time-of-day';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Db, DbOrTx } from '../db/engine';
import { orders, paymentAttempts } from '../db/schema';
import type { Locale } from '../i18n/localize';
import { isBuyer, type Caller } from '../orders/order-access';
import { OrderError } from '../orders/order-error';
import { publishOrderChange } from '../orders/order-events';
import { loadOrder, type OrderRecord } from '../orders/order-record';
import { attemptRow } from '../orders/payment-outcome';
import type { ChargeResult, ChargeState, PaymentGateway, PaymentMethodCode } from '../payments/payment-gateway';
import { IN_PERSON_METHODS } from '../payments/payment-gateway';
import { bookingMoveTerms, bookingStart, movableKind, refuseUnlessOpen } from './booking-move';
import { pendingMove, withoutPendingMove } from './pending-move';
import { feeRefundNote, rescheduleMessage, type RescheduleRefusal } from './reschedule-messages';

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

const refuse = (code: RescheduleRefusal, locale: Locale, extensions: Record<string, unknown> = {}) =>
  new OrderError(code, rescheduleMessage(code, locale), extensions);

/** The order, its catalogue's zone and the fee a move at `now` costs; refuses what cannot be rescheduled. */
export async function rescheduleFeeFor(
  db: Db,
  request: Omit<RescheduleRequest, 'scheduledFor' | 'cardToken' | 'paymentReference'>,
): Promise<{ record: OrderRecord; zone: string; fee: RescheduleFee }> {
  const { snap, locale } = request;
  const record = await loadOrder(db, snap.companyId, request.id);
  if (!record || !isBuyer(request.caller, record.order)) throw refuse('ORDER_NOT_FOUND', locale);
  const { order } = record;
  const catalog = snap.catalogue.catalog(order.catalogId);
  const booked = bookingStart(snap, order);
  if (!catalog || !booked) throw refuse('RESCHEDULE_NOT_ALLOWED', locale);
  refuseUnlessOpen(
    bookingMoveState({ status: order.status, start: booked, now: request.now }),
    order.totalCents,
    locale,
  );
  // Free until the notice (or the grace after placing, or while unpaid: booking-free-until.ts); then hospitality pays
  // 25%, and a lounge visit can no longer move.
  const terms = bookingMoveTerms(snap, order, request.now)!;
  if (!terms.allowed) {
    throw refuse('BOOKING_MOVE_DEADLINE_PASSED', locale, {
      freeUntil: toIsoTimestamp(terms.freeUntil, catalog.timezone),
    });
  }
  const fee: RescheduleFee = {
    feeCents: terms.feeCents,
    late: terms.feeCents > 0,
    workingHoursAhead: workingHoursBetween(request.now, booked, { zone: catalog.timezone }),
  };
  return { record, zone: catalog.timezone, fee };
}

/** A fee taken at the processor for this move: refunded if the move does not happen. */
interface TakenFee {
  gateway: string;
  reference: string;
  amountCents: number;
  method: string;
}

export async function rescheduleBooking(
  deps: { db: Db; gateway: PaymentGateway },
  request: RescheduleRequest,
): Promise<RescheduleOutcome> {
  const taken: { fee: TakenFee | null } = { fee: null };
  let outcome: RescheduleOutcome;
  try {
    outcome = await moveBooking(deps, request, taken);
  } catch (error) {
    if (!taken.fee) throw error;
    // Refused after the money was taken: it goes back, and the refusal says so.
    const refunded = await refundUnmoved(deps, request, taken.fee);
    if (refunded === 'used' || !(error instanceof OrderError)) throw error;
    throw new OrderError(error.code, `${error.message} ${feeRefundNote(refunded, request.locale)}`, {
      ...error.extensions,
      feeRefunded: refunded,
    });
  }
  // Moved without that fee after all (no longer due): the intent named pays for nothing.
  if (taken.fee && outcome.charge?.reference !== taken.fee.reference) await refundUnmoved(deps, request, taken.fee);
  return outcome;
}

async function moveBooking(
  deps: { db: Db; gateway: PaymentGateway },
  request: RescheduleRequest,
  taken: { fee: TakenFee | null },
): Promise<RescheduleOutcome> {
  const { snap, locale, now } = request;
  const found = await loadOrder(deps.db, snap.companyId, request.id);
  if (!found || !isBuyer(request.caller, found.order)) throw refuse('ORDER_NOT_FOUND', locale);
  // After 3-D Secure the money may already be taken: the intent is read before anything else may refuse the move.
  const read = request.paymentReference ? await readIntent(deps, found, request) : null;
  if (read?.paid) taken.fee = read.paid;

  const { record, zone, fee } = await rescheduleFeeFor(deps.db, request);
  const { order } = record;

  // The new time must be one of the slots the checkout would offer now (the catalogue's rules and hours).
  const catalog = snap.catalogue.catalog(order.catalogId)!;
  const requested = { type: order.operationWay.type, time: 'schedule', scheduledFor: request.scheduledFor };
  if (checkSchedule(requested, catalog, now.toMillis()).problem) throw refuse('INVALID_SCHEDULE', locale);
  const scheduledFor = toIsoTimestamp(toZonedDateTime(request.scheduledFor, zone), zone);
  // A lounge visit stays within the pass's year, which runs from its purchase (not from the move).
  if (
    movableKind(snap, order) === 'LOUNGE' &&
    !isLoungePassUsable({ purchasedAt: order.createdAt.getTime(), entryAt: scheduledFor, zone })
  )
    throw refuse('LOUNGE_VISIT_OUTSIDE_PASS', locale);

  const payment = order.payment ?? { method: '' };
  let charge: ChargeResult | null = null;
  if (fee.feeCents > 0) {
    const method = payment.method as PaymentMethodCode;
    if ((IN_PERSON_METHODS as readonly string[]).includes(method)) {
      charge = { status: 'NOT_REQUIRED', gateway: 'in-person', reference: null };
    } else {
      const entry =
        catalog.record.paymentMethods?.find((m) => m._id === payment.methodId) ??
        catalog.record.paymentMethods?.find((m) => m.method === method);
      const stripe = catalog.record.integration.stripe;
      // One charge per card tried: a declined card's answer is never replayed for the next one.
      const attempt = createHash('sha256')
        .update(request.cardToken ?? request.paymentReference ?? '')
        .digest('base64url')
        .slice(0, 16);
      const key = `reschedule:${order.id}:${scheduledFor}:${attempt}`;
      try {
        if (read) {
          charge = afterAction(read.state, { orderId: order.id, scheduledFor, feeCents: fee.feeCents });
        } else {
          // At most one unmoved fee per booking: earlier ones are refunded or called off before another is charged.
          await settleUnmovedFees(deps, request, order.id, key);
          charge = await deps.gateway.charge({
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
          if ((charge.status === 'PAID' || charge.status === 'AUTHORIZED') && charge.reference) {
            taken.fee = { gateway: charge.gateway, reference: charge.reference, amountCents: fee.feeCents, method };
          }
        }
      } catch (error) {
        console.error('[tracking] reschedule fee charge failed:', (error as Error).message);
        charge = {
          status: 'DECLINED',
          gateway: 'unavailable',
          reference: null,
          declineCode: 'PROCESSING_ERROR',
          retryable: true,
        };
      }
      if (charge.status !== 'REQUIRES_ACTION' || !request.paymentReference) {
        await deps.db
          .insert(paymentAttempts)
          .values(attemptRow(snap.companyId, key, order.id, method, charge, fee.feeCents));
      }
      if (charge.status === 'REQUIRES_ACTION') {
        throw refuse('PAYMENT_ACTION_REQUIRED', locale, {
          clientSecret: charge.clientSecret,
          paymentReference: charge.reference,
        });
      }
      if (charge.status === 'DECLINED')
        throw refuse('PAYMENT_DECLINED', locale, { declineCode: charge.declineCode, retryable: charge.retryable });
    }
  }

  // A fee still to be paid (PIX, transfer, link) moves nothing yet: the request waits for the money.
  const waiting = charge?.status === 'PENDING' ? charge : null;
  const at = toIsoTimestamp(now, zone);
  const from = order.operationWay.scheduledFor!;
  await deps.db.transaction(async (tx) => {
    // Judged again on the row as committed: the company may have served, closed or moved the booking meanwhile. A
    // refusal here after the fee was taken is answered by rescheduleBooking with the fee's refund.
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, snap.companyId), eq(orders.id, order.id)))
      .for('update');
    const start = row?.operationWay.scheduledFor;
    if (!row || !start || start !== from) throw refuse('RESCHEDULE_NOT_ALLOWED', locale);
    refuseUnlessOpen(bookingMoveState({ status: row.status, start, now }), row.totalCents, locale);
    const current = row.payment ?? payment;
    if (read && charge?.reference) {
      // The intent, under the lock that a refund claims it under: used for a move, or refunded, it pays for no other.
      const spent =
        feesOf(current).some((f) => f.reference === charge.reference) ||
        (await refundedFees(tx, snap.companyId, order.id)).has(charge.reference);
      if (spent) throw refuse('PAYMENT_DECLINED', locale, { declineCode: 'INVALID_CARD_TOKEN', retryable: false });
    }
    if (waiting) {
      // One pending move per booking: a later request replaces an earlier one (the fee is the same whatever the slot).
      const pending = pendingMove({
        amountCents: fee.feeCents,
        from,
        to: scheduledFor,
        at,
        method: current.method,
        charge: waiting,
      });
      await tx
        .update(orders)
        .set({ payment: { ...current, pendingMove: pending }, updatedAt: now.toJSDate() })
        .where(eq(orders.id, order.id));
      return;
    }
    const paid = charge && {
      amountCents: fee.feeCents,
      from,
      to: scheduledFor,
      at,
      gateway: charge.gateway,
      reference: charge.reference,
      status: charge.status,
    };
    const settled = withoutPendingMove(current);
    await tx
      .update(orders)
      .set({
        operationWay: { ...row.operationWay, scheduledFor },
        payment: paid ? { ...settled, rescheduleFees: [...feesOf(current), paid] } : settled,
        updatedAt: now.toJSDate(),
      })
      .where(eq(orders.id, order.id));
  });
  await publishOrderChange(deps.db, { companyId: snap.companyId, orderId: order.id, status: order.status });
  return { record: (await loadOrder(deps.db, snap.companyId, order.id))!, fee, charge, moved: !waiting };
}

type StoredFee = { reference?: string | null };
const feesOf = (payment: Record<string, unknown>): StoredFee[] =>
  Array.isArray(payment.rescheduleFees) ? (payment.rescheduleFees as StoredFee[]) : [];

const refundKey = (orderId: string, reference: string) => `refund:reschedule:${orderId}:${reference}`;
const cancelKey = (orderId: string, reference: string) => `cancel:reschedule:${orderId}:${reference}`;
const isTaken = (result: ChargeResult) => result.status === 'PAID' || result.status === 'AUTHORIZED';

/** The charges of a booking's fees given back (REFUNDED), and with `calledOff` those called off too (CANCELED). */
async function refundedFees(
  db: DbOrTx,
  companyId: string,
  orderId: string,
  calledOff = false,
): Promise<Set<string | null>> {
  const rows = await db
    .select({ reference: paymentAttempts.reference, key: paymentAttempts.orderKey, status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.companyId, companyId),
        eq(paymentAttempts.orderId, orderId),
        like(paymentAttempts.orderKey, '%:reschedule:%'),
      ),
    );
  return new Set(
    rows
      .filter(
        (r) =>
          (r.key.startsWith('refund:') && r.status === 'REFUNDED') ||
          (calledOff && r.key.startsWith('cancel:') && r.status === 'CANCELED'),
      )
      .map((r) => r.reference),
  );
}

/**
 * Gives back a fee that moved nothing: claimed under the order's row lock (a REFUNDED payment attempt), then
 * refunded at the processor. 'used' when the charge paid for a move after all; false when the processor failed (the
 * attempt then reads REFUND_FAILED, and the next settlement tries again).
 */
async function refundUnmoved(
  deps: { db: Db; gateway: PaymentGateway },
  request: RescheduleRequest,
  fee: TakenFee,
): Promise<boolean | 'used'> {
  const { companyId } = request.snap;
  const key = refundKey(request.id, fee.reference);
  try {
    const claim = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.id, request.id)))
        .for('update');
      if (row && feesOf(row.payment ?? {}).some((f) => f.reference === fee.reference)) return 'used' as const;
      if ((await refundedFees(tx, companyId, request.id)).has(fee.reference)) return 'done' as const;
      const paid: ChargeResult = { status: 'PAID', gateway: fee.gateway, reference: fee.reference };
      const [attempt] = await tx
        .insert(paymentAttempts)
        .values({
          ...attemptRow(companyId, key, request.id, fee.method, paid, fee.amountCents, request.now),
          status: 'REFUNDED',
        })
        .returning({ id: paymentAttempts.id });
      return attempt.id;
    });
    if (claim === 'used') return 'used';
    if (claim === 'done') return true;
    try {
      // False: nothing left to give back (refunded already).
      await deps.gateway.refund({
        gateway: fee.gateway,
        reference: fee.reference,
        amountCents: fee.amountCents,
        idempotencyKey: key,
      });
      return true;
    } catch (error) {
      await deps.db.update(paymentAttempts).set({ status: 'REFUND_FAILED' }).where(eq(paymentAttempts.id, claim));
      throw error;
    }
  } catch (error) {
    console.error(
      `[tracking] reschedule fee ${fee.reference} of order ${request.id} not refunded: ${(error as Error).message}`,
    );
    return false;
  }
}

/**
 * Before another fee is charged: each earlier fee charge of the booking that moved nothing and is not settled yet is
 * refunded if it was paid, or called off if it still waits for 3-D Secure (then read again: paid meanwhile, refunded).
 * The charge about to be made (the same key: Stripe would answer it again) is left alone.
 */
async function settleUnmovedFees(
  deps: { db: Db; gateway: PaymentGateway },
  request: RescheduleRequest,
  orderId: string,
  key: string,
): Promise<void> {
  const { companyId } = request.snap;
  const attempts = await deps.db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.companyId, companyId),
        eq(paymentAttempts.orderId, orderId),
        like(paymentAttempts.orderKey, 'reschedule:%'),
        inArray(paymentAttempts.status, ['PAID', 'AUTHORIZED', 'REQUIRES_ACTION']),
      ),
    );
  const [row] = await deps.db.select({ payment: orders.payment }).from(orders).where(eq(orders.id, orderId));
  const settled = new Set([
    ...feesOf(row?.payment ?? {}).map((f) => f.reference),
    ...(await refundedFees(deps.db, companyId, orderId, true)),
  ]);
  for (const attempt of attempts) {
    const reference = attempt.reference;
    if (!reference || attempt.orderKey === key || settled.has(reference)) continue;
    settled.add(reference);
    try {
      const charge = { gateway: attempt.gateway, reference };
      let state: ChargeState | null = null;
      if (attempt.status === 'REQUIRES_ACTION') {
        if (!deps.gateway.retrieve) continue;
        state = await deps.gateway.retrieve(charge);
        if (state.result.status === 'REQUIRES_ACTION' && deps.gateway.cancel) {
          // Refused when it was paid meanwhile: what the processor says now decides.
          state = await deps.gateway.cancel(charge).catch(() => deps.gateway.retrieve!(charge));
        }
      }
      const result: ChargeResult = state?.result ?? {
        status: attempt.status as 'PAID',
        gateway: attempt.gateway,
        reference,
      };
      if (isTaken(result)) {
        await refundUnmoved(deps, request, {
          ...charge,
          amountCents: state?.amountCents ?? attempt.amountCents,
          method: attempt.method,
        });
      } else if (result.status === 'DECLINED') {
        // Called off (or failed): nothing was taken, nothing to read again.
        await deps.db.insert(paymentAttempts).values({
          ...attemptRow(
            companyId,
            cancelKey(orderId, reference),
            orderId,
            attempt.method,
            result,
            attempt.amountCents,
            request.now,
          ),
          status: 'CANCELED',
        });
      }
    } catch (error) {
      console.error(
        `[tracking] earlier reschedule fee ${reference} of order ${orderId} not settled: ${(error as Error).message}`,
      );
    }
  }
}

type IntentRead = { state: ChargeState | ChargeResult; paid: TakenFee | null };

/**
 * The intent named after 3-D Secure, read from the processor before the move is judged: `paid` when it is this
 * order's reschedule fee to the time asked for, succeeded, and neither used for a move nor refunded — money taken
 * for this move, to be given back if it does not happen.
 */
async function readIntent(
  deps: { db: Db; gateway: PaymentGateway },
  record: OrderRecord,
  request: RescheduleRequest,
): Promise<IntentRead> {
  const reference = request.paymentReference!;
  const refused: ChargeResult = {
    status: 'DECLINED',
    gateway: 'stripe',
    reference: null,
    declineCode: 'INVALID_CARD_TOKEN',
    retryable: false,
  };
  const { order } = record;
  const spent = new Set([
    ...feesOf(order.payment ?? {}).map((f) => f.reference),
    ...(await refundedFees(deps.db, request.snap.companyId, order.id)),
  ]);
  if (!deps.gateway.retrieve || !/^pi_\w{1,200}$/.test(reference) || spent.has(reference))
    return { state: refused, paid: null };
  let state: ChargeState;
  try {
    state = await deps.gateway.retrieve({ gateway: 'stripe', reference });
  } catch (error) {
    console.error('[tracking] reschedule fee intent not readable:', (error as Error).message);
    return {
      state: {
        status: 'DECLINED',
        gateway: 'unavailable',
        reference: null,
        declineCode: 'PROCESSING_ERROR',
        retryable: true,
      },
      paid: null,
    };
  }
  const zone = request.snap.catalogue.catalog(order.catalogId)?.timezone;
  const m = state.metadata;
  const mine =
    m.order_id === order.id &&
    m.purpose === 'reschedule' &&
    !!zone &&
    m.scheduled_for === isoIn(request.scheduledFor, zone);
  const paid =
    mine && isTaken(state.result) && state.amountCents
      ? {
          gateway: state.result.gateway,
          reference,
          amountCents: state.amountCents,
          method: order.payment?.method ?? '',
        }
      : null;
  return { state, paid };
}

const isoIn = (time: string, zone: string): string | null => {
  try {
    return toIsoTimestamp(toZonedDateTime(time, zone), zone);
  } catch {
    return null;
  }
};

/**
 * The fee's charge after the browser's 3-D Secure step, as the processor told it. A charge of another order, time
 * or amount, or one already used for a move or refunded, is no payment of this one.
 */
function afterAction(
  read: ChargeState | ChargeResult,
  c: { orderId: string; scheduledFor: string; feeCents: number },
): ChargeResult {
  if (!('metadata' in read)) return read;
  const refused: ChargeResult = {
    status: 'DECLINED',
    gateway: 'stripe',
    reference: null,
    declineCode: 'INVALID_CARD_TOKEN',
    retryable: false,
  };
  const m = read.metadata;
  if (
    m.order_id !== c.orderId ||
    m.purpose !== 'reschedule' ||
    m.scheduled_for !== c.scheduledFor ||
    read.amountCents !== c.feeCents
  )
    return refused;
  return read.result;
}
