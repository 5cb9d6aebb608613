/**
 * A business account's package credits with one merchant, for its members (issue 18, point 5): the balance per
 * package (what may be used now, the first expiry, what waits for the package's payment) and the history — bought,
 * used, returned, voided, expired — each with its order's number for a link. Anyone else: BUSINESS_NOT_FOUND.
 */
import { inArray } from 'drizzle-orm';
import { creditBalances, creditHistory, type CreditBalance, type CreditEvent } from '../../domain/business/credits';
import type { DbOrTx } from '../db/engine';
import { orders } from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { requireMember } from './business-access';
import { loadGrants, loadMovements } from './business-credits';

export interface CreditsView {
  balances: CreditBalance[];
  history: (CreditEvent & { orderNumber: string | null })[];
}

export async function businessCreditsView(
  db: DbOrTx,
  viewer: Viewer | null,
  c: { accountId: string; companyId: string; now: Date },
): Promise<CreditsView> {
  await requireMember(db, viewer, c.accountId);
  const [grants, movements] = await Promise.all([
    loadGrants(db, c.accountId, c.companyId),
    loadMovements(db, c.accountId, c.companyId),
  ]);
  const history = creditHistory(grants, movements, c.now);
  const ids = [...new Set(history.map((e) => e.orderId).filter((id): id is string => !!id))];
  const numbers = ids.length
    ? await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, ids))
    : [];
  return {
    balances: creditBalances(grants, c.now),
    history: history.map((e) => ({ ...e, orderNumber: numbers.find((n) => n.id === e.orderId)?.number ?? null })),
  };
}
