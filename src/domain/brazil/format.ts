/**
 * Display formatting of money (SPEC.md section 9: currency BRL, pt-BR
 * formatting, 'R$ ' prefix). Phone and currency-input parsing live in
 * phone.ts and currency-input.ts and are re-exported here.
 */
import { parseCurrencyInput } from './currency-input';

export { formatPhone, parseBrazilianPhone, toPhoneDigits, type BrazilianPhone } from './phone';
export { parseCurrencyInput, MAX_CURRENCY_INPUT_DIGITS } from './currency-input';

/** Space characters ICU puts between symbol and amount (no-break and narrow no-break). */
const ICU_SPACES = /[\u00a0\u202f]/g;

/** Money is whole cents; `+ 0` turns -0 into 0 so nothing shows as '-R$ 0,00'. */
function wholeCents(cents: number): number {
  return Math.round(cents) + 0;
}

/**
 * Formats integer cents as reais: formatBRL(4990) → 'R$ 49,90'.
 * 'narrowSymbol' keeps 'R$' in every locale (plain 'symbol' gives 'BRL' in es).
 * ICU's no-break spaces become plain spaces so that server and browser
 * (whose ICU versions differ) render the same text, as the spec writes it.
 */
export function formatBRL(cents: number, locale = 'pt-BR'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    currencyDisplay: 'narrowSymbol',
  })
    .format(wholeCents(cents) / 100)
    .replace(ICU_SPACES, ' ');
}

/** What a masked price field shows while typing: '12345' → 'R$ 123,45'. */
export function formatCurrencyInput(raw: string, locale = 'pt-BR'): string {
  return formatBRL(parseCurrencyInput(raw), locale);
}
