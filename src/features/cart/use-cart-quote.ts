/**
 * The server's quote of the browser's cart (the only source of the cart's totals), asked over HTTP and asked again
 * a moment after the cart stops changing, so a shopper tapping + five times sends one request, not five. The last
 * answer stays on screen while the next one loads.
 */
import { useEffect, useMemo, useState } from 'react';
import { useClientQuery } from '@/src/client/client-query';
import { couponCodeOf } from '@/src/client/coupon';
import { useOrder } from '@/src/client/order/order-context';
import { toOrderLineInputs } from '@/src/domain/orders/order-types';
import type { CartQuoteQueryVariables as CartQuoteVariables } from './cart-quote.generated';
import type { CartQuote } from './quote-summary';

/** The quote's document, fetched with the first quote: pages whose cart is empty never load it. */
const quoteDocument = async () => (await import('./cart-quote.generated')).CartQuoteDocument;

export const QUOTE_DEBOUNCE_MS = 300;

export interface CartQuoteState {
  quote: CartQuote | null;
  loading: boolean;
  error: boolean;
  /** The quote answers the cart as it is now (not an earlier version of it). */
  current: boolean;
  refetch: () => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useCartQuote(): CartQuoteState {
  const { order, ready } = useOrder();
  const couponCode = couponCodeOf(order);
  const variables = useMemo<CartQuoteVariables | null>(() => {
    if (!ready || !order.catalogId || order.items.length === 0) return null;
    return { input: { catalogId: order.catalogId, items: toOrderLineInputs(order.items), couponCode } };
  }, [ready, order.catalogId, order.items, couponCode]);
  const key = JSON.stringify(variables);
  const debouncedKey = useDebounced(key, QUOTE_DEBOUNCE_MS);
  const asked = useMemo(() => JSON.parse(debouncedKey) as CartQuoteVariables | null, [debouncedKey]);

  const result = useClientQuery(quoteDocument, {
    variables: asked ?? { input: { catalogId: '', items: [] } },
    skip: !asked,
    fetchPolicy: 'cache-and-network',
  });
  const quote = result.data?.quote ?? result.previousData?.quote ?? null;
  return {
    quote: variables ? quote : null,
    loading: !!variables && (result.loading || key !== debouncedKey),
    error: !!result.error,
    current: key === debouncedKey && !result.loading && !!result.data,
    refetch: () => void result.refetch(),
  };
}
