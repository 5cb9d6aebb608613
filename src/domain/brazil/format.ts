/**
 * Display formatting of money: currency BRL, pt-BR formatting, 'R$ ' prefix, in every locale. The one
 * function that writes money as text; phone and currency-input parsing live in phone.ts and
 * currency-input.ts and are re-exported here.
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
 * Brazilian reais written the Brazilian way, in every language of the storefront: prices are Brazilian, so
 * 'R$ 49,90' reads the same to a pt-BR, en or es shopper (docs/decisions.md "BRL text").
 * ICU's no-break space becomes a plain space, so server and browser (whose ICU versions differ) agree.
 */
// Stryker disable next-line StringLiteral: detected (Intl refuses an empty locale, style or currency: the module cannot load), not counted by the vitest runner
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats integer cents as reais: formatBRL(4990) → 'R$ 49,90', whatever the page's language. */
export function formatBRL(cents: number): string {
  return BRL.format(wholeCents(cents) / 100).replace(ICU_SPACES, ' ');
}

/** What a masked price field shows while typing: '12345' → 'R$ 123,45'. */
export function formatCurrencyInput(raw: string): string {
  return formatBRL(parseCurrencyInput(raw));
}
