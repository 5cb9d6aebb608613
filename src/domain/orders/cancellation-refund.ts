/**
 * What a cancelled order gives back, how and when (docs/business-rules.md "Cancellation refund"; issue 17, point 6):
 * read from the order's payment as the server left it after the cancel (order-changes.ts refunds a card charge at
 * once; nothing else is charged before the money arrives).
 * - A card charge refunded: the whole total back to the same card; card networks show it within 5 to 10 business
 *   days (the card schemes' and Stripe's stated window), on the next statement at the latest.
 * - Money that never arrived (a PIX, link or transfer not paid, a card stopped at 3-D Secure or declined, payment
 *   in person not made yet): nothing was charged, so nothing comes back, and the code to pay no longer works.
 * - Money received by PIX, transfer or link (the company confirmed it) before the company cancelled: the company
 *   returns it to the account that paid, within 2 business days (the product has no automatic PIX refund).
 * - A zero total: nothing to give back.
 * Pure.
 */
import { paymentKind, type PaymentKind } from './checkout-payments';

export type RefundOutcome =
  /** Back to the card it was charged to. */
  | 'CARD_REFUNDED'
  /** Returned by the company to the paying account (PIX, transfer, link). */
  | 'COMPANY_RETURNS'
  /** Nothing was charged: nothing comes back. */
  | 'NOTHING_CHARGED';

export interface CancellationRefund {
  outcome: RefundOutcome;
  amountCents: number;
  /** How the money was (or would have been) paid. */
  kind: PaymentKind;
  /** Business days until the money is back: [min, max]; null when nothing comes back. */
  businessDays: readonly [number, number] | null;
}

export const CARD_REFUND_BUSINESS_DAYS = [5, 10] as const;
export const COMPANY_RETURN_BUSINESS_DAYS = [1, 2] as const;

/** Payment statuses in which money was taken and kept. */
const TAKEN = new Set(['PAID', 'AUTHORIZED']);

export function cancellationRefund(payment: {
  method: string;
  status: string;
  totalCents: number;
}): CancellationRefund {
  const kind = paymentKind(payment.method);
  const nothing: CancellationRefund = { outcome: 'NOTHING_CHARGED', amountCents: 0, kind, businessDays: null };
  if (payment.totalCents <= 0) return nothing;
  if (payment.status === 'REFUNDED')
    return { outcome: 'CARD_REFUNDED', amountCents: payment.totalCents, kind, businessDays: CARD_REFUND_BUSINESS_DAYS };
  if (TAKEN.has(payment.status) && kind !== 'inPerson')
    return {
      outcome: kind === 'card' ? 'CARD_REFUNDED' : 'COMPANY_RETURNS',
      amountCents: payment.totalCents,
      kind,
      businessDays: kind === 'card' ? CARD_REFUND_BUSINESS_DAYS : COMPANY_RETURN_BUSINESS_DAYS,
    };
  return nothing;
}
