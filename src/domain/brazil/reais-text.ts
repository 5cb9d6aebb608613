/**
 * An amount in reais as a person types it in a text box, read the Brazilian way: "5.000" is five thousand (a dot
 * between groups of three digits), "5.000,50" and "5000,50" carry centavos after the comma, and a plain "5000.50"
 * is taken as written. Centavos are one or two digits, so "5,000" (five thousand the English way, five reais the
 * Brazilian way) is unreadable rather than a thousandfold mistake. The sign is kept, so the server refuses a
 * negative amount in its own words. Anything unreadable is null: the screen asks again rather than guess. Pure.
 */
const THOUSANDS = /^-?\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const COMMA_DECIMAL = /^-?\d+(?:,\d{1,2})?$/;
const DOT_DECIMAL = /^-?\d+\.\d{1,2}$/;

export function parseReaisText(text: string): number | null {
  const typed = text.replace(/^\s*R\$/, '').replace(/\s/g, '');
  if (THOUSANDS.test(typed)) return Number(typed.replace(/\./g, '').replace(',', '.'));
  if (COMMA_DECIMAL.test(typed)) return Number(typed.replace(',', '.'));
  if (DOT_DECIMAL.test(typed)) return Number(typed);
  return null;
}
