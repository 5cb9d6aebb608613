/**
 * Which orders are dated bookings that move — a booked VIP lounge visit or a hospitality booking — and what their
 * buyer may still do with one at the server's clock (src/domain/orders/booking-move.ts): the refusal for a move, the
 * `Order.bookingMove` view (open, given, started with the no-show charge, the move waiting for its fee, and until
 * when a move is free: src/domain/orders/booking-free-until.ts), and the buyer's cancellation, which the start
 * closes as it closes a move.
 */
import type { DateTime } from 'luxon';
import { bookingMoveState, missedBookingCharge, type BookingMoveState } from '@/src/domain/orders/booking-move';
import { moveTerms, type MovableBookingKind, type MoveTerms } from '@/src/domain/orders/booking-free-until';
import { movableKindOf, voucherAwaitsPayment } from '@/src/domain/orders/vouchers';
import { delayFreesBookingMoves } from '@/src/domain/flights/flight-change';
import { toIsoTimestamp } from '@/src/domain/time/iso-timestamp';
import { centsToReais } from '@/src/domain/pricing/money';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Locale } from '../i18n/localize';
import { isCompanyStaff, type Caller } from '../orders/order-access';
import { OrderError } from '../orders/order-error';
import type { PendingMove } from './pending-move';
import { rescheduleMessage } from './reschedule-messages';

type DatedOrder = { catalogId: string; operationWay?: { scheduledFor?: string | null } | null };

/** What kind of movable booking an order is: a booked lounge visit or a dated hospitality booking; else null. */
export function movableKind(snap: CompanySnapshot, order: DatedOrder): MovableBookingKind | null {
  const catalog = snap.catalogue.catalog(order.catalogId);
  if (!catalog || !order.operationWay?.scheduledFor) return null;
  return movableKindOf(catalog.record.serviceCategories ?? []);
}

/** The booked start of a booked lounge visit or dated hospitality booking; null for any other order. */
export function bookingStart(snap: CompanySnapshot, order: DatedOrder): string | null {
  return movableKind(snap, order) ? order.operationWay!.scheduledFor! : null;
}

/** A booking's order as far as its move terms go. */
export interface TermsOrder extends DatedOrder {
  status: string;
  totalCents: number;
  createdAt: Date | string;
  payment?: { status?: string | null } | null;
  /** The flight it follows (src/server/flights/flight-follow.ts): over 90 minutes late, its moves are free. */
  flightWatch?: { delayMinutes?: number | null } | null;
}

/** Until when the booking moves for free and what a move at `now` costs; null for an order that does not move. */
export function bookingMoveTerms(snap: CompanySnapshot, order: TermsOrder, now: DateTime): MoveTerms | null {
  const kind = movableKind(snap, order);
  const catalog = snap.catalogue.catalog(order.catalogId);
  if (!kind || !catalog) return null;
  return moveTerms({
    kind,
    start: order.operationWay!.scheduledFor!,
    placedAt: order.createdAt instanceof Date ? order.createdAt.getTime() : order.createdAt,
    now,
    // A PIX, link or transfer not paid yet (or a card in 3-D Secure), unconfirmed: nothing paid, nothing to charge.
    paid: !voucherAwaitsPayment(order.status, order.payment?.status),
    priceCents: order.totalCents,
    zone: catalog.timezone,
    flightDelayed: delayFreesBookingMoves(order.flightWatch?.delayMinutes ?? 0),
  });
}

/** Throws the refusal of a move in `state`; nothing when the booking is open. */
export function refuseUnlessOpen(state: BookingMoveState, totalCents: number, locale: Locale): void {
  if (state === 'OPEN') return;
  if (state === 'SERVICE_GIVEN')
    throw new OrderError('BOOKING_SERVICE_GIVEN', rescheduleMessage('BOOKING_SERVICE_GIVEN', locale));
  if (state === 'STARTED') {
    throw new OrderError('BOOKING_ALREADY_STARTED', rescheduleMessage('BOOKING_ALREADY_STARTED', locale), {
      noShowCharge: centsToReais(missedBookingCharge(state, totalCents) ?? 0),
    });
  }
  throw new OrderError('RESCHEDULE_NOT_ALLOWED', rescheduleMessage('RESCHEDULE_NOT_ALLOWED', locale));
}

/**
 * The buyer cannot cancel a booking from its start on: a no-show pays in full (SPEC §8), and cancelling would refund
 * it. The company's staff still can (a flight delay, a goodwill refund).
 */
export function refuseStartedBookingCancel(
  snap: CompanySnapshot,
  order: { companyId: string; status: string; catalogId: string; operationWay: { scheduledFor?: string | null } },
  caller: Caller,
  now: DateTime,
  locale: Locale,
): void {
  if (isCompanyStaff(caller, order.companyId)) return;
  const start = bookingStart(snap, order);
  if (start && bookingMoveState({ status: order.status, start, now }) === 'STARTED') {
    throw new OrderError('BOOKING_ALREADY_STARTED', rescheduleMessage('BOOKING_ALREADY_STARTED', locale), {
      status: order.status,
    });
  }
}

/** `Order.bookingMove`: null for anything but a booked lounge visit or a dated hospitality booking. */
export function bookingMoveView(
  snap: CompanySnapshot,
  order: TermsOrder & { operationWay: { scheduledFor?: string | null }; pending: PendingMove | null },
  now: DateTime,
) {
  const start = bookingStart(snap, order);
  const terms = bookingMoveTerms(snap, order, now);
  if (!start || !terms) return null;
  const state = bookingMoveState({ status: order.status, start, now });
  const charge = missedBookingCharge(state, order.totalCents);
  const pending = state === 'OPEN' ? order.pending : null;
  const zone = snap.catalogue.catalog(order.catalogId)!.timezone;
  return {
    state,
    kind: movableKind(snap, order)!,
    freeUntil: toIsoTimestamp(terms.freeUntil, zone),
    // While open: whether a move now is free, and whether one may be asked at all (a late lounge move may not).
    freeNow: state === 'OPEN' && terms.feeCents === 0 && terms.allowed,
    basis: terms.basis,
    movableNow: state === 'OPEN' && terms.allowed,
    lateFee: terms.lateFeeCents === null ? null : centsToReais(terms.lateFeeCents),
    noShowCharge: charge === null ? null : centsToReais(charge),
    pending: pending && {
      from: pending.from,
      to: pending.to,
      requestedAt: pending.at,
      fee: centsToReais(pending.amountCents),
      payment: {
        method: pending.method,
        status: 'PENDING',
        pixCopyPaste: pending.pixCopyPaste ?? null,
        pixQrCodeSvg: pending.pixQrCodeSvg ?? null,
        pixExpiresAt: pending.pixExpiresAt ?? null,
        declineReason: null,
        bankTransferReference: pending.bankTransferReference ?? null,
        linkUrl: pending.linkUrl ?? null,
      },
    },
  };
}
