/**
 * The kind of each payment method (docs/business-rules.md "Payment method"), which decides what the checkout page
 * asks for. Which methods a cart may be paid with is one rule, src/domain/payments/accepted-methods.ts, called by
 * the checkout's options and by createOrder alike.
 */

export const IN_PERSON_METHODS = [
  'POSP_PIX',
  'POSP_CREDIT',
  'POSP_DEBIT',
  'POSP_MEAL_TICKET',
  'POSP_FOOD_TICKET',
  'CASH',
] as const;
export const CARD_METHODS = ['STRIPE', 'ZOOP_CREDIT'] as const;

export type PaymentKind = 'card' | 'pix' | 'link' | 'bankTransfer' | 'inPerson';

export function paymentKind(method: string): PaymentKind {
  if ((CARD_METHODS as readonly string[]).includes(method)) return 'card';
  if ((IN_PERSON_METHODS as readonly string[]).includes(method)) return 'inPerson';
  if (method === 'LINK') return 'link';
  if (method === 'BANK_TRANSFER') return 'bankTransfer';
  return 'pix'; // PIX, PIX_WITHOUT_PAYMENT_RECEIPT, ZOOP_PIX
}
