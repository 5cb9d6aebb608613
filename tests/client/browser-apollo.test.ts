/**
 * The browser's Apollo client hands each read the server's answer to that read: a second read of an order asked
 * while the first is still in flight (two status changes a moment apart) gets the newer order, not the first
 * read's older one. The server is a stand-in `fetch` that answers the two reads differently (and a guest's session).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApolloClient } from '@/src/client/browser-apollo';
import { OrderLiveDocument } from '@/src/features/orders/order-live.generated';

afterEach(() => vi.unstubAllGlobals());

describe('the browser Apollo client with a stand-in server', () => {
  it('gives each of two identical reads in flight its own answer: the later is not handed the earlier one', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      // A guest: the session has no token to send.
      if (String(input).includes('/api/auth/session')) return Response.json({});
      calls += 1;
      const status = calls === 1 ? 'PREPARING' : 'DISPATCHED';
      // The first read is answered last, as a slow answer would be.
      await new Promise((resolve) => setTimeout(resolve, calls === 1 ? 60 : 5));
      return new Response(JSON.stringify({ data: { order: { __typename: 'Order', _id: 'o1', status } } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const apollo = browserApolloClient('pt-BR');
    const read = () =>
      apollo
        .query({ query: OrderLiveDocument, variables: { id: 'o1' }, fetchPolicy: 'no-cache' })
        .then((result) => (result.data as { order: { status: string } }).order.status);
    const answers = await Promise.all([read(), read()]);
    expect(calls).toBe(2);
    expect(answers.sort()).toEqual(['DISPATCHED', 'PREPARING']);
  });
});
