/**
 * After the service (issue 18, point 9): the store's staff record that the client of a company's booked line was
 * met — when, by whom, a note (src/domain/business/service-report.ts) — from the staff board. The first record of a
 * line mails the booker a short report in the language they booked in; a correction replaces it without a second
 * mail. The company's members read it on /empresa/reservas and the order's status page.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { checkServiceReport, serviceReportMail, type SentServiceReport } from '../../domain/business/service-report';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Db, DbOrTx } from '../db/engine';
import { bookingServiceReports, users } from '../db/schema';
import { creditMessage } from '../i18n/business-credit-messages';
import type { Locale } from '../i18n/localize';
import { orderMessage } from '../i18n/order-messages';
import type { Mailer } from '../mail/mailer';
import { isCompanyStaff, type Caller } from '../orders/order-access';
import { OrderError } from '../orders/order-error';
import { orderStatusLink } from '../orders/order-mail';
import { loadOrder } from '../orders/order-record';
import { plausibleId } from './business-access';

export type ServiceReportRow = typeof bookingServiceReports.$inferSelect;

export async function reportBookingServed(
  db: Db,
  caller: Caller,
  c: {
    snap: CompanySnapshot;
    orderId: string;
    /** The line, counted from 1 (as on the vouchers). */
    line: number;
    input: SentServiceReport;
    now: Date;
    locale: Locale;
    mailer: Mailer;
  },
): Promise<ServiceReportRow> {
  const { snap, locale } = c;
  if (!isCompanyStaff(caller, snap.companyId)) throw new OrderError('FORBIDDEN', orderMessage('FORBIDDEN', locale));
  const record = plausibleId(c.orderId) ? await loadOrder(db, snap.companyId, c.orderId) : null;
  if (!record) throw new OrderError('ORDER_NOT_FOUND', orderMessage('ORDER_NOT_FOUND', locale));
  const refuse = (code: Parameters<typeof creditMessage>[0], field?: string) =>
    new OrderError(code, creditMessage(code, locale), field ? { field } : {});
  if (record.order.status === 'CANCELED') throw refuse('SERVICE_REPORT_ORDER_CANCELED');
  const line = record.lines.find((l) => l.position === c.line - 1);
  const details = line?.bookingDetails;
  if (!line || !details) throw refuse('SERVICE_REPORT_LINE_NOT_FOUND', 'line');
  const checked = checkServiceReport(c.input, { placedAt: record.order.createdAt, now: c.now });
  if (!checked.ok) throw refuse(checked.code, checked.field);
  const values = {
    orderId: record.order.id,
    companyId: snap.companyId,
    linePosition: line.position,
    metAt: checked.report.metAt,
    agentName: checked.report.agentName,
    note: checked.report.note,
    recordedBy: caller.viewer?.userId ?? null,
    createdAt: c.now,
  };
  const [first] = await db.insert(bookingServiceReports).values(values).onConflictDoNothing().returning();
  if (!first) {
    const [corrected] = await db
      .update(bookingServiceReports)
      .set({ metAt: values.metAt, agentName: values.agentName, note: values.note, recordedBy: values.recordedBy })
      .where(
        and(eq(bookingServiceReports.orderId, values.orderId), eq(bookingServiceReports.linePosition, line.position)),
      )
      .returning();
    return corrected;
  }

  // The booker (or, for an order without one, its contact) is told once, in the language they booked in.
  const [booker] = record.order.bookedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, record.order.bookedBy))
    : [];
  const to = booker?.email ?? record.order.customer?.email;
  if (to) {
    const catalog = snap.catalogue.catalog(record.order.catalogId);
    const mail = serviceReportMail(record.order.locale, {
      orderNumber: record.order.number,
      clientName: details.clientName,
      serviceName: line.itemName,
      metAt: first.metAt,
      agentName: first.agentName,
      note: first.note,
      zone: catalog?.timezone ?? 'America/Sao_Paulo',
      statusUrl: orderStatusLink(snap, record.order.id),
    });
    try {
      await c.mailer.send({
        to,
        companyId: snap.companyId,
        subject: mail.subject,
        text: mail.body,
        html: `<p>${mail.body.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p>`,
      });
    } catch (error) {
      // The report is kept; the booker reads it on /empresa/reservas even when the mail could not leave.
      console.error('[business] service report mail failed:', (error as Error).message);
    }
  }
  return first;
}

/** The reports of these orders' lines. */
export async function serviceReportsOf(db: DbOrTx, orderIds: readonly string[]): Promise<ServiceReportRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(bookingServiceReports)
    .where(inArray(bookingServiceReports.orderId, [...orderIds]));
}
