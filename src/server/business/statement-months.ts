/**
 * The months of a business account's statements with one merchant (issue 18, point 6; /empresa/faturas): each
 * month (São Paulo's calendar, by when the order was placed) holding bookings on account not cancelled, with its
 * rows (one per client line, as the statement's) and total — the same orders and lines statementRows reads.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { STATEMENT_ZONE } from '../../domain/business/statement';
import type { DbOrTx } from '../db/engine';
import { orderLines, orders } from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { requireMember } from './business-access';

export interface StatementMonth {
  /** AAAA-MM. */
  month: string;
  bookings: number;
  orders: number;
  totalCents: number;
}

/** The newest 36 months (three years) are listed; older statements stay at their addresses. */
export const STATEMENT_MONTHS_LISTED = 36;

export async function statementMonths(
  db: DbOrTx,
  viewer: Viewer | null,
  accountId: string,
  companyId: string,
): Promise<StatementMonth[]> {
  await requireMember(db, viewer, accountId);
  // The zone is a constant written into the text: a bound parameter would make the grouped expression another one.
  const month = sql<string>`to_char(${orders.createdAt} at time zone '${sql.raw(STATEMENT_ZONE)}', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      bookings: sql<number>`count(*)::int`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
      totalCents: sql<number>`coalesce(sum(${orderLines.totalCents}), 0)::int`,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.businessAccountId, accountId),
        eq(orders.companyId, companyId),
        ne(orders.status, 'CANCELED'),
        sql`${orders.payment}->>'method' = 'ON_ACCOUNT'`,
      ),
    )
    .groupBy(month)
    .orderBy(sql`1 desc`)
    .limit(STATEMENT_MONTHS_LISTED);
  return rows;
}
