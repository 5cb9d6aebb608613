/**
 * The Stripe adapter against a local HTTP server standing in for Stripe's API (mocked Stripe: the real one is
 * outside this machine): the PaymentIntent's form body (amount, currency, the token, destination charge with the
 * platform fee), the headers (secret key, Idempotency-Key, API version), how answers and errors map to results,
 * and refunds of destination charges.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentGateway } from '@/src/server/payments/gateways';
import type { ChargeRequest } from '@/src/server/payments/payment-gateway';
import { applicationFeeCents, STRIPE_API_VERSION } from '@/src/server/payments/stripe-gateway';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}
let server: Server;
let base: string;
let seen: Seen[] = [];
let reply: (request: Seen) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(raw),
      };
      seen.push(request);
      const { status, body } = reply(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen = [];
  vi.restoreAllMocks();
});

const gateway = () => paymentGateway({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: base, NEXTAUTH_SECRET: 'x' });
const request = (over: Partial<ChargeRequest> = {}): ChargeRequest => ({
  orderId: 'order-9',
  orderNumber: 'Q4X-1002',
  companyId: 'company-7',
  amountCents: 12345,
  method: 'STRIPE',
  cardToken: 'pm_card_visa',
  merchantName: 'Mercado',
  merchantCity: 'Recife',
  destinationAccountId: 'acct_1Company',
  marketplaceFeePercent: 7.5,
  idempotencyKey: 'order-9:attempt-1',
  now: new Date(),
  ...over,
});

describe('Stripe adapter (Stripe mocked: outside this machine)', () => {
  it('creates a confirmed PaymentIntent as a destination charge with the fee, the idempotency key and the API version', async () => {
    reply = () => ({ status: 200, body: { id: 'pi_123', object: 'payment_intent', status: 'succeeded' } });
    expect(await gateway().charge(request())).toEqual({ status: 'PAID', gateway: 'stripe', reference: 'pi_123' });
    expect(seen).toHaveLength(1);
    const [{ method, path, headers, form }] = seen;
    expect([method, path]).toEqual(['POST', '/v1/payment_intents']);
    expect(headers.authorization).toBe('Bearer sk_test_abc');
    expect(headers['idempotency-key']).toBe('order-9:attempt-1');
    expect(headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(form)).toEqual({
      amount: '12345',
      currency: 'brl',
      confirm: 'true',
      use_stripe_sdk: 'true',
      payment_method: 'pm_card_visa',
      'payment_method_types[0]': 'card',
      description: 'Mercado #Q4X-1002',
      'metadata[order_id]': 'order-9',
      'metadata[order_number]': 'Q4X-1002',
      'metadata[company_id]': 'company-7',
      'transfer_data[destination]': 'acct_1Company',
      application_fee_amount: '926',
    });
  });

  it('charges the platform itself when the catalogue names no connected account', async () => {
    reply = () => ({ status: 200, body: { id: 'pi_2', status: 'requires_capture' } });
    expect(await gateway().charge(request({ destinationAccountId: null }))).toMatchObject({
      status: 'AUTHORIZED',
      reference: 'pi_2',
    });
    expect(seen[0].form.has('transfer_data[destination]')).toBe(false);
    expect(seen[0].form.has('application_fee_amount')).toBe(false);
  });

  it('maps card errors and Stripe trouble to decline codes, retryable only when trying again can help', async () => {
    const cases: [number, unknown, unknown][] = [
      [
        402,
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            payment_intent: { id: 'pi_d' },
          },
        },
        { declineCode: 'CARD_DECLINED', retryable: false, reference: 'pi_d' },
      ],
      [
        402,
        { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } },
        { declineCode: 'INSUFFICIENT_FUNDS', retryable: false },
      ],
      [402, { error: { type: 'card_error', code: 'expired_card' } }, { declineCode: 'EXPIRED_CARD', retryable: false }],
      [
        402,
        { error: { type: 'card_error', code: 'processing_error' } },
        { declineCode: 'PROCESSING_ERROR', retryable: true },
      ],
      [
        400,
        { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method' } },
        { declineCode: 'INVALID_CARD_TOKEN', retryable: false },
      ],
      [500, { error: { type: 'api_error' } }, { declineCode: 'PROCESSING_ERROR', retryable: true }],
      [429, { error: { type: 'rate_limit_error' } }, { declineCode: 'PROCESSING_ERROR', retryable: true }],
      [
        200,
        { id: 'pi_gone', status: 'canceled' },
        { declineCode: 'CARD_DECLINED', retryable: false, reference: 'pi_gone' },
      ],
      [
        200,
        {
          id: 'pi_nf',
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
        },
        { declineCode: 'INSUFFICIENT_FUNDS', reference: 'pi_nf' },
      ],
    ];
    for (const [status, body, expected] of cases) {
      reply = () => ({ status, body });
      expect(await gateway().charge(request())).toMatchObject({
        status: 'DECLINED',
        gateway: 'stripe',
        ...(expected as object),
      });
    }
  });

  it('answers REQUIRES_ACTION with the client secret when the issuer asks for 3-D Secure, and labels the charge with its metadata', async () => {
    reply = () => ({
      status: 200,
      body: {
        id: 'pi_3ds',
        status: 'requires_action',
        client_secret: 'pi_3ds_secret_x',
        next_action: { type: 'use_stripe_sdk' },
      },
    });
    expect(await gateway().charge(request({ metadata: { purpose: 'reschedule' } }))).toEqual({
      status: 'REQUIRES_ACTION',
      gateway: 'stripe',
      reference: 'pi_3ds',
      clientSecret: 'pi_3ds_secret_x',
    });
    expect(seen[0].form.get('metadata[purpose]')).toBe('reschedule');
    expect(seen[0].form.get('metadata[order_id]')).toBe('order-9');
  });

  it('reads an intent again after 3-D Secure: paid, still waiting, or refused when the holder failed it', async () => {
    const intents: Record<string, unknown> = {
      pi_ok: { id: 'pi_ok', status: 'succeeded', amount: 12345, metadata: { order_id: 'order-9' } },
      pi_wait: { id: 'pi_wait', status: 'requires_action', amount: 500, client_secret: 'pi_wait_secret', metadata: {} },
      pi_fail: {
        id: 'pi_fail',
        status: 'requires_payment_method',
        amount: 500,
        last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
      },
    };
    reply = ({ path }) => {
      const id = path.split('/').pop() ?? '';
      return intents[id]
        ? { status: 200, body: intents[id] }
        : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
    };
    const read = (reference: string) => gateway().retrieve!({ gateway: 'stripe', reference });
    expect(await read('pi_ok')).toEqual({
      result: { status: 'PAID', gateway: 'stripe', reference: 'pi_ok' },
      amountCents: 12345,
      metadata: { order_id: 'order-9' },
    });
    expect((await read('pi_wait')).result).toEqual({
      status: 'REQUIRES_ACTION',
      gateway: 'stripe',
      reference: 'pi_wait',
      clientSecret: 'pi_wait_secret',
    });
    expect((await read('pi_fail')).result).toMatchObject({
      status: 'DECLINED',
      declineCode: 'CARD_DECLINED',
      retryable: false,
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/payment_intents/pi_ok',
      'GET /v1/payment_intents/pi_wait',
      'GET /v1/payment_intents/pi_fail',
    ]);
    await expect(read('pi_missing')).rejects.toThrow(/404/);
    seen = [];
    await expect(read('../v1/customers')).rejects.toThrow(RangeError);
    expect(seen).toHaveLength(0);
  });

  it('logs a set-up error without any card detail, and declines a charge with no token without calling Stripe', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reply = () => ({ status: 401, body: { error: { type: 'invalid_request_error', code: 'api_key_invalid' } } });
    expect(await gateway().charge(request())).toMatchObject({ declineCode: 'PROCESSING_ERROR', retryable: false });
    expect(String(error.mock.calls[0])).toMatch(/Q4X-1002: 401/);
    expect(String(error.mock.calls[0])).not.toContain('pm_card_visa');
    seen = [];
    expect(await gateway().charge(request({ cardToken: null }))).toMatchObject({ declineCode: 'INVALID_CARD_TOKEN' });
    expect(seen).toHaveLength(0);
  });

  it('declines as retryable when Stripe cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = paymentGateway({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: 'http://127.0.0.1:9' });
    expect(await closed.charge(request())).toMatchObject({
      status: 'DECLINED',
      declineCode: 'PROCESSING_ERROR',
      retryable: true,
      reference: null,
    });
  });

  it('refunds a destination charge reversing the transfer and the fee, with the idempotency key', async () => {
    reply = ({ path }) =>
      path.startsWith('/v1/payment_intents/')
        ? { status: 200, body: { id: 'pi_123', transfer_data: { destination: 'acct_1Company' } } }
        : { status: 200, body: { id: 're_1', status: 'succeeded' } };
    expect(
      await gateway().refund({
        gateway: 'stripe',
        reference: 'pi_123',
        amountCents: 12345,
        idempotencyKey: 'refund-9',
      }),
    ).toBe(true);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /v1/payment_intents/pi_123', 'POST /v1/refunds']);
    expect(seen[1].headers['idempotency-key']).toBe('refund-9');
    expect(Object.fromEntries(seen[1].form)).toEqual({
      payment_intent: 'pi_123',
      amount: '12345',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
  });

  it('refunds a platform charge plainly, answers false when already refunded and for foreign references', async () => {
    reply = ({ path }) =>
      path.startsWith('/v1/payment_intents/')
        ? { status: 200, body: { id: 'pi_4', transfer_data: null } }
        : { status: 200, body: { id: 're_2' } };
    expect(
      await gateway().refund({ gateway: 'stripe', reference: 'pi_4', amountCents: 100, idempotencyKey: 'r' }),
    ).toBe(true);
    expect(Object.fromEntries(seen[1].form)).toEqual({ payment_intent: 'pi_4', amount: '100' });
    reply = ({ path }) =>
      path.startsWith('/v1/payment_intents/')
        ? { status: 200, body: { id: 'pi_4' } }
        : { status: 400, body: { error: { code: 'charge_already_refunded' } } };
    expect(
      await gateway().refund({ gateway: 'stripe', reference: 'pi_4', amountCents: 100, idempotencyKey: 'r2' }),
    ).toBe(false);
    seen = [];
    expect(
      await gateway().refund({
        gateway: 'stripe',
        reference: '../v1/customers',
        amountCents: 100,
        idempotencyKey: 'r3',
      }),
    ).toBe(false);
    expect(seen).toHaveLength(0);
  });
});

describe('applicationFeeCents', () => {
  it('is the percent of the total rounded to the cent, never above it, zero without a fee', () => {
    expect(applicationFeeCents(12345, 7.5)).toBe(926);
    expect(applicationFeeCents(1000, 10)).toBe(100);
    expect(applicationFeeCents(1000, 0)).toBe(0);
    expect(applicationFeeCents(1000, null)).toBe(0);
    expect(applicationFeeCents(1000, 150)).toBe(1000);
  });
});
