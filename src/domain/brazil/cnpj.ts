/**
 * CNPJ, the Brazilian company taxpayer number (docs/business-rules.md "CNPJ"): 12 characters that identify the
 * company and its branch, then two check digits. Since July 2026 new numbers may hold letters in the first twelve
 * places (Receita Federal, IN RFB 2.229/2024); the check digits stay numeric and are computed the same way, each
 * character worth its ASCII code minus 48 (so digits keep their value and 'A' is 17).
 */

// 00.000.000/0000-00 with every separator optional, letters allowed in the first twelve places.
const CNPJ_SHAPE = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/;

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += (chars.charCodeAt(i) - 48) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 14 characters of a CNPJ (upper case, no separators), or null when the text is not shaped like one. */
export function cnpjCharacters(value: string): string | null {
  const trimmed = value.trim().toUpperCase();
  return CNPJ_SHAPE.test(trimmed) ? trimmed.replace(/[./-]/g, '') : null;
}

/**
 * True for a CNPJ whose two check digits are right. Numbers of one repeated character pass the arithmetic but are
 * not issued.
 */
export function isValidCnpj(value: string): boolean {
  const bare = cnpjCharacters(value);
  if (bare === null || new Set(bare).size === 1) return false;
  return checkDigit(bare, FIRST_WEIGHTS) === Number(bare[12]) && checkDigit(bare, SECOND_WEIGHTS) === Number(bare[13]);
}

/** Masks what is typed so far as 00.000.000/0000-00 (usable on every keystroke); other characters are dropped. */
export function formatCnpj(value: string): string {
  const c = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  let out = c.slice(0, 2);
  if (c.length > 2) out += `.${c.slice(2, 5)}`;
  if (c.length > 5) out += `.${c.slice(5, 8)}`;
  if (c.length > 8) out += `/${c.slice(8, 12)}`;
  if (c.length > 12) out += `-${c.slice(12)}`;
  return out;
}
