/**
 * Package credits in the order's transaction (issue 18, point 5; the rules: src/domain/business/credits.ts).
 * - A package line bought for a business account grants its credits (a grant and a `bought` movement), usable once
 *   the package's payment has arrived (or at once on account).
 * - A line booked with `useCredit` takes one credit: under an advisory lock per (account, merchant) — the style of
 *   the on-account limit — the first-expiring usable grant is chosen and decremented with `remaining > 0` in the
 *   update itself (the table's check refuses a negative balance too), a `used` movement is written and the line
 *   keeps its grant. No usable credit refuses the whole order (BUSINESS_NO_CREDIT, BUSINESS_CREDIT_EXPIRED).
 * - A cancellation gives each credit back when it comes before the line's free-until (or always when the order is
 *   voided by the system: unpaid, declined), and voids a cancelled package's remaining credits; a package whose
 *   credits were used cannot be cancelled (BUSINESS_PACKAGE_IN_USE).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import {
  chooseCredits,
  creditExpiry,
  creditReturns,
  withCreditLines,
  type CreditGrant,
  type CreditMovement,
} from '../../domain/business/credits';
import type { CartQuote } from '../../domain/orders/cart-quote';
import type { DbOrTx, Tx } from '../db/engine';
import { businessCreditGrants, businessCreditMovements, orderLines, orders } from '../db/schema';
import { creditMessage, type CreditMessageCode } from '../i18n/business-credit-messages';
import type { Locale } from '../i18n/localize';
import { OrderError } from '../orders/order-error';
import type { BusinessBookingPlan } from './business-booking';

const refuse = (code: CreditMessageCode, locale: Locale, extensions: Record<string, unknown> = {}) =>
  new OrderError(code, creditMessage(code, locale), extensions);

/** Serialises every change of one account's credits with one merchant. */
export async function lockCredits(tx: Tx, accountId: string, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credits:${accountId}:${companyId}`}, 0))`);
}

/** The package's money has arrived (or there was none to pay), or it was bought on account: its credits may be used. */
export function purchaseSettled(order: {
  status: string;
  payment: { method?: string; status?: string | null } | null;
}) {
  if (order.status === 'CANCELED') return false;
  const { method, status } = order.payment ?? {};
  return method === 'ON_ACCOUNT' || status === 'PAID' || status === 'NOT_REQUIRED';
}

/** The account's grants with this merchant, with whether each package's payment has arrived. */
export async function loadGrants(db: DbOrTx, accountId: string, companyId: string): Promise<CreditGrant[]> {
  const rows = await db
    .select({ grant: businessCreditGrants, status: orders.status, payment: orders.payment })
    .from(businessCreditGrants)
    .innerJoin(orders, eq(orders.id, businessCreditGrants.orderId))
    .where(and(eq(businessCreditGrants.businessAccountId, accountId), eq(businessCreditGrants.companyId, companyId)))
    .orderBy(asc(businessCreditGrants.createdAt));
  return rows.map(({ grant, status, payment }) => ({
    id: grant.id,
    packageItemId: grant.packageItemId,
    packageName: grant.packageName,
    coveredItemIds: grant.coveredItemIds,
    credits: grant.credits,
    remaining: grant.remaining,
    expiresAt: grant.expiresAt,
    boughtAt: grant.createdAt,
    voided: grant.voidedAt !== null,
    settled: purchaseSettled({ status, payment }),
  }));
}

export async function loadMovements(db: DbOrTx, accountId: string, companyId: string): Promise<CreditMovement[]> {
  const rows = await db
    .select()
    .from(businessCreditMovements)
    .where(
      and(eq(businessCreditMovements.businessAccountId, accountId), eq(businessCreditMovements.companyId, companyId)),
    );
  return rows.map((m) => ({
    grantId: m.grantId,
    kind: m.kind,
    quantity: m.quantity,
    at: m.createdAt,
    orderId: m.orderId,
    seq: m.seq,
  }));
}

/** The quote with the plan's credit lines at 0 (a quote without a business plan is left as it is). */
export function withBusinessCredits(quote: CartQuote, plan: BusinessBookingPlan | null): CartQuote {
  if (!plan) return quote;
  return withCreditLines(quote, new Set(plan.lines.flatMap((line, position) => (line.useCredit ? [position] : []))));
}

/** What settleBusinessCredits needs of createOrder's request: its clock, language and the store's zone. */
export function creditContext(
  request: { snap: { companyId: string }; now: DateTime; locale: Locale },
  catalog: { timezone: string },
) {
  return {
    companyId: request.snap.companyId,
    now: request.now.toJSDate(),
    locale: request.locale,
    zone: catalog.timezone,
  };
}

/** In the order's transaction, after its lines are stored: packages bought give credits; credit lines take one. */
export async function settleBusinessCredits(
  tx: Tx,
  plan: BusinessBookingPlan,
  c: { companyId: string; orderId: string; now: Date; locale: Locale; zone: string },
): Promise<void> {
  const packages = plan.lines.flatMap((line, position) => (line.creditPackage ? [{ line, position }] : []));
  const credited = plan.lines.flatMap((line, position) => (line.useCredit ? [{ line, position }] : []));
  if (packages.length === 0 && credited.length === 0) return;
  await lockCredits(tx, plan.accountId, c.companyId);

  for (const { line, position } of packages) {
    const pack = line.creditPackage!;
    const [grant] = await tx
      .insert(businessCreditGrants)
      .values({
        businessAccountId: plan.accountId,
        companyId: c.companyId,
        orderId: c.orderId,
        linePosition: position,
        packageItemId: line.itemId,
        packageName: line.itemName,
        coveredItemIds: pack.itemIds,
        credits: pack.credits,
        remaining: pack.credits,
        expiresAt: creditExpiry(c.now, pack.validMonths, c.zone),
        createdAt: c.now,
      })
      .returning({ id: businessCreditGrants.id });
    await tx.insert(businessCreditMovements).values({
      grantId: grant.id,
      businessAccountId: plan.accountId,
      companyId: c.companyId,
      kind: 'bought',
      quantity: pack.credits,
      orderId: c.orderId,
      linePosition: position,
      createdAt: c.now,
    });
  }
  if (credited.length === 0) return;

  const grants = await loadGrants(tx, plan.accountId, c.companyId);
  const chosen = chooseCredits(
    grants,
    credited.map(({ line }) => line.itemId),
    c.now,
  );
  if (!chosen.ok)
    throw refuse(chosen.code, c.locale, { path: `business.lines.${credited[chosen.index].position}.useCredit` });
  for (const [index, { position }] of credited.entries()) {
    const grantId = chosen.grantIds[index];
    const taken = await tx
      .update(businessCreditGrants)
      .set({ remaining: sql`${businessCreditGrants.remaining} - 1` })
      .where(and(eq(businessCreditGrants.id, grantId), sql`${businessCreditGrants.remaining} > 0`))
      .returning({ id: businessCreditGrants.id });
    // Under the lock this cannot happen; the guard keeps the balance from going below zero whatever happens.
    if (taken.length === 0)
      throw refuse('BUSINESS_NO_CREDIT', c.locale, { path: `business.lines.${position}.useCredit` });
    await tx.insert(businessCreditMovements).values({
      grantId,
      businessAccountId: plan.accountId,
      companyId: c.companyId,
      kind: 'used',
      quantity: -1,
      orderId: c.orderId,
      linePosition: position,
      createdAt: c.now,
    });
    await tx
      .update(orderLines)
      .set({ creditGrantId: grantId })
      .where(and(eq(orderLines.orderId, c.orderId), eq(orderLines.position, position)));
  }
}

type CancelledOrder = {
  id: string;
  companyId: string;
  businessAccountId: string | null;
  createdAt: Date;
};

/**
 * In a cancellation's transaction: the order's credits come back (when `always`, or when cancelled by the line's
 * free-until) and a package it bought is voided. A package with used credits refuses the cancellation.
 */
export async function settleCancelledCredits(
  tx: Tx,
  order: CancelledOrder,
  c: { at: Date; always: boolean; locale?: Locale },
): Promise<void> {
  if (!order.businessAccountId) return;
  const lines = await tx
    .select({ position: orderLines.position, grantId: orderLines.creditGrantId, details: orderLines.bookingDetails })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const bought = await tx.select().from(businessCreditGrants).where(eq(businessCreditGrants.orderId, order.id));
  const credited = lines.filter((l) => l.grantId);
  if (credited.length === 0 && bought.length === 0) return;
  await lockCredits(tx, order.businessAccountId, order.companyId);
  const move = (grantId: string, kind: 'returned' | 'voided', quantity: number, position: number) =>
    tx.insert(businessCreditMovements).values({
      grantId,
      businessAccountId: order.businessAccountId!,
      companyId: order.companyId,
      kind,
      quantity,
      orderId: order.id,
      linePosition: position,
      createdAt: c.at,
    });

  const returned = await tx
    .select({ position: businessCreditMovements.linePosition })
    .from(businessCreditMovements)
    .where(and(eq(businessCreditMovements.orderId, order.id), eq(businessCreditMovements.kind, 'returned')));
  for (const line of credited) {
    if (returned.some((r) => r.position === line.position)) continue;
    const time = line.details?.time;
    if (!c.always && !(time && creditReturns({ time, placedAt: order.createdAt }, c.at))) continue;
    const given = await tx
      .update(businessCreditGrants)
      .set({ remaining: sql`${businessCreditGrants.remaining} + 1` })
      .where(
        and(
          eq(businessCreditGrants.id, line.grantId!),
          sql`${businessCreditGrants.remaining} < ${businessCreditGrants.credits}`,
        ),
      )
      .returning({ id: businessCreditGrants.id });
    if (given.length) await move(line.grantId!, 'returned', 1, line.position);
  }

  const live = bought.filter((g) => !g.voidedAt);
  // A credit out (used, not given back) was spent on a booking: the package can no longer be undone.
  if (live.some((g) => g.remaining < g.credits)) throw refuse('BUSINESS_PACKAGE_IN_USE', c.locale ?? 'pt-BR');
  for (const grant of live) {
    await tx
      .update(businessCreditGrants)
      .set({ remaining: 0, voidedAt: c.at })
      .where(eq(businessCreditGrants.id, grant.id));
    if (grant.remaining > 0) await move(grant.id, 'voided', -grant.remaining, grant.linePosition);
  }
}
