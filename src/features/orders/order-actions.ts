/**
 * Runs the shopper's order operations from the browser, through the browser's one Apollo client
 * (src/client/browser-client.ts), with the viewer's identity: the session's ID token (read from /api/auth/session,
 * which mints a fresh one) as `authorization`, and the client id cookie that the browser sends by itself for guests.
 * Apollo and the documents are imported on first use, so the status page's first load carries neither. Each call
 * asks the network (a status is never read from a cache).
 */
import type { ApolloClient } from '@apollo/client';
import { browserClient } from '@/src/client/browser-client';
import type { OrderWithVouchers } from './order-view';

/** The browser's client, and the order operations' documents. */
export async function client(
  locale: string | undefined,
): Promise<{ apollo: ApolloClient; ops: typeof import('./order-documents') }> {
  const [apollo, ops] = await Promise.all([browserClient(locale), import('./order-documents')]);
  return { apollo, ops };
}

/**
 * For a re-read after a change: Apollo would hand a read asked while an identical one is in flight the first one's
 * answer, older than the change that prompted it (three quick status changes left the status page a change behind).
 */
export const FRESH_READ = { queryDeduplication: false } as const;

export async function readOrder(locale: string | undefined, id: string): Promise<OrderWithVouchers | null> {
  const { apollo, ops } = await client(locale);
  const { data } = await apollo.query({
    query: ops.OrderLiveDocument,
    variables: { id },
    fetchPolicy: 'no-cache',
    context: FRESH_READ,
  });
  return data?.order ?? null;
}

export async function cancelOrder(
  locale: string | undefined,
  id: string,
  reason: string | null,
): Promise<OrderWithVouchers> {
  const { apollo, ops } = await client(locale);
  const { data } = await apollo.mutate({
    mutation: ops.CancelOrderDocument,
    variables: { id, reason },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No answer');
  return data.cancelOrder;
}
