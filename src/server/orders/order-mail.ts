/**
 * The order mails (confirmation, status changes, an unpaid order's expiry) to the shopper, in the language they
 * ordered in. Sent after commit and never in the way of the order: a mail that fails is logged, the order stands.
 * A cancelled order gets no confirmation.
 */
import { eq } from 'drizzle-orm';
import { quantityUnitOf } from '../catalog/item-weighing';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Db } from '../db/engine';
import { users } from '../db/schema';
import { resolveLocale } from '../../domain/locale';
import { createMailer, type Mailer } from '../mail/mailer';
import { orderConfirmationMail, orderStatusMail, type OrderMailInput } from '../mail/templates/order-mail';
import { orderExpiredMail } from '../mail/templates/unpaid-expiry-mail';
import type { OrderRecord } from './order-record';

/** The company's public origin: its first own domain, else its subdomain of ROOT_DOMAIN. */
export function companyOrigin(snap: CompanySnapshot, env = process.env): string {
  const root = env.ROOT_DOMAIN || `localhost:${env.PORT || 3000}`;
  const host = snap.doc.company.domains?.[0] ?? `${snap.slug}.${root}`;
  const local = /(^|\.)localhost(:\d+)?$/.test(host) || /^127\./.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
}

export function orderStatusLink(snap: CompanySnapshot, orderId: string): string {
  return `${companyOrigin(snap)}/status-pedido?id=${encodeURIComponent(orderId)}`;
}

async function recipientOf(db: Db, record: OrderRecord): Promise<string | null> {
  const typed = record.order.customer?.email?.trim();
  if (typed) return typed;
  if (!record.order.userId) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, record.order.userId));
  return user?.email ?? null;
}

export async function sendOrderMail(
  db: Db,
  snap: CompanySnapshot,
  record: OrderRecord,
  kind: 'confirmation' | 'status' | 'expired',
  mailer: Mailer = createMailer(db),
): Promise<void> {
  // A cancelled order is never confirmed, whatever path asked (a late 3-D Secure answer, a sweep).
  if (kind === 'confirmation' && record.order.status === 'CANCELED') return;
  try {
    const to = await recipientOf(db, record);
    if (!to) return;
    const { order } = record;
    const locale = resolveLocale(order.locale);
    const input: OrderMailInput = {
      number: order.number,
      storeName: snap.catalogue.catalog(order.catalogId)?.record.title ?? snap.doc.company.name,
      status: order.status,
      lines: record.lines.map((line) => ({
        name: line.itemName,
        quantity: line.quantity,
        totalCents: line.totalCents,
        unit: quantityUnitOf(snap.catalogue.catalog(order.catalogId)?.items.get(line.itemId)),
      })),
      deliveryFeeCents: order.deliveryFeeCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      statusLink: orderStatusLink(snap, order.id),
      reason: order.cancelReason,
    };
    const timeZone = snap.catalogue.catalog(order.catalogId)?.timezone ?? 'America/Sao_Paulo';
    const mail =
      kind === 'confirmation'
        ? orderConfirmationMail(locale, input)
        : kind === 'expired'
          ? orderExpiredMail(locale, {
              ...input,
              method: order.payment?.method ?? '',
              dueAt: order.paymentDueAt,
              timeZone,
            })
          : orderStatusMail(locale, input);
    await mailer.send({ ...mail, to, companyId: order.companyId });
  } catch (error) {
    console.error('[orders] order mail not sent:', (error as Error).message);
  }
}
