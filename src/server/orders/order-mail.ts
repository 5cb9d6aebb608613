/**
 * The order mails (confirmation, status changes, an unpaid order's expiry, its flight's changes) to the shopper, in
 * the language they ordered in: item and option names translated, the link to the status page in that language.
 * One mail per change the shopper cares about (src/domain/orders/order-mail-policy.ts): placed, confirmed, out for
 * delivery or ready, cancelled — not preparing, delivered nor completed. Sent after commit and never in the way of
 * the order: a mail that fails is logged, the order stands. A cancelled order gets no confirmation.
 */
import { eq } from 'drizzle-orm';
import { quantityUnitOf } from '../catalog/item-weighing';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Db } from '../db/engine';
import { users } from '../db/schema';
import { resolveLocale, type Locale } from '../../domain/locale';
import { statusChangeIsMailed } from '../../domain/orders/order-mail-policy';
import { tr } from '../i18n/localize';
import { createMailer, type Mailer } from '../mail/mailer';
import { orderConfirmationMail, orderStatusMail, type OrderMailInput } from '../mail/templates/order-mail';
import { orderExpiredMail } from '../mail/templates/unpaid-expiry-mail';
import { flightChangeMail, flightDelayMail, type FlightMailChange } from '../mail/templates/flight-change-mail';
import { lineNames } from './order-line-names';
import type { OrderRecord } from './order-record';

/** The company's public origin: its first own domain, else its subdomain of ROOT_DOMAIN. */
export function companyOrigin(snap: CompanySnapshot, env = process.env): string {
  const root = env.ROOT_DOMAIN || `localhost:${env.PORT || 3000}`;
  const host = snap.doc.company.domains?.[0] ?? `${snap.slug}.${root}`;
  const local = /(^|\.)localhost(:\d+)?$/.test(host) || /^127\./.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
}

/** The order's status page in the shopper's language (pt-BR is the default route, en and es are prefixed). */
export function orderStatusLink(snap: CompanySnapshot, orderId: string, locale: Locale = 'pt-BR'): string {
  const prefix = locale === 'pt-BR' ? '' : `/${locale}`;
  return `${companyOrigin(snap)}${prefix}/status-pedido?id=${encodeURIComponent(orderId)}`;
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
  // Steps the shopper follows on the page are no news for a mail.
  if (kind === 'status' && !statusChangeIsMailed(record.order.status)) return;
  try {
    const to = await recipientOf(db, record);
    if (!to) return;
    const { order } = record;
    const locale = resolveLocale(order.locale);
    const input = mailInput(snap, record, locale);
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

function mailInput(snap: CompanySnapshot, record: OrderRecord, locale: Locale): OrderMailInput {
  const { order } = record;
  const catalog = snap.catalogue.catalog(order.catalogId);
  return {
    number: order.number,
    storeName: catalog ? tr(catalog.record, 'title', locale) : snap.doc.company.name,
    status: order.status,
    lines: record.lines.map((line) => ({
      ...lineNames(snap, order.catalogId, line, locale),
      quantity: line.quantity,
      totalCents: line.totalCents,
      unit: quantityUnitOf(catalog?.items.get(line.itemId)),
    })),
    deliveryFeeCents: order.deliveryFeeCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    statusLink: orderStatusLink(snap, order.id, locale),
    reason: order.cancelReason,
  };
}

/** What an order took from its flight, for its mail (src/server/flights/flight-follow.ts). */
export type FlightNotice =
  | { kind: 'changed'; flightNumber: string; changes: FlightMailChange[] }
  | { kind: 'delayed'; flightNumber: string; delayMinutes: number };

/** The shopper hears of a change their order took from its flight: a new gate, terminal or boarding; a long delay. */
export async function sendFlightMail(
  db: Db,
  snap: CompanySnapshot,
  record: OrderRecord,
  notice: FlightNotice,
  mailer: Mailer = createMailer(db),
): Promise<void> {
  try {
    const to = await recipientOf(db, record);
    if (!to) return;
    const locale = resolveLocale(record.order.locale);
    const input = mailInput(snap, record, locale);
    const timeZone = snap.catalogue.catalog(record.order.catalogId)?.timezone ?? 'America/Sao_Paulo';
    const mail =
      notice.kind === 'changed'
        ? flightChangeMail(locale, { ...input, flightNumber: notice.flightNumber, changes: notice.changes, timeZone })
        : flightDelayMail(locale, { ...input, flightNumber: notice.flightNumber, delayMinutes: notice.delayMinutes });
    await mailer.send({ ...mail, to, companyId: record.order.companyId });
  } catch (error) {
    console.error('[orders] flight mail not sent:', (error as Error).message);
  }
}
