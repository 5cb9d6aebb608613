/**
 * Placing the order: createOrder with the attempt's idempotency key, so a retry after a lost answer is the same
 * order. The answer is sorted for the page: placed, declined (back to payment with the reason), refused with a
 * problem in words, or not known (the network failed: the same key may be sent again). A Stripe card that asks for
 * 3-D Secure is finished here with Stripe.js, then the server is asked to settle the order from what Stripe says.
 */
import type { ApolloClient } from '@apollo/client';
import type { CheckoutOrderInput, PlacedOrder } from './checkout-shapes';

export type PlaceOutcome =
  | { kind: 'placed'; id: string }
  | { kind: 'declined'; reason: string }
  /** `path`: the input's field the refusal names (`business.lines.0.time`), when it names one. */
  | { kind: 'refused'; code: string; message: string; path?: string }
  /** The server's total is not the one the shopper approved: the review shows `newTotal` to approve. */
  | { kind: 'priceChanged'; newTotal: number; message: string }
  /** 3-D Secure was not completed: the same key, sent again, gets the check again. */
  | { kind: 'authenticate' }
  | { kind: 'unknown' };

interface ErrorLike {
  message?: string;
  extensions?: { code?: unknown; newTotal?: unknown; path?: unknown };
}

/**
 * A quote refusal's message is JSON holding the code, its text and every problem (docs/interfaces.md "Error
 * codes"); other errors carry their text as it is. Either way, the words to show.
 */
export function errorText(message: string | undefined): string {
  const text = message ?? '';
  if (!text.startsWith('{')) return text;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; problems?: { message?: unknown }[] };
    const all = (parsed.problems ?? []).map((p) => (typeof p.message === 'string' ? p.message : '')).filter(Boolean);
    return [...new Set(all.length ? all : [String(parsed.message ?? '')])].join(' ');
  } catch {
    return text;
  }
}

function sorted(first: ErrorLike): PlaceOutcome {
  const code = String(first.extensions?.code ?? '');
  if (code === 'PAYMENT_DECLINED') return { kind: 'declined', reason: errorText(first.message) };
  if (code === 'PRICE_CHANGED' && typeof first.extensions?.newTotal === 'number')
    return { kind: 'priceChanged', newTotal: first.extensions.newTotal, message: errorText(first.message) };
  const path = typeof first.extensions?.path === 'string' ? first.extensions.path : undefined;
  return { kind: 'refused', code, message: errorText(first.message), ...(path ? { path } : {}) };
}

function graphQLErrors(error: unknown): ErrorLike[] {
  const e = error as { errors?: ErrorLike[]; graphQLErrors?: ErrorLike[] } | null;
  return e?.errors ?? e?.graphQLErrors ?? [];
}

/** The card's 3-D Secure check in the page, then the server's verdict (it reads the charge from Stripe itself). */
async function settleAction(
  client: ApolloClient,
  order: PlacedOrder,
  publishableKey: string | null,
  locale?: string,
): Promise<PlaceOutcome> {
  const secret = order.payment.actionClientSecret;
  if (secret && publishableKey) {
    const { runNextAction } = await import('./card-form-stripe');
    await runNextAction(publishableKey, secret, locale).catch(() => false);
  }
  const { ConfirmOrderPaymentDocument } = await import('./confirm-order-payment.generated');
  const result = await client.mutate({
    mutation: ConfirmOrderPaymentDocument,
    variables: { id: order._id },
    errorPolicy: 'all',
  });
  const first = (result.error ? graphQLErrors(result.error) : [])[0];
  if (first) return sorted(first);
  const settled = result.data?.confirmOrderPayment;
  if (!settled) return { kind: 'unknown' };
  if (settled.payment.status === 'REQUIRES_ACTION') return { kind: 'authenticate' };
  return { kind: 'placed', id: settled._id };
}

export async function placeOrder(
  client: ApolloClient,
  input: CheckoutOrderInput,
  idempotencyKey: string,
  publishableKey: string | null = null,
  locale?: string,
): Promise<PlaceOutcome> {
  const { CreateOrderDocument } = await import('./create-order.generated');
  try {
    const result = await client.mutate({
      mutation: CreateOrderDocument,
      variables: { input, idempotencyKey },
      errorPolicy: 'all',
    });
    const errors = (result.error ? graphQLErrors(result.error) : []) as ErrorLike[];
    const first = errors[0];
    if (first) return sorted(first);
    const order = result.data?.createOrder;
    if (!order) return { kind: 'unknown' };
    if (order.payment.status === 'DECLINED') return { kind: 'declined', reason: order.payment.declineReason ?? '' };
    if (order.payment.status === 'REQUIRES_ACTION') return await settleAction(client, order, publishableKey, locale);
    return { kind: 'placed', id: order._id };
  } catch (error) {
    const first = graphQLErrors(error)[0];
    return first ? sorted(first) : { kind: 'unknown' };
  }
}

/**
 * A fresh idempotency key. `crypto.randomUUID` exists only in secure contexts; a company's custom domain served over
 * plain HTTP in development has `getRandomValues` alone.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
