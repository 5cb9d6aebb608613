/**
 * The receipt of a paid order (issue 18, point 6) as a PDF (pdf-lib, like the statement): the store, the order, who
 * paid (a company's legal name and CNPJ, or the buyer), each line (client and time for a company's booking; a line
 * paid with a package credit says so), the totals and how it was paid. Only the buyer and the members of the order's
 * business account may read it; to anyone else it does not exist (src/server/business/receipt-route.ts).
 */
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { receiptLabels, receiptMethod } from '../../domain/business/receipt';
import { formatCnpj } from '../../domain/brazil/cnpj';
import { formatBRL } from '../../domain/brazil/format';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { DbOrTx } from '../db/engine';
import { businessAccounts } from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { isBuyer, type Caller } from '../orders/order-access';
import type { OrderRecord, OrderRow } from '../orders/order-record';
import { isBusinessBookingReader } from './business-order-access';
import { winAnsi } from './pdf-text';

/** The buyer (session or guest cookie) or a member of the order's business account. Staff are not: it is a receipt. */
export async function mayReadReceipt(db: DbOrTx, caller: Caller, order: OrderRow): Promise<boolean> {
  return isBuyer(caller, order) || (await isBusinessBookingReader(db, caller.viewer as Viewer | null, order));
}

export const receiptPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/receipt`;

const money = (cents: number) => formatBRL(cents).replace(/\u00a0/g, ' ');

export async function receiptPdf(
  db: DbOrTx,
  c: { record: OrderRecord; snap: CompanySnapshot; language: string },
): Promise<Uint8Array> {
  const { order, lines } = c.record;
  const l = receiptLabels(c.language);
  const catalog = c.snap.catalogue.catalog(order.catalogId);
  const zone = catalog?.timezone ?? 'America/Sao_Paulo';
  const when = (value: Date | string) =>
    (typeof value === 'string' ? DateTime.fromISO(value, { setZone: true }) : DateTime.fromJSDate(value, { zone }))
      .setZone(zone)
      .toFormat('dd/MM/yyyy HH:mm');
  const [account] = order.businessAccountId
    ? await db.select().from(businessAccounts).where(eq(businessAccounts.id, order.businessAccountId))
    : [];

  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${l.title} ${order.number}`));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([595, 842]); // A4 portrait
  let y = 790;
  const write = (value: string, x: number, size = 10, f: PDFFont = font, max = 90) =>
    page.drawText(winAnsi(value).slice(0, max), { x, y, size, font: f });
  const next = (step = 16) => {
    y -= step;
    if (y < 60) {
      page = pdf.addPage([595, 842]);
      y = 790;
    }
  };

  write(`${l.title} — ${c.snap.doc.company.name}`, 40, 16, bold);
  next(24);
  write(`${l.order} ${order.number} · ${l.placedAt}: ${when(order.createdAt)}`, 40, 10);
  next(20);
  const payer = account
    ? `${account.legalName} · CNPJ ${formatCnpj(account.cnpj)}`
    : [order.customer?.name, order.customer?.identityDocument && `${l.document} ${order.customer.identityDocument}`]
        .filter(Boolean)
        .join(' · ');
  write(`${l.receivedFrom}: ${payer}`, 40, 10);
  next(28);

  const columns = [40, 250, 390, 500];
  [l.item, l.client, l.serviceAt, l.amount].forEach((head, i) => write(head, columns[i], 9, bold));
  next(6);
  page.drawLine({ start: { x: 40, y }, end: { x: 555, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  for (const line of lines) {
    next();
    const details = line.bookingDetails;
    write(`${line.quantity}× ${line.itemName}`, columns[0], 9, font, 40);
    write(details?.clientName ?? order.receivedGuest ?? '', columns[1], 9, font, 26);
    const at = details?.time ?? order.operationWay.scheduledFor;
    if (at) write(when(at), columns[2], 9);
    write(line.creditGrantId ? l.paidWithCredit : money(line.totalCents), columns[3], 9);
  }
  next(24);
  const totals: [string, number][] = [[l.subtotal, order.subtotalCents]];
  if (order.discountCents) totals.push([l.discount, -order.discountCents]);
  if (order.deliveryFeeCents) totals.push([l.deliveryFee, order.deliveryFeeCents]);
  for (const [label, cents] of totals) {
    write(label, 390, 10);
    write(money(cents), 500, 10);
    next();
  }
  write(l.total, 390, 11, bold);
  write(money(order.totalCents), 500, 11, bold);
  next(28);
  write(`${l.method}: ${receiptMethod(c.language, order.payment?.method ?? 'NONE')}`, 40, 10);
  next(40);
  write(l.footer, 40, 8);
  return pdf.save();
}
