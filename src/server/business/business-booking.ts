/**
 * A booking made for a business account (issue 18, points 3, 4 and 6), inside createOrder:
 * - before pricing: only a member of the account may book for it (FORBIDDEN); each order line is one client (a
 *   saved client of this account, or one typed in) with its structured meet & assist fields, checked here, never
 *   taken from the browser as is; the order's customer becomes the account's CNPJ with the booker as contact;
 * - in the order's transaction: on account, the merchant's approval and limit are checked under a lock per
 *   (account, merchant), so two bookings racing cannot both pass the limit; then the lines get their client and
 *   details, and new clients asked to be saved are saved.
 */
import { bookableAt } from '../../domain/orders/order-schedule';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { checkBusinessLine, type BusinessLineDetails, type LineClient } from '../../domain/business/business-line';
import { costCentreOk, onAccountRefusal, purchaseOrderOk } from '../../domain/business/on-account';
import type { DbOrTx, Tx } from '../db/engine';
import {
  businessAccounts,
  businessClients,
  businessCreditLines,
  businessMembers,
  orderLines,
  orders,
  users,
} from '../db/schema';
import { businessMessage, type BusinessMessageCode } from '../i18n/business-booking-messages';
import type { Locale } from '../i18n/localize';
import type { Caller } from '../orders/order-access';
import { OrderError } from '../orders/order-error';
import type { OrderInput } from '../orders/order-input';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { CreditPackage } from '../catalog-format/item-schema';
import type { BusinessBookingSent } from './business-booking-input';
import { creditLinePlan } from './business-credit-lines';

export interface BusinessLinePlan {
  clientId: string | null;
  /** The client's structured meeting; null for a package line (credits, no meeting). */
  details: BusinessLineDetails | null;
  /** A typed-in client the booker asked to save to the account. */
  save: boolean;
  itemId: string;
  itemName: string;
  /** Paid with one of the account's package credits instead of money (src/server/business/business-credits.ts). */
  useCredit: boolean;
  /** A package of credits bought for the account (issue 18, point 5). */
  creditPackage: CreditPackage | null;
}

export interface BusinessBookingPlan {
  accountId: string;
  bookedBy: string;
  onAccount: { costCentre: string; purchaseOrder: string | null } | null;
  customer: NonNullable<OrderInput['customer']>;
  lines: BusinessLinePlan[];
}

function refuse(code: BusinessMessageCode, locale: Locale, extensions: Record<string, unknown> = {}): OrderError {
  return new OrderError(code, businessMessage(code, locale), extensions);
}

export async function planBusinessBooking(
  db: DbOrTx,
  c: {
    sent: BusinessBookingSent;
    input: OrderInput;
    caller: Caller;
    now: DateTime;
    locale: Locale;
    snap: CompanySnapshot;
  },
): Promise<BusinessBookingPlan> {
  const { sent, caller, locale } = c;
  const viewer = caller.viewer;
  if (!viewer) throw refuse('FORBIDDEN', locale);
  const [row] = await db
    .select({ account: businessAccounts, booker: { name: users.name, email: users.email, phone: users.phone } })
    .from(businessMembers)
    .innerJoin(businessAccounts, eq(businessAccounts.id, businessMembers.businessAccountId))
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessAccountId, sent.accountId), eq(businessMembers.userId, viewer.userId)));
  if (!row) throw refuse('FORBIDDEN', locale);

  let onAccount: BusinessBookingPlan['onAccount'] = null;
  if (sent.onAccount) {
    const costCentre = (sent.costCentre ?? '').trim();
    const purchaseOrder = (sent.purchaseOrder ?? '').trim();
    if (!costCentreOk(costCentre))
      throw refuse('BUSINESS_COST_CENTRE_INVALID', locale, { path: 'business.costCentre' });
    if (!purchaseOrderOk(purchaseOrder))
      throw refuse('BUSINESS_PURCHASE_ORDER_INVALID', locale, { path: 'business.purchaseOrder' });
    onAccount = { costCentre, purchaseOrder: purchaseOrder || null };
  }

  if (sent.lines.length !== c.input.items.length || c.input.items.some((item) => item.quantity !== 1))
    throw refuse('BUSINESS_LINES_MISMATCH', locale, { path: 'business.lines' });

  const savedIds = sent.lines.map((l) => l.clientId).filter((id): id is string => !!id);
  const saved = savedIds.length
    ? await db
        .select()
        .from(businessClients)
        .where(and(eq(businessClients.businessAccountId, row.account.id), inArray(businessClients.id, savedIds)))
    : [];
  const lines = sent.lines.map((line, index): BusinessLinePlan => {
    const item = c.snap.catalogue.item(c.input.items[index].itemId, c.input.catalogId);
    const credit = creditLinePlan(line, item, index, locale);
    // A package is credits for the company: no client, nothing to meet.
    if (credit.creditPackage) return { clientId: null, details: null, save: false, ...credit };
    let client: LineClient | null = null;
    if (line.clientId) {
      const found = saved.find((s) => s.id === line.clientId);
      // Another account's client is as unknown as a made-up id.
      if (!found) throw refuse('BUSINESS_CLIENT_NOT_FOUND', locale, { path: `business.lines.${index}.clientId` });
      client = found;
    } else if (line.newClient) {
      const n = line.newClient;
      client = { name: n.name ?? '', phone: n.phone ?? null, email: n.email ?? null, language: n.language ?? 'pt-BR' };
    }
    const checked = checkBusinessLine(line, client, c.now);
    if (!checked.ok)
      throw refuse(checked.problem.code as BusinessMessageCode, locale, {
        path: `business.lines.${index}.${checked.problem.field}`,
        field: checked.problem.field,
      });
    // The client's exact time must fall in the service's hours, past its notice: the order's one slot is only the
    // earliest client's, so each line is held to the catalogue's rules here.
    const catalog = c.snap.catalogue.catalog(c.input.catalogId);
    if (catalog && !bookableAt(catalog, checked.details.time, c.now))
      throw refuse('BUSINESS_TIME_UNAVAILABLE', locale, { path: `business.lines.${index}.time`, field: 'time' });
    return {
      clientId: line.clientId ?? null,
      details: checked.details,
      save: !line.clientId && !!line.newClient?.save,
      ...credit,
    };
  });

  return {
    accountId: row.account.id,
    bookedBy: viewer.userId,
    onAccount,
    customer: {
      ...c.input.customer,
      name: row.booker.name || row.account.legalName,
      email: row.booker.email,
      phone: row.booker.phone ?? c.input.customer?.phone ?? null,
      identityDocument: row.account.cnpj,
      identityDocumentType: 'CNPJ',
    },
    lines,
  };
}

/** Bookings on account of this business account with this merchant not yet paid nor cancelled, in centavos. */
export async function openOnAccountCents(db: DbOrTx, accountId: string, companyId: string): Promise<number> {
  const [{ open }] = await db
    .select({ open: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.businessAccountId, accountId),
        eq(orders.companyId, companyId),
        ne(orders.status, 'CANCELED'),
        sql`${orders.payment}->>'method' = 'ON_ACCOUNT'`,
        sql`coalesce(${orders.payment}->>'status', 'PENDING') = 'PENDING'`,
      ),
    );
  return open;
}

/** In the order's transaction, before the insert: the approval and the limit, under a lock per account and merchant. */
export async function refuseOnAccount(
  tx: Tx,
  plan: BusinessBookingPlan,
  companyId: string,
  totalCents: number,
  locale: Locale,
): Promise<void> {
  if (!plan.onAccount) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credit:${plan.accountId}:${companyId}`}, 0))`);
  const [line] = await tx
    .select({ status: businessCreditLines.status, limitCents: businessCreditLines.limitCents })
    .from(businessCreditLines)
    .where(
      and(eq(businessCreditLines.businessAccountId, plan.accountId), eq(businessCreditLines.companyId, companyId)),
    );
  const open = line?.status === 'approved' ? await openOnAccountCents(tx, plan.accountId, companyId) : 0;
  const refusal = onAccountRefusal(line, open, totalCents);
  if (refusal) throw refuse(refusal, locale, { path: 'business.onAccount' });
}

/** In the order's transaction, after the insert: the order's account and booker, each line's client and details. */
export async function storeBusinessBooking(tx: Tx, plan: BusinessBookingPlan, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      businessAccountId: plan.accountId,
      bookedBy: plan.bookedBy,
      // The order's lists and mails name whom it receives, as for a guest typed in.
      receivedGuest:
        plan.lines
          .flatMap((l) => (l.details ? [l.details.clientName] : []))
          .join(', ')
          .slice(0, 500) || null,
      params: [
        { key: 'Ambiente', value: 'Plataforma' },
        ...(plan.onAccount
          ? [
              { key: 'costCentre', value: plan.onAccount.costCentre },
              ...(plan.onAccount.purchaseOrder ? [{ key: 'purchaseOrder', value: plan.onAccount.purchaseOrder }] : []),
            ]
          : []),
      ],
    })
    .where(eq(orders.id, orderId));
  for (const [position, line] of plan.lines.entries()) {
    let clientId = line.clientId;
    const d = line.details;
    if (!clientId && line.save && d) {
      [{ id: clientId }] = await tx
        .insert(businessClients)
        .values({
          businessAccountId: plan.accountId,
          name: d.clientName,
          phone: d.clientPhone,
          email: d.clientEmail,
          language: d.clientLanguage,
        })
        .returning({ id: businessClients.id });
    }
    await tx
      .update(orderLines)
      .set({ businessClientId: clientId, bookingDetails: line.details })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.position, position)));
  }
}
