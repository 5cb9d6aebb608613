/**
 * Booking on account ("faturado", issue 18 point 6): the merchant approved the business account with a limit in
 * centavos; the bookings on account not yet paid may not exceed it. Pure.
 */
export const ON_ACCOUNT_METHOD = 'ON_ACCOUNT';
export const MAX_COST_CENTRE_LENGTH = 60;
export const MAX_PURCHASE_ORDER_LENGTH = 60;

export type OnAccountRefusal = 'BUSINESS_ACCOUNT_NOT_APPROVED' | 'BUSINESS_CREDIT_LIMIT_REACHED';

export function onAccountRefusal(
  line: { status: string; limitCents: number } | null | undefined,
  openCents: number,
  orderCents: number,
): OnAccountRefusal | null {
  if (!line || line.status !== 'approved') return 'BUSINESS_ACCOUNT_NOT_APPROVED';
  return openCents + orderCents > line.limitCents ? 'BUSINESS_CREDIT_LIMIT_REACHED' : null;
}

/** A cost centre is required on account (1 to 60 characters); a PO number is optional (up to 60). */
export function costCentreOk(value: string): boolean {
  return value.length >= 1 && value.length <= MAX_COST_CENTRE_LENGTH;
}
export function purchaseOrderOk(value: string): boolean {
  return value.length <= MAX_PURCHASE_ORDER_LENGTH;
}
