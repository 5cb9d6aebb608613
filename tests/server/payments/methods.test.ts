/** The payment method lists of src/domain agree with the catalogue format's, so no method is left unrouted. */
import { describe, expect, it } from 'vitest';
import { IN_PERSON_METHODS, isPaymentMethodCode, ONLINE_METHODS } from '@/src/domain/payments/methods';
import { IN_PERSON_PAYMENT_METHODS, ONLINE_PAYMENT_METHODS } from '@/src/server/catalog-format/primitives';
import { gatewayNameFor } from '@/src/server/payments/gateways';

describe('payment method lists', () => {
  it('are the catalogue format lists', () => {
    expect([...ONLINE_METHODS].sort()).toEqual([...ONLINE_PAYMENT_METHODS].sort());
    expect([...IN_PERSON_METHODS].sort()).toEqual([...IN_PERSON_PAYMENT_METHODS].sort());
  });
  it('route every method a catalogue may list to an adapter', () => {
    for (const method of [...ONLINE_PAYMENT_METHODS, ...IN_PERSON_PAYMENT_METHODS]) {
      expect(isPaymentMethodCode(method)).toBe(true);
      expect(gatewayNameFor(method, {})).toMatch(/^(sandbox|pix|link|bank-transfer|in-person)$/);
    }
    expect(isPaymentMethodCode('BOLETO')).toBe(false);
  });
});
