/**
 * Placing the order: createOrder with the attempt's idempotency key, so a retry after a lost answer is the same
 * order. The answer is sorted for the page: placed, declined (back to payment with the reason), refused with a
 * problem in words, or not known (the network failed: the same key may be sent again).
 */
import type { ApolloClient } from '@apollo/client';
import type { CheckoutOrderInput } from './checkout-operations';

export type PlaceOutcome =
  | { kind: 'placed'; id: string }
  | { kind: 'declined'; reason: string }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'unknown' };

interface ErrorLike { message?: string; extensions?: { code?: unknown } }

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
  return { kind: 'refused', code, message: errorText(first.message) };
}

function graphQLErrors(error: unknown): ErrorLike[] {
  const e = error as { errors?: ErrorLike[]; graphQLErrors?: ErrorLike[] } | null;
  return e?.errors ?? e?.graphQLErrors ?? [];
}

export async function placeOrder(client: ApolloClient, input: CheckoutOrderInput, idempotencyKey: string): Promise<PlaceOutcome> {
  const { CREATE_ORDER_MUTATION } = await import('./checkout-operations');
  try {
    const result = await client.mutate({ mutation: CREATE_ORDER_MUTATION, variables: { input, idempotencyKey }, errorPolicy: 'all' });
    const errors = (result.error ? graphQLErrors(result.error) : []) as ErrorLike[];
    const first = errors[0];
    if (first) return sorted(first);
    const order = result.data?.createOrder;
    if (!order) return { kind: 'unknown' };
    if (order.payment.status === 'DECLINED') return { kind: 'declined', reason: order.payment.declineReason ?? '' };
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
