/**
 * What each checkout step needs (src/domain/orders/checkout-steps.ts): the address of a delivery to a street, the
 * shipping option of a catalogue that ships, the name of the client to be received, and which step a shopper may see.
 */
import { describe, expect, it } from 'vitest';
import {
  allowedStep,
  checkoutCustomerSchema,
  deliveryComplete,
  emptyCheckoutState,
  type CheckoutAddress,
  type CheckoutState,
} from '@/src/domain/orders/checkout-steps';

const customer = {
  name: 'Ana Souza',
  identityDocument: '529.982.247-25',
  identityDocumentType: 'CPF',
  phone: '(11) 98765-4321',
  email: 'ana@exemplo.test',
};
const address: CheckoutAddress = {
  zipCode: '05416-000',
  street: 'Rua dos Pinheiros',
  number: '100',
  district: 'Pinheiros',
  city: 'São Paulo',
  state: 'SP',
  additionalInstructions: '',
};
const delivery = { type: 'delivery', time: 'now', scheduledFor: null } as const;
const takeAway = { type: 'takeAway', time: 'now', scheduledFor: null } as const;
const CARDS = ['ZOOP_CREDIT'];
const state = (patch: Partial<CheckoutState>): CheckoutState => ({ ...emptyCheckoutState(), customer, ...patch });

describe('deliveryComplete: an address for a delivery to a street', () => {
  const needs = { gateDelivery: false, address: true, receivedGuest: false };

  it('is complete with zip code, street, number and city', () => {
    expect(deliveryComplete(state({ operation: delivery, address }), needs)).toBe(true);
    expect(
      deliveryComplete(state({ operation: delivery, address: { ...address, district: '', state: '' } }), needs),
    ).toBe(true);
  });
  it.each(['zipCode', 'street', 'number', 'city'] as const)('is incomplete without the %s', (field) => {
    expect(deliveryComplete(state({ operation: delivery, address: { ...address, [field]: '' } }), needs)).toBe(false);
  });
  it('is incomplete without an address', () => {
    expect(deliveryComplete(state({ operation: delivery, address: null }), needs)).toBe(false);
  });
  it('asks no address of a take-away, nor of a catalogue that needs none', () => {
    expect(deliveryComplete(state({ operation: takeAway }), needs)).toBe(true);
    expect(deliveryComplete(state({ operation: delivery }), { ...needs, address: false })).toBe(true);
  });
});

describe('deliveryComplete: a shipping option for a catalogue that ships', () => {
  const needs = { gateDelivery: false, address: true, receivedGuest: false, shipping: true };

  // A parcel is never "now", nor where the shop's own courier goes: checkout-delivery-route-steps.test.ts.
  const scheduled = { type: 'delivery', time: 'schedule', scheduledFor: '2026-11-24T09:00:00.000-03:00' } as const;
  it('asks a scheduled delivery for its shipping option', () => {
    expect(deliveryComplete(state({ operation: scheduled, address }), needs)).toBe(false);
    expect(deliveryComplete(state({ operation: scheduled, address, shippingOptionId: 'table:pac' }), needs)).toBe(true);
  });
  it('asks none of a take-away, nor where the catalogue does not ship', () => {
    expect(deliveryComplete(state({ operation: takeAway }), needs)).toBe(true);
    expect(deliveryComplete(state({ operation: delivery, address }), { ...needs, shipping: false })).toBe(true);
  });
});

describe('deliveryComplete: the client to be received', () => {
  const needs = { gateDelivery: false, address: false, receivedGuest: true };
  it('takes a name of two letters, spaces aside', () => {
    expect(deliveryComplete(state({ operation: takeAway, receivedGuest: 'Al' }), needs)).toBe(true);
    expect(deliveryComplete(state({ operation: takeAway, receivedGuest: '  A  ' }), needs)).toBe(false);
    expect(deliveryComplete(state({ operation: takeAway, receivedGuest: '   ' }), needs)).toBe(false);
  });
});

describe('allowedStep', () => {
  const needs = { gateDelivery: false, address: false, receivedGuest: false };
  const unpaid = state({ operation: takeAway });

  it('asks for payment when the caller says nothing about it', () => {
    expect(allowedStep('revisao', unpaid, needs, CARDS)).toBe('pagamento');
  });
  it('lets the shopper go back to an earlier step when there is nothing to pay', () => {
    expect(allowedStep('identificacao', unpaid, needs, CARDS, false)).toBe('identificacao');
    expect(allowedStep('entrega', unpaid, needs, CARDS, false)).toBe('entrega');
  });
  it('shows the very step asked for when it is the first incomplete one', () => {
    expect(allowedStep('pagamento', unpaid, needs, CARDS)).toBe('pagamento');
  });
});

describe('checkoutCustomerSchema', () => {
  it('reports each refusal as a custom issue at its field', () => {
    const bad = checkoutCustomerSchema.safeParse({ ...customer, email: 'ana@' });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(bad.error.issues.map(({ code, path, message }) => ({ code, path, message }))).toEqual([
        { code: 'custom', path: ['email'], message: 'invalid' },
      ]);
  });
});
