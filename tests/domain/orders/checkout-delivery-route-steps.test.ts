/**
 * The delivery step of a shop that ships is complete without a carrier option when it delivers now or its own
 * courier reaches the address; a scheduled delivery outside its coverage needs one. The saved entries are read
 * back defensively (the change is whole cents or nothing).
 */
import { describe, expect, it } from 'vitest';
import {
  deliveryComplete,
  emptyCheckoutState,
  restoreCheckoutState,
  type CheckoutState,
} from '@/src/domain/orders/checkout-steps';

const address = {
  zipCode: '05435-000',
  street: 'Rua Harmonia',
  number: '123',
  addressLine2: 'apto 42',
  district: 'Vila Madalena',
  city: 'São Paulo',
  state: 'SP',
  additionalInstructions: '',
};
const needs = { gateDelivery: false, address: true, receivedGuest: false, shipping: true };
const state = (patch: Partial<CheckoutState>): CheckoutState => ({ ...emptyCheckoutState(), address, ...patch });
const now = { type: 'delivery' as const, time: 'now' as const, scheduledFor: null };
const scheduled = {
  type: 'delivery' as const,
  time: 'schedule' as const,
  scheduledFor: '2026-11-24T09:00:00.000-03:00',
};

describe('deliveryComplete for a shop that ships', () => {
  it('asks no carrier option for a delivery now', () => {
    expect(deliveryComplete(state({ operation: now }), needs)).toBe(true);
  });

  it('asks none where the shop’s own courier goes, and one for a scheduled delivery outside', () => {
    expect(deliveryComplete(state({ operation: scheduled, localDelivery: true }), needs)).toBe(true);
    expect(deliveryComplete(state({ operation: scheduled, localDelivery: false }), needs)).toBe(false);
    expect(deliveryComplete(state({ operation: scheduled, shippingOptionId: 'table:economico' }), needs)).toBe(true);
  });
});

describe('restoreCheckoutState', () => {
  it('keeps the local delivery flag and a whole positive change, and drops anything else', () => {
    expect(restoreCheckoutState({ localDelivery: true, changeForCents: 5000 })).toMatchObject({
      localDelivery: true,
      changeForCents: 5000,
    });
    for (const changeForCents of [-1, 0, 12.5, '5000', Number.MAX_SAFE_INTEGER + 2])
      expect(restoreCheckoutState({ localDelivery: 'yes', changeForCents })).toMatchObject({
        localDelivery: false,
        changeForCents: null,
      });
  });
});
