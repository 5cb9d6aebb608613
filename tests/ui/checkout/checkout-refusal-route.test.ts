/**
 * The checkout after a refusal about who is ordering (issue 15, point 6): an unverified e-mail where sign-in is
 * required goes to /verificar-email and, once verified, back to the checkout step it came from (the verify page reads
 * the same return path); no session goes to /login and back; any other refusal stays on the page in words.
 */
import { describe, expect, it } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { returnPathOf } from '@/src/features/auth/return-path';
import { placeOrder } from '@/src/features/checkout/place-order';
import { refusalRoute } from '@/src/features/checkout/refusal-route';

const origin = 'http://loja.test:3000';

describe('refusalRoute', () => {
  it('sends an unverified e-mail to verify, and the verify page sends it back to the checkout step', () => {
    const route = refusalRoute('EMAIL_NOT_VERIFIED', '/checkout/revisao');
    expect(route).toBe('/verificar-email?callbackUrl=%2Fcheckout%2Frevisao');
    const query = Object.fromEntries(new URL(route!, origin).searchParams);
    expect(returnPathOf(query, origin)).toBe('/checkout/revisao');
  });

  it('sends a shopper without a session to sign in and back', () => {
    const route = refusalRoute('UNAUTHENTICATED', '/checkout/revisao');
    expect(route).toBe('/login?callbackUrl=%2Fcheckout%2Frevisao&error=SessionRequired');
    expect(returnPathOf(Object.fromEntries(new URL(route!, origin).searchParams), origin)).toBe('/checkout/revisao');
  });

  it('sends a customer detail the server refused back to the identification step, naming it', () => {
    expect(refusalRoute('CUSTOMER_PHONE_INVALID', '/checkout/revisao')).toBe(
      '/checkout/identificacao?recusa=CUSTOMER_PHONE_INVALID',
    );
    expect(refusalRoute('CUSTOMER_IDENTITY_DOCUMENT_INVALID', '/en/checkout/revisao')).toBe(
      '/checkout/identificacao?recusa=CUSTOMER_IDENTITY_DOCUMENT_INVALID',
    );
  });

  it.each(['UNPAID_ORDERS_LIMIT', 'PRODUCT_OUT_OF_STOCK', 'CLIENT_ID_REQUIRED', ''])('keeps %s on the page', (code) => {
    expect(refusalRoute(code, '/checkout/revisao')).toBeNull();
  });
});

describe('placeOrder', () => {
  const refusing = (code: string, message: string) =>
    ({
      mutate: async () => ({ data: null, error: { errors: [{ message, extensions: { code } }] } }),
    }) as unknown as ApolloClient;

  it('hands the server’s refusal code and words to the page', async () => {
    expect(await placeOrder(refusing('EMAIL_NOT_VERIFIED', 'Confirme o seu e-mail'), {} as never, 'key-1')).toEqual({
      kind: 'refused',
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirme o seu e-mail',
    });
    expect(
      await placeOrder(
        refusing('UNPAID_ORDERS_LIMIT', 'Você já tem 5 pedidos aguardando pagamento'),
        {} as never,
        'key-2',
      ),
    ).toEqual({
      kind: 'refused',
      code: 'UNPAID_ORDERS_LIMIT',
      message: 'Você já tem 5 pedidos aguardando pagamento',
    });
  });
});
