/**
 * Which orders are dated hospitality bookings, and what their buyer may still do with one at the server's clock
 * (src/domain/orders/booking-move.ts): the refusal for a move, the `Order.bookingMove` view (open, given, started
 * with the no-show charge, and the move waiting for its fee), and the buyer's cancellation, which the start closes
 * as it closes a move.
 */
import type { DateTime } from 'luxon';
import { bookingMoveState, missedBookingCharge, type BookingMoveState } from '@/src/domain/orders/booking-move';
import { voucherKindFor } from '@/src/domain/orders/vouchers';
import { centsToReais } from '@/src/domain/pricing/money';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Locale } from '../i18n/localize';
import { isCompanyStaff, type Caller } from '../orders/order-access';
import { OrderError } from '../orders/order-error';
import type { PendingMove } from './pending-move';
import { rescheduleMessage } from './reschedule-messages';

/** The booked start of a dated hospitality booking; null for any other order. */
export function bookingStart(
  snap: CompanySnapshot,
  order: { catalogId: string; operationWay?: { scheduledFor?: string | null } | null },
): string | null {
  const catalog = snap.catalogue.catalog(order.catalogId);
  const start = order.operationWay?.scheduledFor;
  return catalog && start && voucherKindFor(catalog.record.serviceCategories ?? []) === 'HOSPITALITY' ? start : null;
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

/** `Order.bookingMove`: null for anything but a dated hospitality booking. */
export function bookingMoveView(
  snap: CompanySnapshot,
  order: {
    status: string;
    catalogId: string;
    totalCents: number;
    operationWay: { scheduledFor?: string | null };
    pending: PendingMove | null;
  },
  now: DateTime,
) {
  const start = bookingStart(snap, order);
  if (!start) return null;
  const state = bookingMoveState({ status: order.status, start, now });
  const charge = missedBookingCharge(state, order.totalCents);
  const pending = state === 'OPEN' ? order.pending : null;
  return {
    state,
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
