/**
 * Who may see and change an order: its buyer (the signed-in account that placed it, or — for a guest order —
 * the browser with the same client id cookie) and the staff of the order's company. Identity comes only from
 * the session and the cookie, never from the request body.
 */
import type { Viewer } from '../identity/viewer';
import type { OrderRow } from './order-record';

export interface Caller {
  viewer: Viewer | null;
  /** The client id cookie of the browser, when sent. */
  clientId: string | null;
}

export function isCompanyStaff(caller: Caller, companyId: string): boolean {
  return caller.viewer?.role === 'staff' && caller.viewer.companyId === companyId;
}

export function isBuyer(caller: Caller, order: Pick<OrderRow, 'userId' | 'clientId'>): boolean {
  if (order.userId) return caller.viewer?.userId === order.userId;
  return Boolean(caller.clientId && order.clientId && caller.clientId === order.clientId);
}

export function canReadOrder(caller: Caller, order: Pick<OrderRow, 'userId' | 'clientId' | 'companyId'>): boolean {
  return isBuyer(caller, order) || isCompanyStaff(caller, order.companyId);
}
