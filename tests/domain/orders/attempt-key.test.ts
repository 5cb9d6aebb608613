/**
 * The checkout's idempotency key per request (src/domain/orders/attempt-key.ts): the same request keeps its key
 * (a retry is the same order), any change to the cart or an entry gets a new one.
 */
import { describe, expect, it } from 'vitest';
import { attemptKeyFor, requestFingerprint } from '@/src/domain/orders/attempt-key';

const request = {
  catalogId: 'aero-delivery-cafe',
  items: [{ itemId: 'cafe-01', quantity: 2, subitems: [{ subcategoryId: 'leite', subitemId: 'aveia', quantity: 1 }] }],
  couponCode: null,
  operationWay: { type: 'delivery', time: 'now', scheduledFor: null },
  customer: {
    name: 'Ana Souza',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
    phone: '11987654321',
    email: 'ana@exemplo.test',
    address: null,
  },
  payment: { method: 'ZOOP_CREDIT', methodId: 'card', cardToken: 'tok_sbx_1' },
  gateDelivery: { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: '14:00' },
  receivedGuest: null,
  params: null,
  shippingOptionId: null,
  expectedTotal: 15.8,
};

let counter = 0;
const fresh = () => `key-${(counter += 1)}`;

describe('requestFingerprint', () => {
  it('reads the same request alike, whatever the order of its fields or its absent ones', () => {
    const reversed = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).reverse());
    const reordered = { ...reversed(request), customer: reversed(request.customer), couponCode: undefined };
    expect(Object.keys(reordered)[0]).toBe('expectedTotal');
    const { receivedGuest: _, ...withoutNulls } = request;
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(request));
    expect(requestFingerprint(withoutNulls)).toBe(requestFingerprint(request));
  });

  it.each([
    ['the cart', { items: [{ ...request.items[0], quantity: 3 }] }],
    ['an option', { items: [{ ...request.items[0], subitems: [] }] }],
    ['the way', { operationWay: { type: 'takeAway', time: 'now' } }],
    ['the customer', { customer: { ...request.customer, phone: '11987654322' } }],
    ['the gate', { gateDelivery: { ...request.gateDelivery, gate: '13' } }],
    ['the payment method', { payment: { method: 'PIX', methodId: 'pix' } }],
    ['the card', { payment: { ...request.payment, cardToken: 'tok_sbx_2' } }],
    ['the coupon', { couponCode: 'SALAVIP20' }],
    ['the approved total', { expectedTotal: 15.81 }],
  ])('tells a change of %s', (_what, change) => {
    expect(requestFingerprint({ ...request, ...change })).not.toBe(requestFingerprint(request));
  });
});

describe('requestFingerprint across builds', () => {
  // A key saved in session storage by the previous build must still match after a deploy: a retry of a request
  // whose answer was lost would otherwise get a new key and become a second order. The hash is cyrb53 (53 bits,
  // base 36) of the canonical JSON, after the JSON's length; these values are cyrb53's own outputs.
  it('is the length and the cyrb53 hash of the canonical JSON, in base 36', () => {
    expect(requestFingerprint('a')).toBe('3.203h93a1w93');
    expect(requestFingerprint('')).toBe('2.3nj1ggyqd3');
    expect(requestFingerprint({ b: 1, a: [2] })).toBe('f.5q86gdppdv');
  });
});

describe('attemptKeyFor', () => {
  it('keeps the saved key for the very request it was made for', () => {
    const first = attemptKeyFor({ key: null, fingerprint: null }, request, fresh);
    expect(first.key).toBe(`key-${counter}`);
    expect(attemptKeyFor(first, { ...request }, fresh)).toEqual(first);
  });

  it('makes a new key when the cart or an entry changed, or when none was saved', () => {
    const first = attemptKeyFor({ key: null, fingerprint: null }, request, fresh);
    const changed = attemptKeyFor(first, { ...request, items: [] }, fresh);
    expect(changed.key).not.toBe(first.key);
    expect(changed.fingerprint).not.toBe(first.fingerprint);
    expect(attemptKeyFor({ key: null, fingerprint: first.fingerprint }, request, fresh).key).not.toBe(first.key);
  });
});
