/**
 * The company confirms that a late move's fee was paid (PIX, transfer or link: money only the company sees arrive),
 * and only then does the booking move (issue 15, point 4). Staff of the order's company only. The move must still
 * be possible: the booking open (not closed, not given, its start not reached — until it is paid the booking keeps
 * its slot, so once that slot starts the booking happened there or was missed) and the slot asked for still ahead.
 * The fee joins the order's settled fees as PAID, and the change is published to the shopper's page.
 */
import { and, eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { bookingMoveState } from '@/src/domain/orders/booking-move';
import { toIsoTimestamp } from '@/src/domain/time/iso-timestamp';
import { toZonedDateTime } from '@/src/domain/time/time-of-day';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Db } from '../db/engine';
import { orders } from '../db/schema';
import type { Locale } from '../i18n/localize';
import { isCompanyStaff, type Caller } from '../orders/order-access';
import { OrderError } from '../orders/order-error';
import { publishOrderChange } from '../orders/order-events';
import { loadOrder, type OrderRecord } from '../orders/order-record';
import { bookingStart, refuseUnlessOpen } from './booking-move';
import { pendingMoveOf, withoutPendingMove } from './pending-move';
import { rescheduleMessage, type RescheduleRefusal } from './reschedule-messages';

export interface ConfirmFeeRequest {
  snap: CompanySnapshot;
  id: string;
  caller: Caller;
  locale: Locale;
  now: DateTime;
}

const refuse = (code: RescheduleRefusal, locale: Locale) => new OrderError(code, rescheduleMessage(code, locale));

export async function confirmRescheduleFee(db: Db, request: ConfirmFeeRequest): Promise<OrderRecord> {
  const { snap, locale, now } = request;
  if (!isCompanyStaff(request.caller, snap.companyId)) throw refuse('FORBIDDEN', locale);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, snap.companyId), eq(orders.id, request.id)))
      .for('update');
    if (!row) throw refuse('ORDER_NOT_FOUND', locale);
    const move = pendingMoveOf(row.payment);
    const start = bookingStart(snap, row);
    if (!move || !start || !row.payment) throw refuse('RESCHEDULE_FEE_NOT_PENDING', locale);
    refuseUnlessOpen(bookingMoveState({ status: row.status, start, now }), row.totalCents, locale);
    if (+toZonedDateTime(move.to) <= +now) throw refuse('RESCHEDULE_TARGET_PASSED', locale);
    const catalog = snap.catalogue.catalog(row.catalogId);
    const paid = {
      ...move,
      status: 'PAID',
      paidAt: toIsoTimestamp(now, catalog?.timezone),
      confirmedBy: request.caller.viewer?.userId ?? null,
    };
    const fees = Array.isArray(row.payment.rescheduleFees) ? row.payment.rescheduleFees : [];
    await tx
      .update(orders)
      .set({
        operationWay: { ...row.operationWay, scheduledFor: move.to },
        payment: { ...withoutPendingMove(row.payment), rescheduleFees: [...fees, paid] },
        updatedAt: now.toJSDate(),
      })
      .where(eq(orders.id, row.id));
  });
  const record = (await loadOrder(db, snap.companyId, request.id))!;
  await publishOrderChange(db, { companyId: snap.companyId, orderId: record.order.id, status: record.order.status });
  return record;
}
