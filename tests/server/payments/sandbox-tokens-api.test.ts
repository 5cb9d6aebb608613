/**
 * POST /api/payments/sandbox/tokens through its HTTP handler: a valid card gives a token the sandbox gateway
 * charges by (approve, decline, retry), each wrong field a code and a message in the request's language, 404
 * when Stripe is configured, and the card number in no answer and no log line.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import tokensRoute from '@/pages/api/payments/sandbox/tokens';
import { paymentGateway } from '@/src/server/payments/gateways';
import { sandboxTokensRoute } from '@/src/server/payments/sandbox-tokens-route';
import { memorySpentTokens } from '@/tests/support/memory-spent-tokens';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
const SECRET = 'tokens-api-test-secret';

async function call(route: Route, body: unknown, options: { method?: string; headers?: Record<string, string> } = {}) {
  const recorded = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    status(code: number) {
      recorded.status = code;
      return res;
    },
    json(value: unknown) {
      recorded.body = value;
      return res;
    },
    setHeader(name: string, value: string) {
      recorded.headers[name.toLowerCase()] = value;
      return res;
    },
  };
  const req = {
    method: options.method ?? 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR', ...options.headers },
    body,
  };
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return recorded;
}

const card = (number: string) => ({ number, expMonth: 12, expYear: 2031, cvc: '123', holder: 'Ana Souza' });
const charge = (cardToken: string) =>
  paymentGateway({ NEXTAUTH_SECRET: SECRET }, { spentTokens: memorySpentTokens() }).charge({
    orderId: 'o1',
    orderNumber: 'B2C-0001',
    companyId: 'c1',
    amountCents: 1000,
    method: 'STRIPE',
    cardToken,
    merchantName: 'Loja',
    merchantCity: 'Recife',
    idempotencyKey: `k-${cardToken.slice(-6)}`,
    now: new Date(),
  });

let logged: string[];
beforeEach(() => {
  vi.stubEnv('NEXTAUTH_SECRET', SECRET);
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  logged = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('sandbox card tokens', () => {
  it('tokenises a test card and the charge decides by it; the number is in no answer and no log', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const number of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000-0000-0000-9995',
      '4000000000000119',
      '5555555555554444',
    ]) {
      const answer = await call(tokensRoute, card(number));
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const { token, brand, last4 } = answer.body as { token: string; brand: string; last4: string };
      expect(last4).toBe(number.replace(/\D/g, '').slice(-4));
      expect(JSON.stringify(answer.body)).not.toContain(number.replace(/\D/g, '').slice(0, 12));
      const result = await charge(token);
      outcomes[number] = [
        brand,
        result.status,
        result.status === 'DECLINED' ? [result.declineCode, result.retryable] : null,
      ];
    }
    expect(outcomes).toEqual({
      '4242 4242 4242 4242': ['visa', 'PAID', null],
      '4000 0000 0000 0002': ['visa', 'DECLINED', ['CARD_DECLINED', false]],
      '4000-0000-0000-9995': ['visa', 'DECLINED', ['INSUFFICIENT_FUNDS', false]],
      '4000000000000119': ['visa', 'DECLINED', ['PROCESSING_ERROR', true]],
      '5555555555554444': ['mastercard', 'PAID', null],
    });
    expect(logged.join('\n')).not.toMatch(/4242\s?4242|4000\s?0000|5555\s?5555/);
  });

  it('answers 400 with a code and a translated message for each wrong field, and logs nothing', async () => {
    const bad = { number: '4242 4242 4242 4241', expMonth: 1, expYear: 2020, cvc: '1', holder: '' };
    const pt = await call(tokensRoute, bad);
    expect(pt.status).toBe(400);
    expect(pt.body).toEqual({
      error: 'CARD_INVALID',
      fields: { number: 'CARD_NUMBER_INVALID', expiry: 'CARD_EXPIRED', cvc: 'CVC_INVALID', holder: 'HOLDER_REQUIRED' },
      messages: {
        number: 'Confira o número do cartão.',
        expiry: 'Este cartão está vencido.',
        cvc: 'Confira o código de segurança (CVV).',
        holder: 'Informe o nome impresso no cartão.',
      },
    });
    const en = await call(tokensRoute, { ...bad, expMonth: 'x' }, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect((en.body as { messages: Record<string, string> }).messages).toMatchObject({
      number: 'Check the card number.',
      expiry: 'Enter a valid expiry date (month and year).',
    });
    const es = await call(
      tokensRoute,
      { ...card('4242424242424242'), cvc: '12345' },
      { headers: { 'accept-language': 'es' } },
    );
    expect(es.body).toMatchObject({
      fields: { cvc: 'CVC_INVALID' },
      messages: { cvc: 'Revisa el código de seguridad (CVV).' },
    });
    expect(JSON.stringify(pt.body)).not.toContain('4241');
    expect(logged).toEqual([]);
  });

  it('takes only POST with JSON and treats missing or wrongly typed fields as invalid', async () => {
    expect((await call(tokensRoute, card('4242424242424242'), { method: 'GET' })).status).toBe(405);
    expect(
      (await call(tokensRoute, 'number=4242', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
        .status,
    ).toBe(415);
    const empty = await call(tokensRoute, null);
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.body as { fields: object }).fields).sort()).toEqual([
      'cvc',
      'expiry',
      'holder',
      'number',
    ]);
    const typed = await call(tokensRoute, {
      number: 4242424242424242,
      expMonth: '12',
      expYear: '31',
      cvc: 123,
      holder: ['x'],
    });
    expect((typed.body as { fields: object }).fields).toEqual({
      number: 'CARD_NUMBER_INVALID',
      cvc: 'CVC_INVALID',
      holder: 'HOLDER_REQUIRED',
    });
  });

  it('is not there when Stripe is configured (cards go to Stripe.js)', async () => {
    const route = sandboxTokensRoute({
      env: { STRIPE_SECRET_KEY: 'sk_test_1', NEXTAUTH_SECRET: SECRET },
      messages: () => ({}) as never,
    });
    expect((await call(route, card('4242424242424242'))).status).toBe(404);
  });

  it('is not there on a real deployment without a card processor (a test card must never pay for real goods)', async () => {
    vi.stubEnv('ROOT_DOMAIN', 'loja.example.com.br');
    const answer = await call(tokensRoute, card('4242424242424242'));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'NOT_FOUND' });
    // Any method, any body: nothing of the sandbox answers.
    expect((await call(tokensRoute, null, { method: 'GET' })).status).toBe(404);
    vi.stubEnv('ROOT_DOMAIN', 'shop.localhost:3000');
    expect((await call(tokensRoute, card('4242424242424242'))).status).toBe(200);
  });
});
