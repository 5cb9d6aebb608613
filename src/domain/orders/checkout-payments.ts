/**
 * The payment methods a checkout offers (docs/business-rules.md "Payment method"): the catalogue's active methods
 * that every item of the cart accepts (an item without `acceptedPaymentMethods` accepts all of them), and the
 * kind of each, which decides what the page asks for.
 */

export const IN_PERSON_METHODS = ['POSP_PIX', 'POSP_CREDIT', 'POSP_DEBIT', 'POSP_MEAL_TICKET', 'CASH'] as const;
export const CARD_METHODS = ['STRIPE', 'ZOOP_CREDIT'] as const;

export type PaymentKind = 'card' | 'pix' | 'link' | 'bankTransfer' | 'inPerson';

export function paymentKind(method: string): PaymentKind {
  if ((CARD_METHODS as readonly string[]).includes(method)) return 'card';
  if ((IN_PERSON_METHODS as readonly string[]).includes(method)) return 'inPerson';
  if (method === 'LINK') return 'link';
  if (method === 'BANK_TRANSFER') return 'bankTransfer';
  return 'pix'; // PIX, PIX_WITHOUT_PAYMENT_RECEIPT, ZOOP_PIX
}

export interface OfferableMethod { _id: string; method: string; status?: string | null }

/**
 * Active catalogue methods ∩ each line's accepted methods, in the catalogue's order. `inPersonOnly`: an attendant
 * taking a walk-in customer's order, who pays at the counter.
 */
export function offeredPaymentMethods<M extends OfferableMethod>(
  catalogMethods: ReadonlyArray<M>,
  acceptedPerLine: ReadonlyArray<ReadonlyArray<string> | null | undefined>,
  options: { inPersonOnly?: boolean } = {},
): M[] {
  return catalogMethods.filter(
    (m) =>
      String(m.status ?? 'ACTIVE').toUpperCase() === 'ACTIVE' &&
      acceptedPerLine.every((accepted) => !accepted || accepted.length === 0 || accepted.includes(m.method)) &&
      (!options.inPersonOnly || paymentKind(m.method) === 'inPerson'),
  );
}
