/** The review names the card as people write its brand, never the processor's lower-case code. */
import { describe, expect, it } from 'vitest';
import { cardBrandName } from '@/src/features/checkout/card-brand';

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['American Express', 'American Express'],
    ['elo', 'Elo'],
    ['diners', 'Diners Club'],
    ['jcb', 'JCB'],
    ['unionpay', 'UnionPay'],
  ])('%s → %s', (code, name) => {
    expect(cardBrandName(code)).toBe(name);
  });

  it('an unknown code gets a capital first letter', () => {
    expect(cardBrandName('cabal')).toBe('Cabal');
  });

  it('no brand is an empty name (the review then says "Cartão com final 4242")', () => {
    expect(cardBrandName('')).toBe('');
    expect(cardBrandName(null)).toBe('');
    expect(cardBrandName('  ')).toBe('');
  });
});
