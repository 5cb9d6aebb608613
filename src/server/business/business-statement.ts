/**
 * The monthly statement of a business account with one merchant (issue 18, point 6): only a member reads it; the
 * rows are the bookings on account not cancelled, placed in the month; a PDF (pdf-lib, pure JS, the standard
 * Helvetica in WinAnsi: Portuguese accents print) or a CSV.
 */
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { brl, localTime, statementTotal, type StatementRow } from '../../domain/business/statement';
import type { DbOrTx } from '../db/engine';
import { businessAccounts, businessMembers, orderLines, orders } from '../db/schema';
import type { DateTime } from 'luxon';
import { statementChargeLines, type StatementChargeLines } from './statement-charge-lines';
import { winAnsi } from './pdf-text';

export async function isBusinessMember(db: DbOrTx, accountId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessAccountId, accountId), eq(businessMembers.userId, userId)));
  return !!row;
}

export async function statementRows(
  db: DbOrTx,
  c: { accountId: string; companyId: string; start: DateTime; end: DateTime },
): Promise<StatementRow[]> {
  const placed = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.businessAccountId, c.accountId),
        eq(orders.companyId, c.companyId),
        ne(orders.status, 'CANCELED'),
        sql`${orders.payment}->>'method' = 'ON_ACCOUNT'`,
        gte(orders.createdAt, c.start.toJSDate()),
        lt(orders.createdAt, c.end.toJSDate()),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.seq));
  if (placed.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        placed.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return placed.flatMap((order) => {
    const param = (key: string) => order.params.find((p) => p.key === key)?.value ?? '';
    return lines
      .filter((l) => l.orderId === order.id)
      .map((l) => ({
        orderNumber: order.number,
        client: l.bookingDetails?.clientName ?? order.receivedGuest ?? '',
        service: l.itemName,
        time: l.bookingDetails?.time ?? order.createdAt.toISOString(),
        costCentre: param('costCentre'),
        purchaseOrder: param('purchaseOrder'),
        amountCents: l.totalCents,
      }));
  });
}

export async function statementPdf(
  db: DbOrTx,
  c: { accountId: string; month: string; merchant: string; rows: StatementRow[]; charge?: StatementChargeLines | null },
): Promise<Uint8Array> {
  const [account] = await db.select().from(businessAccounts).where(eq(businessAccounts.id, c.accountId));
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fatura ${c.month} — ${account.legalName}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([842, 595]); // A4 landscape
  let y = 555;
  const text = (value: string, x: number, size = 9, f = font) =>
    page.drawText(value.slice(0, 48), { x, y, size, font: f });
  text(`Fatura ${c.month} — ${c.merchant}`, 40, 14, bold);
  y -= 20;
  text(`${account.legalName} · CNPJ ${account.cnpj}`, 40, 10);
  y -= 28;
  const columns = [40, 110, 260, 420, 510, 620, 730];
  const head = ['Pedido', 'Cliente', 'Serviço', 'Data/hora', 'Centro de custo', 'Pedido de compra', 'Valor'];
  head.forEach((h, i) => text(h, columns[i], 9, bold));
  for (const r of c.rows) {
    y -= 16;
    if (y < 50) {
      page = pdf.addPage([842, 595]);
      y = 555;
    }
    [r.orderNumber, r.client, r.service, localTime(r.time), r.costCentre, r.purchaseOrder, brl(r.amountCents)].forEach(
      (v, i) => text(v, columns[i]),
    );
  }
  y -= 24;
  text(`Total: ${brl(statementTotal(c.rows))}`, 620, 11, bold);
  // How the month is paid (statement-charges.ts): the due date and the PIX code or the boleto line, in full.
  for (const [i, line] of (c.charge ? statementChargeLines(c.charge) : []).entries()) {
    y -= i === 0 ? 28 : 14;
    if (y < 40) {
      page = pdf.addPage([842, 595]);
      y = 555;
    }
    page.drawText(winAnsi(line), { x: 40, y, size: i === 0 ? 11 : 9, font: i === 0 ? bold : font });
  }
  return pdf.save();
}
