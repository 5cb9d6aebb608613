/**
 * Checks of a card as typed, before it is exchanged for a token: the Luhn check digit, the brand by its prefix,
 * an expiry that has not passed (a card is valid through the last day of its month) and the CVC length. Pure: the
 * clock is a parameter.
 */
import { DateTime } from 'luxon';

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'diners' | 'discover' | 'jcb' | 'unknown';
export type CardProblem = 'CARD_NUMBER_INVALID' | 'EXPIRY_INVALID' | 'CARD_EXPIRED' | 'CVC_INVALID' | 'HOLDER_REQUIRED';
export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

export interface CardInput {
  number: string;
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
  cvc: string;
  holder: string;
}

/** The digits of a number typed with spaces or dashes; anything else makes it invalid (empty). */
export function cardDigits(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : '';
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      // Stryker disable next-line EqualityOperator: a doubled digit is even, never 9
      if (digit > 9) digit -= 9;
    }
    // Stryker disable next-line AssignmentOperator: a sum is a multiple of 10 exactly when its opposite is
    sum += digit;
  }
  return sum % 10 === 0;
}

// Elo and Hipercard ranges first: several fall inside the Visa, Mastercard and Discover prefixes.
const BRANDS: readonly [CardBrand, RegExp][] = [
  [
    'elo',
    /^(4011(78|79)|43(1274|8935)|45(1416|7393|763(1|2))|50(4175|6699|67\d\d|9\d{3})|627780|636(297|368)|65(0(0(3[1-3]|[4-9]\d)|4(0[5-9]|[1-3]\d)|5(4[1-9]|[5-8]\d|9[0-8]))|16(5[2-9]|6\d|7[0-9])|500\d))/,
  ],
  ['hipercard', /^(606282|3841(0|4|6)0)/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['discover', /^(6011|65|64[4-9])/],
];

export function cardBrand(digits: string): CardBrand {
  return BRANDS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'unknown';
}

/** Each field's problem; an empty object when the card may be tokenised. */
export function checkCard(
  card: CardInput,
  now: Date,
  zone = 'America/Sao_Paulo',
): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) problems.number = 'CARD_NUMBER_INVALID';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (
    !Number.isInteger(card.expMonth) ||
    card.expMonth < 1 ||
    card.expMonth > 12 ||
    !Number.isInteger(year) ||
    year < 2000 ||
    year > 2100
  ) {
    problems.expiry = 'EXPIRY_INVALID';
  } else {
    const today = DateTime.fromJSDate(now, { zone });
    if (year * 12 + card.expMonth < today.year * 12 + today.month) problems.expiry = 'CARD_EXPIRED';
  }
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) problems.cvc = 'CVC_INVALID';
  if (!card.holder.trim()) problems.holder = 'HOLDER_REQUIRED';
  return problems;
}
