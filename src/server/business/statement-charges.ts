/**
 * Paying a month's statement (issue 18, point 6; rules: src/domain/business/statement-charge.ts). A member asks for
 * a month once it is over: the charge covers the month's bookings on account still unpaid (not cancelled), for
 * their total, due on the 15th of the next month (3 days at least), issued through the statement payment adapter
 * (statement-payments.ts) before any lock is taken. One live charge per month: asking again with the same method
 * and the same bookings answers the same charge; another method (or bookings that changed) replaces a pending one.
 * Once paid — the sandbox marked by the demo, or the provider saying so when the statement is read — the bookings it
 * covers are marked paid: they leave the on-account limit and get their receipts.
 */
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { statementChargeRefusal, statementDueDate, monthStart } from '../../domain/business/statement-charge';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Db, DbOrTx } from '../db/engine';
import {
  businessAccounts,
  businessStatementCharges,
  orders,
  STATEMENT_CHARGE_METHODS,
  type StatementChargeMethod,
} from '../db/schema';
import { sandboxStatementPaymentsEnabled } from '../deployment/deployment-mode';
import type { Viewer } from '../identity/viewer';
import { plausibleId, requireMember } from './business-access';
import { BusinessError } from './business-error';
import type { StatementPaymentAdapter } from './statement-payments';

export type StatementChargeRow = typeof businessStatementCharges.$inferSelect;

interface Scope {
  accountId: string;
  companyId: string;
  month: string;
}

/** The month's bookings on account not cancelled whose payment is still pending: what a charge covers. */
export async function unpaidStatementOrders(db: DbOrTx, scope: Scope): Promise<{ id: string; totalCents: number }[]> {
  const start = monthStart(scope.month);
  if (!start) return [];
  return db
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(
      and(
        eq(orders.businessAccountId, scope.accountId),
        eq(orders.companyId, scope.companyId),
        ne(orders.status, 'CANCELED'),
        sql`${orders.payment}->>'method' = 'ON_ACCOUNT'`,
        sql`coalesce(${orders.payment}->>'status', 'PENDING') = 'PENDING'`,
        gte(orders.createdAt, start.toJSDate()),
        lt(orders.createdAt, start.plus({ months: 1 }).toJSDate()),
      ),
    )
    .orderBy(orders.createdAt);
}

/** The month's live (pending or paid) charge, if any. */
export async function liveStatementCharge(db: DbOrTx, scope: Scope): Promise<StatementChargeRow | null> {
  const [row] = await db
    .select()
    .from(businessStatementCharges)
    .where(
      and(
        eq(businessStatementCharges.businessAccountId, scope.accountId),
        eq(businessStatementCharges.companyId, scope.companyId),
        eq(businessStatementCharges.month, scope.month),
        inArray(businessStatementCharges.status, ['PENDING', 'PAID']),
      ),
    );
  return row ?? null;
}

const sameOrders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export async function requestStatementPayment(
  db: Db,
  viewer: Viewer | null,
  c: Scope & { method: string; snap: CompanySnapshot; now: Date; adapter: StatementPaymentAdapter | null },
): Promise<StatementChargeRow> {
  const { viewer: member } = await requireMember(db, viewer, c.accountId);
  if (!(STATEMENT_CHARGE_METHODS as readonly string[]).includes(c.method))
    throw new BusinessError('STATEMENT_METHOD_INVALID');
  const method = c.method as StatementChargeMethod;
  const refusal = statementChargeRefusal(c.month, c.now);
  if (refusal) throw new BusinessError(refusal);
  if (!c.adapter) throw new BusinessError('STATEMENT_PAYMENT_UNAVAILABLE');

  const existing = await liveStatementCharge(db, c);
  if (existing?.status === 'PAID') throw new BusinessError('STATEMENT_ALREADY_PAID');
  const unpaid = await unpaidStatementOrders(db, c);
  const orderIds = unpaid.map((o) => o.id);
  const amountCents = unpaid.reduce((sum, o) => sum + o.totalCents, 0);
  if (existing && existing.method === method && sameOrders(existing.orderIds, orderIds)) return existing;
  if (amountCents === 0) throw new BusinessError('STATEMENT_NOTHING_TO_PAY');

  const [account] = await db.select().from(businessAccounts).where(eq(businessAccounts.id, c.accountId));
  const chargeId = crypto.randomUUID();
  const dueDate = statementDueDate(c.month, c.now);
  // The provider is asked before any lock is held.
  const issued = await c.adapter.issue({
    chargeId,
    method,
    amountCents,
    dueDate,
    month: c.month,
    payer: { cnpj: account.cnpj, legalName: account.legalName, email: account.invoiceEmail },
    merchant: { name: c.snap.doc.company.name, pixKey: merchantPixKey(c.snap) },
  });

  const { charge, replaced } = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`statement:${c.accountId}:${c.companyId}:${c.month}`}, 0))`,
    );
    const live = await liveStatementCharge(tx, c);
    if (live?.status === 'PAID') throw new BusinessError('STATEMENT_ALREADY_PAID');
    if (live)
      await tx
        .update(businessStatementCharges)
        .set({ status: 'CANCELED', updatedAt: c.now })
        .where(eq(businessStatementCharges.id, live.id));
    const [row] = await tx
      .insert(businessStatementCharges)
      .values({
        id: chargeId,
        businessAccountId: c.accountId,
        companyId: c.companyId,
        month: c.month,
        method,
        amountCents,
        orderIds,
        dueDate,
        provider: c.adapter!.kind,
        providerRef: issued.providerRef,
        pixCopyPaste: issued.pixCopyPaste,
        boletoLine: issued.boletoLine,
        requestedBy: member.userId,
        createdAt: c.now,
        updatedAt: c.now,
      })
      .returning();
    return { charge: row, replaced: live };
  });
  if (replaced) await c.adapter.cancel(replaced.providerRef).catch(() => undefined);
  return charge;
}

/** The store's PIX key (its first catalogue listing PIX with one), for the sandbox's BR Code. */
function merchantPixKey(snap: CompanySnapshot): string | null {
  for (const catalog of snap.catalogue.catalogs)
    for (const entry of catalog.record.paymentMethods)
      if (entry.method === 'PIX' && entry.ref?.key) return String(entry.ref.key);
  return null;
}

/** The month's live charge for a member; a pending one is first checked with its provider. */
export async function readStatementCharge(
  db: Db,
  viewer: Viewer | null,
  c: Scope & { now: Date; adapter: StatementPaymentAdapter | null },
): Promise<StatementChargeRow | null> {
  await requireMember(db, viewer, c.accountId);
  const charge = await liveStatementCharge(db, c);
  if (charge?.status !== 'PENDING' || !c.adapter || c.adapter.kind !== charge.provider) return charge;
  const paid = await c.adapter.isPaid(charge.providerRef).catch(() => false);
  return paid ? markStatementChargePaid(db, charge.id, c.now) : charge;
}

/** The charge paid: it and the bookings it covers (still on account and pending, not cancelled) become PAID. */
export async function markStatementChargePaid(db: Db, chargeId: string, at: Date): Promise<StatementChargeRow> {
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(businessStatementCharges)
      .where(eq(businessStatementCharges.id, chargeId))
      .for('update');
    if (!charge || charge.status === 'CANCELED') throw new BusinessError('STATEMENT_CHARGE_NOT_FOUND');
    if (charge.status === 'PAID') return charge;
    if (charge.orderIds.length)
      await tx
        .update(orders)
        .set({
          payment: sql`${orders.payment} || jsonb_build_object('status', 'PAID', 'statementChargeId', ${charge.id}::text)`,
          updatedAt: at,
        })
        .where(
          and(
            inArray(orders.id, charge.orderIds),
            ne(orders.status, 'CANCELED'),
            sql`${orders.payment}->>'method' = 'ON_ACCOUNT'`,
            sql`coalesce(${orders.payment}->>'status', 'PENDING') = 'PENDING'`,
          ),
        );
    const [paid] = await tx
      .update(businessStatementCharges)
      .set({ status: 'PAID', paidAt: at, updatedAt: at })
      .where(eq(businessStatementCharges.id, charge.id))
      .returning();
    return paid;
  });
}

/**
 * The demo's sandbox pays a pending sandbox charge of the member's account (what a bank's notice does for real).
 * Anywhere else — a real deployment, a provider set, another account's charge — the charge is not found.
 */
export async function simulateStatementPayment(
  db: Db,
  viewer: Viewer | null,
  c: { accountId: string; companyId: string; chargeId: string; now: Date; env?: Partial<Record<string, string>> },
): Promise<StatementChargeRow> {
  await requireMember(db, viewer, c.accountId);
  if (!sandboxStatementPaymentsEnabled(c.env ?? process.env) || !plausibleId(c.chargeId))
    throw new BusinessError('STATEMENT_CHARGE_NOT_FOUND');
  const [charge] = await db
    .select()
    .from(businessStatementCharges)
    .where(
      and(
        eq(businessStatementCharges.id, c.chargeId),
        eq(businessStatementCharges.businessAccountId, c.accountId),
        eq(businessStatementCharges.companyId, c.companyId),
        eq(businessStatementCharges.provider, 'sandbox'),
      ),
    );
  if (!charge) throw new BusinessError('STATEMENT_CHARGE_NOT_FOUND');
  return markStatementChargePaid(db, charge.id, c.now);
}
