/**
 * Whether the order has anything to pay (docs/decisions.md "Trust: money and orders", point 2): the server's quote of the entries as they
 * are, without the payment (which changes no price). A zero total — the free Personal Shopper appointment, a
 * coupon covering everything — skips the payment step; the server places it with payment NOT_REQUIRED whatever
 * the method. Null while the quote of these entries is not known yet: the page waits rather than show a step it
 * may skip. Asked only once the delivery step is behind (`active`), when the entries that price the order are in.
 */
import { useClientQuery } from '@/src/client/client-query';
import type { CheckoutOrderInput } from './checkout-shapes';

const quoteDocument = async () => (await import('./checkout-quote.generated')).CheckoutQuoteDocument;

export function usePaymentNeeded(
  input: CheckoutOrderInput | null,
  active: boolean,
): { paymentNeeded: boolean | null; recheck: () => void; total: number | null } {
  const priced = input ? { ...input, payment: null, expectedTotal: null } : null;
  const result = useClientQuery(quoteDocument, {
    variables: { input: priced as CheckoutOrderInput },
    skip: !priced || !active,
    fetchPolicy: 'network-only',
  });
  const quote = result.data?.quote;
  // Before the way is chosen nothing prices the order yet, and the steps before payment come first anyway.
  // A quote that failed asks for payment as before: the review says what went wrong, and the server decides anyway.
  const paymentNeeded = !priced || !active ? true : quote ? quote.total > 0 : result.error ? true : null;
  // The total (reais) the payment step checks a cash payment's change against.
  return { paymentNeeded, recheck: result.refetch, total: priced && active && quote ? quote.total : null };
}
