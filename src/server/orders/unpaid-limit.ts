/**
 * The unpaid-orders limit (docs/decisions.md "Decisions"): an order by PIX, link or transfer holds stock before any
 * money arrives, so one browser (client id), account or e-mail may hold at most UNPAID_ORDERS_LIMIT of them in a
 * company at once; a further one is refused with UNPAID_ORDERS_LIMIT. Orders past their due time do not count (the
 * expiry sweep cancels them). A card or in-person order is never refused here, and neither is the company's own staff
 * (attendant mode).
 *
 * Runs inside createOrder's transaction, before the order is written. Each identity's transaction-scoped advisory lock
 * makes a buyer's concurrent orders count one after the other, so a burst from one browser cannot slip past the limit.
 */
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { UNPAID_ORDERS_LIMIT, unpaidLimitReached, waitsForPayment } from '../../domain/orders/unpaid-orders';
import type { Tx } from '../db/engine';
import { orders } from '../db/schema';
import type { Locale } from '../i18n/localize';
import { unpaidOrderMessage } from '../i18n/unpaid-order-messages';
import { isCompanyStaff, type Caller } from './order-access';
import { OrderError } from './order-error';

export interface UnpaidSlotRequest {
  companyId: string;
  caller: Caller;
  /** The e-mail typed at checkout, if any. */
  email: string | null | undefined;
  method: string;
  now: DateTime;
  locale: Locale;
}

export async function holdUnpaidSlot(tx: Tx, request: UnpaidSlotRequest): Promise<void> {
  const { companyId, caller, method } = request;
  if (!waitsForPayment(method) || isCompanyStaff(caller, companyId)) return;

  const emails = [
    ...new Set(
      [request.email, caller.viewer?.email].map((e) => e?.trim().toLowerCase()).filter((e): e is string => !!e),
    ),
  ];
  const keys = [
    ...(caller.clientId ? [`client:${caller.clientId}`] : []),
    ...(caller.viewer ? [`user:${caller.viewer.userId}`] : []),
    ...emails.map((e) => `email:${e}`),
  ].sort();
  if (keys.length === 0) return; // createOrder refuses a guest without a client id before this

  // Sorted: two orders sharing identities lock them in the same order and cannot deadlock.
  for (const key of keys)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unpaid:${companyId}:${key}`}, 0))`);

  const who: SQL[] = [];
  if (caller.clientId) who.push(eq(orders.clientId, caller.clientId));
  if (caller.viewer) who.push(eq(orders.userId, caller.viewer.userId));
  for (const email of emails) who.push(sql`lower(${orders.customer}->>'email') = ${email}`);
  const [{ held }] = await tx
    .select({ held: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.status, 'PLACED'),
        gt(orders.paymentDueAt, request.now.toJSDate()),
        sql`${orders.payment}->>'status' = 'PENDING'`,
        or(...who),
      ),
    );
  if (unpaidLimitReached(method, held)) {
    throw new OrderError(
      'UNPAID_ORDERS_LIMIT',
      unpaidOrderMessage('UNPAID_ORDERS_LIMIT', request.locale, { limit: UNPAID_ORDERS_LIMIT }),
      { limit: UNPAID_ORDERS_LIMIT },
    );
  }
}
