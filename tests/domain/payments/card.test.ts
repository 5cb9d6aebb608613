/** Card checks before tokenisation: Luhn, brand, expiry against the clock (Sao Paulo months), CVC length, holder. */
import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, checkCard, luhnValid } from '@/src/domain/payments/card';
import { sandboxOutcome, TEST_CARDS } from '@/src/domain/payments/test-cards';

const now = new Date('2026-11-23T15:00:00Z');
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Ana Souza' };

describe('luhnValid and cardBrand', () => {
  it('accepts every test card and rejects a changed digit, short numbers and letters', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid(cardDigits('4242-4242-4242-4242'))).toBe(true);
    expect(cardDigits('4242 4242 x242 4242')).toBe('');
  });
  it('names the brands by prefix, Elo before Visa', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6362970000457013')).toBe('elo');
    expect(cardBrand('6062825624254001')).toBe('hipercard');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });
});

describe('checkCard', () => {
  it('passes a good card', () => {
    expect(checkCard(card, now)).toEqual({});
    expect(checkCard({ ...card, expYear: 30 }, now)).toEqual({});
  });
  it('is valid through the last day of the expiry month, in Sao Paulo time', () => {
    expect(checkCard({ ...card, expMonth: 11, expYear: 2026 }, now)).toEqual({});
    expect(checkCard({ ...card, expMonth: 10, expYear: 2026 }, now)).toEqual({ expiry: 'CARD_EXPIRED' });
    // 1 December 01:00 UTC is still 30 November in Sao Paulo.
    expect(checkCard({ ...card, expMonth: 11, expYear: 2026 }, new Date('2026-12-01T01:00:00Z'))).toEqual({});
    expect(checkCard({ ...card, expMonth: 11, expYear: 2026 }, new Date('2026-12-01T04:00:00Z'))).toEqual({
      expiry: 'CARD_EXPIRED',
    });
  });
  it('names each wrong field', () => {
    expect(checkCard({ number: '4242424242424241', expMonth: 13, expYear: 2030, cvc: '12', holder: ' ' }, now)).toEqual(
      {
        number: 'CARD_NUMBER_INVALID',
        expiry: 'EXPIRY_INVALID',
        cvc: 'CVC_INVALID',
        holder: 'HOLDER_REQUIRED',
      },
    );
    expect(checkCard({ ...card, number: '378282246310005', cvc: '123' }, now)).toEqual({ cvc: 'CVC_INVALID' });
    expect(checkCard({ ...card, number: '378282246310005', cvc: '1234' }, now)).toEqual({});
  });
});

describe('sandboxOutcome', () => {
  it('decides by the test card; any other number approves', () => {
    expect(sandboxOutcome('4242424242424242')).toBe('APPROVE');
    expect(sandboxOutcome('4000000000000002')).toBe('CARD_DECLINED');
    expect(sandboxOutcome('4000000000009995')).toBe('INSUFFICIENT_FUNDS');
    expect(sandboxOutcome('4000000000000119')).toBe('PROCESSING_ERROR');
    expect(sandboxOutcome('5555555555554444')).toBe('APPROVE');
  });
});
