import { describe, expect, it } from 'vitest';
import {
  allowedStep,
  checkoutCustomerSchema,
  checkoutSteps,
  emptyCheckoutState,
  firstIncompleteStep,
  restoreCheckoutState,
  stepFromPath,
  type CheckoutState,
} from '@/src/domain/orders/checkout-steps';
import { paymentKind } from '@/src/domain/orders/checkout-payments';

const customer = {
  name: 'Ana Souza',
  identityDocument: '529.982.247-25',
  identityDocumentType: 'CPF',
  phone: '(11) 98765-4321',
  email: 'ana@exemplo.test',
};
const gate = { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: '14:00' };
const needsGate = { gateDelivery: true, address: false, receivedGuest: false };
const CARDS = ['ZOOP_CREDIT', 'STRIPE'];

function state(patch: Partial<CheckoutState>): CheckoutState {
  return { ...emptyCheckoutState(), ...patch };
}

describe('checkout steps', () => {
  it('maps URL segments to steps and refuses unknown ones', () => {
    expect(stepFromPath(undefined)).toBe('identificacao');
    expect(stepFromPath('pagamento')).toBe('pagamento');
    expect(stepFromPath('pay')).toBeNull();
  });

  it('validates the customer with docs/business-rules.md rules (full name, CPF digits, phone, e-mail)', () => {
    expect(checkoutCustomerSchema.safeParse(customer).success).toBe(true);
    const bad = checkoutCustomerSchema.safeParse({
      ...customer,
      name: 'Ana',
      identityDocument: '111.111.111-11',
      email: 'ana@',
    });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(bad.error.issues.map((i) => [i.path[0], i.message]).sort()).toEqual([
        ['email', 'invalid'],
        ['identityDocument', 'invalid'],
        ['name', 'fullName'],
      ]);
  });

  it('sends a step reached without what it needs back to the first incomplete one', () => {
    expect(allowedStep('revisao', emptyCheckoutState(), needsGate, CARDS)).toBe('identificacao');
    const identified = state({ customer });
    expect(allowedStep('pagamento', identified, needsGate, CARDS)).toBe('entrega');
    // Gate delivery needs the gate; take-away does not.
    const delivery = state({ customer, operation: { type: 'delivery', time: 'now', scheduledFor: null } });
    expect(firstIncompleteStep(delivery, needsGate, CARDS)).toBe('entrega');
    expect(firstIncompleteStep({ ...delivery, gateDelivery: gate }, needsGate, CARDS)).toBe('pagamento');
    expect(
      firstIncompleteStep(
        { ...delivery, operation: { type: 'takeAway', time: 'now', scheduledFor: null } },
        needsGate,
        CARDS,
      ),
    ).toBe('pagamento');
  });

  it('lets the shopper go back to an earlier step and keeps a scheduled order without a slot on entrega', () => {
    const done = state({
      customer,
      operation: { type: 'delivery', time: 'now', scheduledFor: null },
      gateDelivery: gate,
      paymentMethod: 'PIX',
    });
    expect(allowedStep('identificacao', done, needsGate, CARDS)).toBe('identificacao');
    expect(allowedStep('revisao', done, needsGate, CARDS)).toBe('revisao');
    expect(
      firstIncompleteStep(
        { ...done, operation: { type: 'booking', time: 'schedule', scheduledFor: null } },
        needsGate,
        CARDS,
      ),
    ).toBe('entrega');
  });

  it('asks for the card again when a card method has no token yet', () => {
    const chosen = state({
      customer,
      operation: { type: 'takeAway', time: 'now', scheduledFor: null },
      paymentMethod: 'ZOOP_CREDIT',
    });
    expect(firstIncompleteStep(chosen, needsGate, CARDS)).toBe('pagamento');
    expect(
      firstIncompleteStep({ ...chosen, card: { token: 't', brand: 'visa', last4: '4242' } }, needsGate, CARDS),
    ).toBe('revisao');
  });

  it('skips the payment step when there is nothing to pay (a zero total)', () => {
    const delivered = state({ customer, operation: { type: 'takeAway', time: 'now', scheduledFor: null } });
    expect(firstIncompleteStep(delivered, needsGate, CARDS, false)).toBe('revisao');
    expect(allowedStep('revisao', delivered, needsGate, CARDS, false)).toBe('revisao');
    // The payment step itself is never shown then: the review takes its place.
    expect(allowedStep('pagamento', delivered, needsGate, CARDS, false)).toBe('revisao');
    expect(allowedStep('pagamento', state({ customer }), needsGate, CARDS, false)).toBe('entrega');
    // With something to pay, the same entries still need a method.
    expect(allowedStep('revisao', delivered, needsGate, CARDS, true)).toBe('pagamento');
    expect(checkoutSteps(false)).toEqual(['identificacao', 'entrega', 'revisao']);
    expect(checkoutSteps(true)).toEqual(['identificacao', 'entrega', 'pagamento', 'revisao']);
  });

  it('asks hospitality for the name of the client to be received', () => {
    const needs = { gateDelivery: false, address: false, receivedGuest: true };
    const booked = state({
      customer,
      operation: { type: 'booking', time: 'schedule', scheduledFor: '2026-12-01T10:00:00.000-03:00' },
    });
    expect(firstIncompleteStep(booked, needs, CARDS)).toBe('entrega');
    expect(firstIncompleteStep({ ...booked, receivedGuest: 'Carlos Lima' }, needs, CARDS)).toBe('pagamento');
  });

  it('restores a saved state field by field and survives garbage', () => {
    expect(restoreCheckoutState('x')).toEqual(emptyCheckoutState());
    expect(restoreCheckoutState({ paymentMethod: 'PIX', receivedGuest: 3 })).toMatchObject({
      paymentMethod: 'PIX',
      receivedGuest: '',
    });
  });
});

describe('checkout payment methods', () => {
  it('classifies methods', () => {
    expect(['STRIPE', 'ZOOP_PIX', 'LINK', 'BANK_TRANSFER', 'POSP_DEBIT'].map(paymentKind)).toEqual([
      'card',
      'pix',
      'link',
      'bankTransfer',
      'inPerson',
    ]);
  });
});
