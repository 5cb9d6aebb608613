/**
 * The state the checkout keeps between its steps (src/domain/orders/checkout-state.ts): a fresh one, the check that a
 * payment is chosen, and a saved state read back field by field, each unreadable field falling back on its own.
 */
import { describe, expect, it } from 'vitest';
import {
  emptyCheckoutState,
  paymentComplete,
  restoreCheckoutState,
  type CheckoutState,
} from '@/src/domain/orders/checkout-state';

const customer = {
  name: 'Ana Souza',
  identityDocument: '52998224725',
  identityDocumentType: 'CNPJ',
  phone: '11987654321',
  email: 'ana@exemplo.test',
};
const operation = { type: 'delivery', time: 'schedule', scheduledFor: '2026-12-01T10:00:00.000-03:00' } as const;
const gateDelivery = { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: '14:00' };
const address = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  additionalInstructions: '',
};
const card = { token: 'tok_1', brand: 'visa', last4: '4242' };

const saved: CheckoutState = {
  customer,
  operation,
  gateDelivery,
  address,
  receivedGuest: 'Carlos Lima',
  shippingOptionId: 'table:pac',
  localDelivery: true,
  changeForCents: 5000,
  paymentMethod: 'ZOOP_CREDIT',
  card,
  attemptKey: 'key-1',
  attemptFor: '3k.abc',
  declineReason: 'Cartão recusado',
};

describe('emptyCheckoutState', () => {
  it('starts with an empty customer, no document type yet (the step shows the language’s), and nothing chosen', () => {
    expect(emptyCheckoutState()).toEqual({
      customer: { name: '', identityDocument: '', identityDocumentType: '', phone: '', email: '' },
      operation: null,
      gateDelivery: null,
      address: null,
      receivedGuest: '',
      shippingOptionId: null,
      localDelivery: false,
      changeForCents: null,
      paymentMethod: null,
      card: null,
      attemptKey: null,
      attemptFor: null,
      declineReason: null,
    });
  });

  it('gives a new object each time, so one checkout never edits another', () => {
    const a = emptyCheckoutState();
    a.customer.name = 'Ana';
    expect(emptyCheckoutState().customer.name).toBe('');
  });
});

describe('paymentComplete', () => {
  const CARDS = ['ZOOP_CREDIT'];
  it('is false with no method chosen', () => {
    expect(paymentComplete(emptyCheckoutState(), CARDS)).toBe(false);
  });
  it('is true for a method that is not a card, without a card', () => {
    expect(paymentComplete({ ...emptyCheckoutState(), paymentMethod: 'PIX' }, CARDS)).toBe(true);
  });
  it('asks a card method for its tokenised card', () => {
    const chosen = { ...emptyCheckoutState(), paymentMethod: 'ZOOP_CREDIT' };
    expect(paymentComplete(chosen, CARDS)).toBe(false);
    expect(paymentComplete({ ...chosen, card }, CARDS)).toBe(true);
  });
});

describe('restoreCheckoutState', () => {
  it('reads back a whole saved state as it was', () => {
    expect(restoreCheckoutState(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it.each([undefined, null, '', 'x', 42, true])('starts afresh from %j', (garbage) => {
    expect(restoreCheckoutState(garbage)).toEqual(emptyCheckoutState());
  });

  it('starts afresh from an empty object', () => {
    expect(restoreCheckoutState({})).toEqual(emptyCheckoutState());
  });

  it('fills the customer fields a saved customer lacks from the empty one', () => {
    expect(restoreCheckoutState({ customer: { name: 'Ana Souza' } }).customer).toEqual({
      ...emptyCheckoutState().customer,
      name: 'Ana Souza',
    });
  });

  it.each(['Ana', 7, true])('ignores a customer that is not an object (%j)', (value) => {
    expect(restoreCheckoutState({ customer: value }).customer).toEqual(emptyCheckoutState().customer);
  });

  const objects = { operation, gateDelivery, address, card } as const;
  it.each(Object.keys(objects) as (keyof typeof objects)[])('keeps a saved %s object', (field) => {
    expect(restoreCheckoutState({ [field]: objects[field] })[field]).toEqual(objects[field]);
  });
  it.each(Object.keys(objects) as (keyof typeof objects)[])('drops a %s that is not an object', (field) => {
    for (const value of ['delivery', 1, true, null]) expect(restoreCheckoutState({ [field]: value })[field]).toBeNull();
  });

  it('keeps a saved receivedGuest text and drops anything else for an empty one', () => {
    expect(restoreCheckoutState({ receivedGuest: 'Carlos Lima' }).receivedGuest).toBe('Carlos Lima');
    expect(restoreCheckoutState({ receivedGuest: 3 }).receivedGuest).toBe('');
    expect(restoreCheckoutState({ receivedGuest: { name: 'x' } }).receivedGuest).toBe('');
  });

  const texts = ['shippingOptionId', 'paymentMethod', 'attemptKey', 'attemptFor', 'declineReason'] as const;
  it.each(texts)('keeps a saved %s text', (field) => {
    expect(restoreCheckoutState({ [field]: 'saved-text' })[field]).toBe('saved-text');
  });
  it.each(texts)('drops a %s that is not text', (field) => {
    for (const value of [1, true, { id: 'x' }, ['x']])
      expect(restoreCheckoutState({ [field]: value })[field]).toBeNull();
  });

  it('keeps localDelivery only when it was saved as true', () => {
    expect(restoreCheckoutState({ localDelivery: true }).localDelivery).toBe(true);
    for (const value of [false, 'true', 1, null])
      expect(restoreCheckoutState({ localDelivery: value }).localDelivery).toBe(false);
  });

  it('keeps the change as whole positive cents, and reads anything else as no change', () => {
    expect(restoreCheckoutState({ changeForCents: 1 }).changeForCents).toBe(1);
    expect(restoreCheckoutState({ changeForCents: 5000 }).changeForCents).toBe(5000);
    for (const value of [0, -100, 10.5, Number.MAX_SAFE_INTEGER + 2, '5000', null, true])
      expect(restoreCheckoutState({ changeForCents: value }).changeForCents).toBeNull();
  });
});
