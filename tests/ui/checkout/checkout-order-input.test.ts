import { describe, expect, it, vi } from 'vitest';
import { emptyCheckoutState } from '@/src/domain/orders/checkout-steps';
import { defaultOrder } from '@/src/domain/orders/order-types';
import { checkoutOrderInput } from '@/src/features/checkout/checkout-order-input';
import { parseExpiry, tokeniseCard } from '@/src/features/checkout/card-token';
import type { CheckoutOptions } from '@/src/features/checkout/checkout-shapes';

const options: CheckoutOptions = {
  catalogId: 'burger',
  timezone: 'America/Sao_Paulo',
  now: '2026-11-23T12:00:00.000-03:00',
  operations: [],
  slotsType: null,
  dates: [],
  slots: [],
  paymentMethods: [{ _id: 'pm-card', method: 'ZOOP_CREDIT', type: 'ONLINE', ref: null }],
  gateDelivery: {
    marginMinutes: 20,
    preparationMinutes: 0,
    pickUpNow: false,
    storesPath: null,
    terminals: [
      {
        name: 'Terminal 2',
        city: 'Guarulhos',
        state: 'SP',
        country: 'BR',
        estimatedDeliveryTime: 30,
        walkingTime: null,
      },
    ],
  },
  asksAddress: false,
  asksReceivedGuest: false,
  ships: false,
  deliveryLeadMinutes: 25,
  checkoutWarning: null,
  buttonLabel: null,
  bookingKind: null,
  cardTokenization: { processor: 'sandbox', publishableKey: null, endpoint: '/api/payments/sandbox/tokens' },
};
const order = {
  ...defaultOrder(),
  catalogId: 'burger',
  items: [{ categoryId: 'c', itemId: 'rings', quantity: 2, item: { id: 'rings', subitems: [] } }],
} as unknown as ReturnType<typeof defaultOrder>;
const gate = { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: '13:00' };

describe('the order the checkout sends', () => {
  it('sends the gate, its terminal as the address the coverage prices, and the card only as its token', () => {
    const state = {
      ...emptyCheckoutState(),
      operation: { type: 'delivery' as const, time: 'now' as const, scheduledFor: null },
      gateDelivery: gate,
      paymentMethod: 'ZOOP_CREDIT',
      card: { token: 'tok_1', brand: 'visa', last4: '4242' },
    };
    const input = checkoutOrderInput(order, state, options, { couponCode: null, attendantCustomer: null })!;
    expect(input.gateDelivery).toEqual(gate);
    expect(input.customer.address).toEqual({ country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' });
    expect(input.payment).toEqual({ method: 'ZOOP_CREDIT', methodId: 'pm-card', cardToken: 'tok_1' });
    expect(JSON.stringify(input)).not.toMatch(/4242 ?4242/);
    expect(input.items).toEqual([{ categoryId: 'c', itemId: 'rings', quantity: 2, subitems: [] }]);
  });

  it('sends no gate for a take-away, and the attendant customer as a param', () => {
    const state = {
      ...emptyCheckoutState(),
      operation: { type: 'takeAway' as const, time: 'now' as const, scheduledFor: null },
      gateDelivery: gate,
    };
    const input = checkoutOrderInput(order, state, options, { couponCode: 'X', attendantCustomer: 'João' })!;
    expect(input.gateDelivery).toBeNull();
    expect(input.customer.address).toBeNull();
    expect(input.params).toEqual([{ key: 'customerName', value: 'João' }]);
    expect(input.couponCode).toBe('X');
  });
});

describe('the shipping option in the order', () => {
  const shop: CheckoutOptions = { ...options, gateDelivery: null, asksAddress: true, ships: true };
  const address = {
    zipCode: '01310-100',
    street: 'Av. Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    additionalInstructions: '',
  };
  const delivery = {
    type: 'delivery' as const,
    time: 'schedule' as const,
    scheduledFor: '2026-11-24T09:00:00.000-03:00',
  };

  it('is sent with a scheduled delivery of a catalogue that ships, beside the address with its CEP in digits', () => {
    const state = { ...emptyCheckoutState(), operation: delivery, address, shippingOptionId: 'table:pac' };
    const input = checkoutOrderInput(order, state, shop, { couponCode: null, attendantCustomer: null })!;
    expect(input.shippingOptionId).toBe('table:pac');
    expect(input.customer.address?.zipCode).toBe('01310100');
  });

  it('is never sent for a delivery now, nor where the shop’s own courier goes (a carrier takes days)', () => {
    const chosen = { ...emptyCheckoutState(), address, shippingOptionId: 'table:pac' };
    const now = { ...chosen, operation: { type: 'delivery' as const, time: 'now' as const, scheduledFor: null } };
    expect(
      checkoutOrderInput(order, now, shop, { couponCode: null, attendantCustomer: null })!.shippingOptionId,
    ).toBeNull();
    const local = { ...chosen, operation: delivery, localDelivery: true };
    expect(
      checkoutOrderInput(order, local, shop, { couponCode: null, attendantCustomer: null })!.shippingOptionId,
    ).toBeNull();
  });

  it('sends the unit with the address, and the change only with cash', () => {
    const withUnit = { ...address, addressLine2: 'apto 42' };
    const cash = {
      ...emptyCheckoutState(),
      operation: delivery,
      address: withUnit,
      paymentMethod: 'CASH',
      changeForCents: 5000,
    };
    const methods = [
      { _id: 'm-cash', method: 'CASH', type: 'IN_PERSON', ref: null },
      { _id: 'm-debit', method: 'POSP_DEBIT', type: 'IN_PERSON', ref: null },
    ];
    const input = checkoutOrderInput(
      order,
      cash,
      { ...shop, paymentMethods: methods },
      { couponCode: null, attendantCustomer: null },
    )!;
    expect(input.customer.address?.addressLine2).toBe('apto 42');
    expect(input.payment).toEqual({ method: 'CASH', methodId: 'm-cash', cardToken: null, changeFor: 50 });
    const debit = checkoutOrderInput(
      order,
      { ...cash, paymentMethod: 'POSP_DEBIT' },
      { ...shop, paymentMethods: methods },
      { couponCode: null, attendantCustomer: null },
    )!;
    expect(debit.payment).toEqual({ method: 'POSP_DEBIT', methodId: 'm-debit', cardToken: null });
  });

  it('is not sent for a take-away, nor by a catalogue that does not ship, even if one was chosen before', () => {
    const chosen = { ...emptyCheckoutState(), address, shippingOptionId: 'table:pac' };
    const takeAway = checkoutOrderInput(
      order,
      { ...chosen, operation: { ...delivery, type: 'takeAway' as const } },
      shop,
      { couponCode: null, attendantCustomer: null },
    )!;
    expect(takeAway.shippingOptionId).toBeNull();
    const noShipping = checkoutOrderInput(
      order,
      { ...chosen, operation: delivery },
      { ...shop, ships: false },
      { couponCode: null, attendantCustomer: null },
    )!;
    expect(noShipping.shippingOptionId).toBeNull();
  });
});

describe('card tokenisation', () => {
  it('reads MM/AA and MM/AAAA expiries', () => {
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('1/2031')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
  });

  it('posts the card to the tokenisation endpoint only (mocked endpoint: the server route is another slice)', async () => {
    const fetcher = vi.fn(
      async () => new Response(JSON.stringify({ token: 'tok', brand: 'visa', last4: '4242' }), { status: 200 }),
    );
    const result = await tokeniseCard(
      { holder: 'Ana', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      'pt-BR',
      fetcher as unknown as typeof fetch,
    );
    expect(result).toEqual({ ok: true, token: 'tok', brand: 'visa', last4: '4242' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payments/sandbox/tokens');
    expect(JSON.parse(String(init.body))).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holder: 'Ana',
    });
  });

  it('passes on the endpoint translated refusal, one message per wrong field (mocked endpoint)', async () => {
    const body = {
      error: 'CARD_INVALID',
      fields: { number: 'LUHN', cvc: 'CVC' },
      messages: { number: 'Número de cartão inválido.', cvc: 'CVV inválido.' },
    };
    const fetcher = async () => new Response(JSON.stringify(body), { status: 400 });
    expect(
      await tokeniseCard(
        { holder: 'Ana', number: '1234', expiry: '12/30', cvc: '1' },
        'pt-BR',
        fetcher as unknown as typeof fetch,
      ),
    ).toEqual({
      ok: false,
      message: 'Número de cartão inválido. CVV inválido.',
      fields: { number: 'Número de cartão inválido.', cvc: 'CVV inválido.' },
    });
  });
});

describe('placing: error texts', () => {
  it('reads a quote refusal JSON message as its problems in words, and other messages as they are', async () => {
    const { errorText } = await import('@/src/features/checkout/place-order');
    const json = JSON.stringify({
      code: 'GATE_DELIVERY_TOO_LATE',
      message: 'Tarde.',
      problems: [
        { code: 'GATE_DELIVERY_TOO_LATE', message: 'Peça até 11:40.' },
        { code: 'MINIMUM_ORDER_VALUE', message: 'Mínimo.' },
      ],
    });
    expect(errorText(json)).toBe('Peça até 11:40. Mínimo.');
    expect(errorText('O pagamento foi recusado.')).toBe('O pagamento foi recusado.');
    expect(errorText('{not json')).toBe('{not json');
  });
});
