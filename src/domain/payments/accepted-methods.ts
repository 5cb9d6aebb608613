/**
 * The payment methods a cart may be paid with (docs/business-rules.md "Payment method"): the catalogue's ACTIVE
 * methods that every item of the cart, and every chosen subitem, accepts. An item or subitem with no
 * `acceptedPaymentMethods` (absent or empty) accepts them all. In-person methods (POSP_*, CASH) are flagged:
 * nothing is captured online for them.
 *
 * This is the one rule the checkout's offer (checkoutOptions) and createOrder's check both call, through
 * src/server/orders/payment-choice.ts, so the page never offers a method the order would refuse.
 */
import { isCardMethod, isInPersonMethod } from './methods';

export interface CatalogPaymentMethod {
  _id: string;
  method: string;
  type?: string | null;
  status?: string | null;
  ref?: { accountOwner?: string | null; key?: string | null; type?: string | null } | null;
}

export interface CartLineMethods {
  acceptedPaymentMethods?: readonly string[] | null;
  /** The subitems chosen on this line (with their inherited fields already resolved). */
  subitems?: readonly { acceptedPaymentMethods?: readonly string[] | null }[] | null;
}

export interface AcceptedMethodsOptions {
  /**
   * Whether a card processor can charge cards here (Stripe configured, or the demo's sandbox): without one, card
   * methods are never offered nor taken — cards fail closed. True when not said.
   */
  cardsAvailable?: boolean;
  /** An attendant taking a walk-in customer's order, who pays at the counter: in-person methods only. */
  inPersonOnly?: boolean;
}

export type AcceptedMethod<M extends CatalogPaymentMethod = CatalogPaymentMethod> = M & { inPerson: boolean };

/** A line's own list of methods, and each chosen subitem's. */
const listsOf = (line: CartLineMethods) => [
  line.acceptedPaymentMethods,
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback has no list, so it restricts nothing
  ...(line.subitems ?? []).map((s) => s.acceptedPaymentMethods),
];

const restricts = (accepted: readonly string[] | null | undefined): accepted is readonly string[] =>
  !!accepted && accepted.length > 0;

/** In the catalogue's order; empty when no method fits every item (the cart cannot be paid as it is). */
export function acceptedPaymentMethods<M extends CatalogPaymentMethod>(
  catalogMethods: readonly M[],
  lines: readonly CartLineMethods[],
  options: AcceptedMethodsOptions = {},
): AcceptedMethod<M>[] {
  const { cardsAvailable = true, inPersonOnly = false } = options;
  const limits = lines.flatMap(listsOf).filter(restricts);
  return catalogMethods
    .filter((entry) => String(entry.status ?? 'ACTIVE').toUpperCase() === 'ACTIVE')
    .filter((entry) => limits.every((accepted) => accepted.includes(entry.method)))
    .filter((entry) => cardsAvailable || !isCardMethod(entry.method))
    .filter((entry) => !inPersonOnly || isInPersonMethod(entry.method))
    .map((entry) => ({ ...entry, inPerson: isInPersonMethod(entry.method) }));
}

/** True when the method is among those the cart accepts (the server's check of the method a shopper sends). */
export function acceptsMethod(
  catalogMethods: readonly CatalogPaymentMethod[],
  lines: readonly CartLineMethods[],
  method: string,
  options: AcceptedMethodsOptions = {},
): boolean {
  return acceptedPaymentMethods(catalogMethods, lines, options).some((entry) => entry.method === method);
}

/**
 * The catalogue entry a shopper's choice names, when the cart accepts it: by `methodId` (the entry's `_id`) when
 * given, and its `method` must then match; by `method` otherwise. Null when the choice is not accepted. The
 * server charges with this entry's `ref`, never with anything the browser sends about the account.
 */
export function findAcceptedMethod<M extends CatalogPaymentMethod>(
  catalogMethods: readonly M[],
  lines: readonly CartLineMethods[],
  choice: { method?: string | null; methodId?: string | null },
  options: AcceptedMethodsOptions = {},
): AcceptedMethod<M> | null {
  const accepted = acceptedPaymentMethods(catalogMethods, lines, options);
  const found = choice.methodId
    ? accepted.find((entry) => entry._id === choice.methodId)
    : accepted.find((entry) => entry.method === choice.method);
  if (!found || (choice.method && found.method !== choice.method)) return null;
  return found;
}
