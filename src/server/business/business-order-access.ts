/**
 * A booking made on a business account is the company's: every member of that account reads it (its status page
 * and vouchers), not only the colleague who booked it. Changing it stays with its buyer and the store's staff
 * (src/server/orders/order-access.ts).
 */
import type { DbOrTx } from '../db/engine';
import type { Viewer } from '../identity/viewer';
import { memberRole } from './business-access';

export async function isBusinessBookingReader(
  db: DbOrTx,
  viewer: Viewer | null,
  order: { businessAccountId: string | null },
): Promise<boolean> {
  if (!viewer || !order.businessAccountId) return false;
  return (await memberRole(db, order.businessAccountId, viewer.userId)) !== null;
}
