/**
 * A stand-in for Stripe's PaymentIntent API on a local port (Stripe is outside this machine): create (answered by
 * the test's `onCreate`), retrieve, cancel as Stripe does it (a succeeded intent cannot be cancelled; a waiting
 * one becomes `canceled`), and refunds of a succeeded intent (once: a second is `charge_already_refunded`). Point
 * the adapter at `base` with STRIPE_API_BASE.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface StripeStandIn {
  base: string;
  /** Intents by id, as created (with the amount and metadata sent); a test may change their status. */
  intents: Map<string, Record<string, unknown>>;
  /** The create requests' forms, in order. */
  created: URLSearchParams[];
  /** The ids of intents asked to be cancelled, in order. */
  cancelled: string[];
  /** The refunds made, in order: the intent and the amount in cents. */
  refunds: { paymentIntent: string; amount: number }[];
  close(): Promise<void>;
}

const missing: StripeAnswer = {
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
};

export async function startStripeStandIn(
  onCreate: (form: URLSearchParams, created: number) => StripeAnswer,
): Promise<StripeStandIn> {
  const intents = new Map<string, Record<string, unknown>>();
  const created: URLSearchParams[] = [];
  const cancelled: string[] = [];
  const refunds: { paymentIntent: string; amount: number }[] = [];
  const answer = (method: string | undefined, path: string, raw: string): StripeAnswer => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const form = new URLSearchParams(raw);
      created.push(form);
      const reply = onCreate(form, created.length);
      if (typeof reply.body.id === 'string') {
        const metadata = Object.fromEntries(
          [...form].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]),
        );
        intents.set(reply.body.id, { ...reply.body, amount: Number(form.get('amount')), metadata });
      }
      return reply;
    }
    const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]);
      cancelled.push(cancel[1]);
      if (!intent) return missing;
      if (intent.status === 'succeeded')
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } },
        };
      intents.set(cancel[1], { ...intent, status: 'canceled', client_secret: undefined });
      return { status: 200, body: intents.get(cancel[1])! };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const form = new URLSearchParams(raw);
      const id = form.get('payment_intent') ?? '';
      const intent = intents.get(id);
      if (!intent) return missing;
      if (intent.status !== 'succeeded')
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } },
        };
      if (refunds.some((r) => r.paymentIntent === id))
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } } };
      refunds.push({ paymentIntent: id, amount: Number(form.get('amount')) });
      return {
        status: 200,
        body: { id: `re_${refunds.length}`, object: 'refund', status: 'succeeded', payment_intent: id },
      };
    }
    if (method === 'GET' && path.startsWith('/v1/payment_intents/')) {
      const intent = intents.get(path.split('/').pop()!);
      return intent ? { status: 200, body: intent } : missing;
    }
    return { status: 404, body: {} };
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const reply = answer(req.method, req.url ?? '', raw);
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intents,
    created,
    cancelled,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
