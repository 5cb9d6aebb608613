/**
 * The payment method codes of a catalogue (docs/business-rules.md "Payment method"): online ones are paid at
 * checkout, in-person ones at the counter or to the courier, where nothing is captured online.
 */

/** Methods paid online by card: the browser exchanges the card for a token; only the token reaches the server. */
export const CARD_METHODS = ['STRIPE', 'ZOOP_CREDIT'] as const;
/** Methods paid at the counter or to the courier. */
export const IN_PERSON_METHODS = [
  'POSP_PIX',
  'POSP_CREDIT',
  'POSP_DEBIT',
  'POSP_MEAL_TICKET',
  'POSP_FOOD_TICKET',
  'CASH',
] as const;
export const ONLINE_METHODS = [
  'PIX',
  'PIX_WITHOUT_PAYMENT_RECEIPT',
  'LINK',
  'BANK_TRANSFER',
  'STRIPE',
  'ZOOP_CREDIT',
  'ZOOP_PIX',
] as const;
/** Online methods answered with a static PIX BR Code for the total. */
export const PIX_METHODS = ['PIX', 'PIX_WITHOUT_PAYMENT_RECEIPT', 'ZOOP_PIX'] as const;

export type PaymentMethodCode = (typeof ONLINE_METHODS)[number] | (typeof IN_PERSON_METHODS)[number];

const has = (list: readonly string[], method: string) => list.includes(method);
export const isCardMethod = (method: string): method is (typeof CARD_METHODS)[number] => has(CARD_METHODS, method);
export const isInPersonMethod = (method: string): method is (typeof IN_PERSON_METHODS)[number] =>
  has(IN_PERSON_METHODS, method);
export const isPixMethod = (method: string): method is (typeof PIX_METHODS)[number] => has(PIX_METHODS, method);
export const isPaymentMethodCode = (method: string): method is PaymentMethodCode =>
  has(ONLINE_METHODS, method) || has(IN_PERSON_METHODS, method);
