/** Card checks before tokenisation: Luhn, brand, expiry against the clock (Sao Paulo months), CVC length, holder. */
import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, checkCard, luhnValid } from '@/src/domain/payments/card';
import { sandboxOutcome, TEST_CARDS } from '@/src/domain/payments/test-cards';
import { isPaymentMethodCode, isPixMethod } from '@/src/domain/payments/methods';

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

describe('card brands: every Elo range and the edges of the others', () => {
  const number = (prefix: string) => prefix.padEnd(16, '0');

  it.each([
    '401178',
    '401179',
    '431274',
    '438935',
    '451416',
    '457393',
    '457631',
    '457632',
    '504175',
    '506699',
    '506700',
    '506799',
    '509000',
    '509999',
    '627780',
    '636297',
    '636368',
    '650031',
    '650033',
    '650040',
    '650099',
    '650405',
    '650409',
    '650410',
    '650439',
    '650541',
    '650549',
    '650550',
    '650589',
    '650590',
    '650598',
    '651652',
    '651659',
    '651660',
    '651669',
    '651670',
    '651679',
    '655000',
    '655009',
  ])('reads %s as Elo', (prefix) => {
    expect(cardBrand(number(prefix))).toBe('elo');
  });

  it.each<[string, string]>([
    ['650030', 'discover'],
    ['650599', 'discover'],
    ['650404', 'discover'],
    ['606282', 'hipercard'],
    ['384100', 'hipercard'],
    ['384140', 'hipercard'],
    ['384160', 'hipercard'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['306', 'unknown'],
    ['36', 'diners'],
    ['38', 'diners'],
    ['39', 'diners'],
    ['3528', 'jcb'],
    ['3529', 'jcb'],
    ['3530', 'jcb'],
    ['3589', 'jcb'],
    ['3527', 'unknown'],
    ['2221', 'mastercard'],
    ['2300', 'mastercard'],
    ['2699', 'mastercard'],
    ['2710', 'mastercard'],
    ['2720', 'mastercard'],
    ['2730', 'unknown'],
    ['6011', 'discover'],
    ['6430', 'unknown'],
    ['6440', 'discover'],
    ['6449', 'discover'],
  ])('reads %s as %s', (prefix, brand) => {
    expect(cardBrand(number(prefix))).toBe(brand);
  });

  it('names a range of six-digit Elo prefixes only once six digits are typed', () => {
    expect(cardBrand('50900')).toBe('unknown');
    expect(cardBrand('509000')).toBe('elo');
    expect(cardBrand('50670')).toBe('unknown');
  });

  it('reads a brand only at the start of the number', () => {
    expect(cardBrand('1401178000000000')).toBe('unknown');
    expect(cardBrand('1606282000000000')).toBe('unknown');
    expect(cardBrand('4000340000000000')).toBe('visa');
    expect(cardBrand('4003528000000000')).toBe('visa');
    expect(cardBrand('6011510000000000')).toBe('discover');
    expect(cardBrand('9650000000000000')).toBe('unknown');
  });
});

describe('checkCard: the edges', () => {
  it('takes 12 to 19 digits, no more', () => {
    expect(luhnValid('00004242424242424242')).toBe(false);
    expect(luhnValid('0004242424242424242')).toBe(true);
  });

  it('reads months 1 to 12 and years 2000 to 2100 (two digits are this century)', () => {
    const expiryOf = (expMonth: number, expYear: number) => checkCard({ ...card, expMonth, expYear }, now).expiry;
    expect(expiryOf(1, 2027)).toBeUndefined();
    expect(expiryOf(0, 2027)).toBe('EXPIRY_INVALID');
    expect(expiryOf(1.5, 2027)).toBe('EXPIRY_INVALID');
    expect(expiryOf(12, 99)).toBeUndefined();
    expect(expiryOf(12, 100)).toBe('EXPIRY_INVALID');
    expect(expiryOf(12, 1999)).toBe('EXPIRY_INVALID');
    expect(expiryOf(12, 2000)).toBe('CARD_EXPIRED');
    expect(expiryOf(12, 2100)).toBeUndefined();
    expect(expiryOf(12, 2101)).toBe('EXPIRY_INVALID');
  });

  it('reads a CVC typed with spaces around it', () => {
    expect(checkCard({ ...card, cvc: ' 123 ' }, now)).toEqual({});
  });
});

describe('the sandbox cards and the method codes', () => {
  it('expires the card the test card list names for it', () => {
    expect(sandboxOutcome('4000000000000069')).toBe('EXPIRED_CARD');
  });

  it('knows the PIX methods and every method code', () => {
    expect(['PIX', 'PIX_WITHOUT_PAYMENT_RECEIPT', 'ZOOP_PIX', 'POSP_PIX', 'CASH'].map(isPixMethod)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(['PIX', 'STRIPE', 'CASH', 'POSP_DEBIT', 'BITCOIN', 'pix'].map(isPaymentMethodCode)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
