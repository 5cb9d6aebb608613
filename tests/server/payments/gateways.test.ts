/**
 * The payment adapters through the router: sandbox cards decide the outcome by the token, PIX answers a BR Code
 * that passes its CRC and carries the total, in-person captures nothing, link and bank transfer stay pending with
 * what the shopper needs, refunds go back to the adapter that charged. No card number in any log.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBrCode } from '@/src/domain/payments/br-code';
import {
  cardProcessorAvailable,
  gatewayNameFor,
  paymentGateway,
  cardTokenization,
} from '@/src/server/payments/gateways';
import type { ChargeRequest } from '@/src/server/payments/payment-gateway';
import { issueSandboxToken, readSandboxToken, SANDBOX_TOKEN_TTL_MS } from '@/src/server/payments/sandbox-token';
import { sandboxGateway } from '@/src/server/payments/sandbox-gateway';
import { memorySpentTokens } from '@/tests/support/memory-spent-tokens';

const settings = { NEXTAUTH_SECRET: 'test-secret-for-payments', NODE_ENV: 'test' };
const now = new Date('2026-11-23T15:00:00Z');
const request = (over: Partial<ChargeRequest> = {}): ChargeRequest => ({
  orderId: 'order-1',
  orderNumber: 'A7K-3921',
  companyId: 'company-1',
  amountCents: 4590,
  method: 'STRIPE',
  merchantName: 'Café Aeroporto',
  merchantCity: 'Guarulhos',
  idempotencyKey: 'idem-1',
  now,
  ...over,
});
const token = (outcome: Parameters<typeof issueSandboxToken>[0]['outcome'], at = new Date()) =>
  issueSandboxToken({ outcome, brand: 'visa', last4: '4242' }, settings.NEXTAUTH_SECRET, at);

afterEach(() => vi.restoreAllMocks());
/** The router with the sandbox's spent tokens in memory (no database in these tests). */
const router = (env: Record<string, string> = settings) => paymentGateway(env, { spentTokens: memorySpentTokens() });

describe('routing', () => {
  it('sends card methods to the sandbox without Stripe keys and to Stripe with them', () => {
    expect(gatewayNameFor('STRIPE', {})).toBe('sandbox');
    expect(gatewayNameFor('ZOOP_CREDIT', {})).toBe('sandbox');
    expect(gatewayNameFor('STRIPE', { STRIPE_SECRET_KEY: 'sk_test_x' })).toBe('stripe');
    expect(gatewayNameFor('PIX', {})).toBe('pix');
    expect(gatewayNameFor('ZOOP_PIX', {})).toBe('pix');
    expect(gatewayNameFor('CASH', {})).toBe('in-person');
    expect(gatewayNameFor('LINK', {})).toBe('link');
    expect(gatewayNameFor('BANK_TRANSFER', {})).toBe('bank-transfer');
    expect(() => gatewayNameFor('BITCOIN', {})).toThrow(RangeError);
    expect(cardTokenization({})).toEqual({ processor: 'sandbox', endpoint: '/api/payments/sandbox/tokens' });
    expect(
      cardTokenization({ STRIPE_SECRET_KEY: 'sk', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_env' }, 'pk_catalog'),
    ).toEqual({ processor: 'stripe', publishableKey: 'pk_catalog' });
  });

  it('fails closed on a real deployment without Stripe: no sandbox, no tokenisation, a card charge refused', async () => {
    const real = { ...settings, ROOT_DOMAIN: 'loja.example.com.br' };
    expect(gatewayNameFor('STRIPE', real)).toBe('none');
    expect(gatewayNameFor('ZOOP_CREDIT', real)).toBe('none');
    expect(gatewayNameFor('PIX', real)).toBe('pix');
    expect(cardProcessorAvailable(real)).toBe(false);
    expect(cardProcessorAvailable({ ...real, STRIPE_SECRET_KEY: 'sk_live_x' })).toBe(true);
    expect(cardProcessorAvailable({ ...settings, ROOT_DOMAIN: 'shop.localhost:3000' })).toBe(true);
    expect(cardTokenization(real)).toEqual({ processor: 'none' });
    expect(gatewayNameFor('STRIPE', { ...real, STRIPE_SECRET_KEY: 'sk_live_x' })).toBe('stripe');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A sandbox token that would approve in the demo pays for nothing here.
    expect(await router(real).charge(request({ cardToken: token('APPROVE') }))).toEqual({
      status: 'DECLINED',
      gateway: 'none',
      reference: null,
      declineCode: 'PROCESSING_ERROR',
      retryable: false,
    });
  });
});

describe('sandbox cards', () => {
  const gateway = router();

  it('approves 4242…, declines 0002 and 9995, asks for a retry on 0119', async () => {
    expect(await gateway.charge(request({ cardToken: token('APPROVE') }))).toEqual({
      status: 'PAID',
      gateway: 'sandbox',
      reference: expect.stringMatching(/^sbx_ch_/),
    });
    expect(await gateway.charge(request({ cardToken: token('CARD_DECLINED') }))).toMatchObject({
      status: 'DECLINED',
      declineCode: 'CARD_DECLINED',
      retryable: false,
    });
    expect(await gateway.charge(request({ cardToken: token('INSUFFICIENT_FUNDS') }))).toMatchObject({
      status: 'DECLINED',
      declineCode: 'INSUFFICIENT_FUNDS',
      retryable: false,
    });
    expect(await gateway.charge(request({ cardToken: token('PROCESSING_ERROR') }))).toMatchObject({
      status: 'DECLINED',
      declineCode: 'PROCESSING_ERROR',
      retryable: true,
    });
  });

  it('declines a missing, altered, foreign or expired token as INVALID_CARD_TOKEN', async () => {
    const good = token('APPROVE');
    const [body, signature] = good.slice('tok_sbx_'.length).split('.');
    const forged = `tok_sbx_${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), o: 'APPROVE', l: '0000' })).toString('base64url')}.${signature}`;
    const foreign = issueSandboxToken(
      { outcome: 'APPROVE', brand: 'visa', last4: '4242' },
      'another-secret',
      new Date(),
    );
    const stale = token('APPROVE', new Date(Date.now() - SANDBOX_TOKEN_TTL_MS - 1000));
    for (const cardToken of [null, '', 'pm_123', forged, foreign, stale, `${good}.x`]) {
      expect(await gateway.charge(request({ cardToken }))).toMatchObject({
        status: 'DECLINED',
        declineCode: 'INVALID_CARD_TOKEN',
        retryable: false,
      });
    }
  });

  it('ignores the storefront clock for token expiry (STORE_NOW may freeze it)', async () => {
    const frozen = request({ cardToken: token('APPROVE'), now: new Date('2020-01-01T00:00:00Z') });
    expect(await gateway.charge(frozen)).toMatchObject({ status: 'PAID' });
    const later = sandboxGateway({
      spentTokens: memorySpentTokens(),
      secret: () => settings.NEXTAUTH_SECRET,
      clock: () => new Date(Date.now() + SANDBOX_TOKEN_TTL_MS + 1000),
    });
    expect(await later.charge(request({ cardToken: token('APPROVE') }))).toMatchObject({
      declineCode: 'INVALID_CARD_TOKEN',
    });
  });

  it('gives one reference per idempotency key, and refunds only its own charges', async () => {
    const a = await gateway.charge(request({ cardToken: token('APPROVE') }));
    const b = await gateway.charge(request({ cardToken: token('APPROVE') }));
    const c = await gateway.charge(request({ cardToken: token('APPROVE'), idempotencyKey: 'idem-2' }));
    expect(a.reference).toBe(b.reference);
    expect(c.reference).not.toBe(a.reference);
    expect(
      await gateway.refund({ gateway: 'sandbox', reference: a.reference!, amountCents: 4590, idempotencyKey: 'r1' }),
    ).toBe(true);
    expect(
      await gateway.refund({ gateway: 'sandbox', reference: 'pix_A7K', amountCents: 1, idempotencyKey: 'r2' }),
    ).toBe(false);
    await expect(
      gateway.refund({ gateway: 'stripe', reference: 'pi_1', amountCents: 1, idempotencyKey: 'r3' }),
    ).rejects.toThrow(/no payment gateway stripe/);
  });

  it('spends an approved token: the same token never pays twice; a declined one is not spent', async () => {
    const approved = token('APPROVE');
    expect(await gateway.charge(request({ cardToken: approved, idempotencyKey: 'once-1' }))).toMatchObject({
      status: 'PAID',
    });
    expect(await gateway.charge(request({ cardToken: approved, idempotencyKey: 'once-2' }))).toMatchObject({
      status: 'DECLINED',
      declineCode: 'INVALID_CARD_TOKEN',
      retryable: false,
    });
    // A processor hiccup may be retried with the same card entry.
    const hiccup = token('PROCESSING_ERROR');
    expect(await gateway.charge(request({ cardToken: hiccup }))).toMatchObject({
      declineCode: 'PROCESSING_ERROR',
      retryable: true,
    });
    expect(await gateway.charge(request({ cardToken: hiccup }))).toMatchObject({
      declineCode: 'PROCESSING_ERROR',
      retryable: true,
    });
  });

  it('tokens hold the outcome, brand and last four digits only', () => {
    const t = token('CARD_DECLINED');
    expect(readSandboxToken(t, settings.NEXTAUTH_SECRET, new Date())).toMatchObject({
      outcome: 'CARD_DECLINED',
      brand: 'visa',
      last4: '4242',
    });
    const claims = JSON.parse(Buffer.from(t.slice('tok_sbx_'.length).split('.')[0], 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(claims).sort()).toEqual(['b', 'e', 'l', 'n', 'o']);
    expect(claims.l).toBe('4242');
    expect(token('APPROVE')).not.toBe(token('APPROVE'));
  });
});

describe('PIX', () => {
  it('answers PENDING with a BR Code for the total to the catalogue key, its QR code and a 30-minute expiry', async () => {
    const before = Date.now();
    const result = await router().charge(request({ method: 'PIX', ref: { key: 'pix@cafe.example.com' } }));
    if (result.status !== 'PENDING' || !result.pix) throw new Error(`unexpected ${result.status}`);
    expect(result.gateway).toBe('pix');
    expect(result.reference).toBe('pix_A7K3921');
    // 30 minutes of real time from now, whatever the storefront clock (the request's `now`) says.
    const expires = Date.parse(result.pix.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(result.pix.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const parsed = parseBrCode(result.pix.copyPaste);
    expect(parsed).toMatchObject({
      ok: true,
      fields: {
        key: 'pix@cafe.example.com',
        amountCents: 4590,
        merchantName: 'CAFE AEROPORTO',
        merchantCity: 'GUARULHOS',
        txid: 'A7K3921',
      },
    });
  });

  it('falls back to SAO PAULO without a city and declines (not retryable) without a key', async () => {
    const gateway = router();
    const noCity = await gateway.charge(
      request({ method: 'PIX_WITHOUT_PAYMENT_RECEIPT', merchantCity: ' ', ref: { key: '+5511999998888' } }),
    );
    expect(noCity.status === 'PENDING' && parseBrCode(noCity.pix!.copyPaste)).toMatchObject({
      ok: true,
      fields: { merchantCity: 'SAO PAULO' },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await gateway.charge(request({ method: 'PIX', ref: null }))).toMatchObject({
      status: 'DECLINED',
      declineCode: 'PROCESSING_ERROR',
      retryable: false,
    });
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('in person, link and bank transfer', () => {
  const gateway = router();
  it('captures nothing online for in-person methods', async () => {
    for (const method of ['CASH', 'POSP_PIX', 'POSP_CREDIT', 'POSP_DEBIT', 'POSP_MEAL_TICKET'] as const) {
      expect(await gateway.charge(request({ method, cardToken: token('APPROVE') }))).toEqual({
        status: 'NOT_REQUIRED',
        gateway: 'in-person',
        reference: null,
      });
    }
  });
  it("links to the company's own payment link, else to a sandbox URL naming the order and amount", async () => {
    expect(
      await gateway.charge(request({ method: 'LINK', ref: { key: 'https://pay.cafe.example.com/p/123' } })),
    ).toMatchObject({
      status: 'PENDING',
      gateway: 'link',
      linkUrl: 'https://pay.cafe.example.com/p/123',
    });
    const sandbox = await gateway.charge(request({ method: 'LINK', ref: { key: 'not a url' } }));
    expect(sandbox.status === 'PENDING' && sandbox.linkUrl).toBe(
      'https://sandbox-payment-link.example.com/pay?order=A7K-3921&amount=45.90&currency=BRL',
    );
  });
  it('gives the account from the catalogue ref and the order number as reference', async () => {
    const result = await gateway.charge(
      request({
        method: 'BANK_TRANSFER',
        ref: { accountOwner: 'Café Aeroporto Ltda', key: '12.345.678/0001-90', type: 'CNPJ' },
      }),
    );
    expect(result).toMatchObject({
      status: 'PENDING',
      gateway: 'bank-transfer',
      bankTransferReference: 'Café Aeroporto Ltda · 12.345.678/0001-90 · A7K-3921',
      bankTransfer: {
        accountOwner: 'Café Aeroporto Ltda',
        key: '12.345.678/0001-90',
        type: 'CNPJ',
        reference: 'A7K-3921',
      },
    });
  });
});

describe('amounts', () => {
  it('refuses a fraction of a cent, a negative total and an online charge of nothing; in person may be free', async () => {
    const gateway = router();
    await expect(gateway.charge(request({ amountCents: 10.5, cardToken: token('APPROVE') }))).rejects.toThrow(
      RangeError,
    );
    await expect(gateway.charge(request({ amountCents: -1, method: 'CASH' }))).rejects.toThrow(RangeError);
    await expect(
      gateway.charge(request({ amountCents: 0, method: 'PIX', ref: { key: 'k@example.com' } })),
    ).rejects.toThrow(RangeError);
    expect(await gateway.charge(request({ amountCents: 0, method: 'CASH' }))).toMatchObject({ status: 'NOT_REQUIRED' });
  });
});
