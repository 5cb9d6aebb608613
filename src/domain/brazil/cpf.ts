/**
 * CPF, the Brazilian individual taxpayer number asked for at checkout
 * (docs/business-rules.md "CPF"): 11 digits, the last two being check digits.
 */

// The mask 000.000.000-00, each separator optional, so pasted and typed forms both pass.
const CPF_SHAPE = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** Check digit over the first `length` digits, weights length+1 down to 2. */
function checkDigit(digits: readonly number[], length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += digits[i] * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The 11 digits of a CPF, or null when the text is not shaped like one. */
export function cpfDigits(value: string): string | null {
  const trimmed = value.trim();
  return CPF_SHAPE.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
}

/**
 * True for a CPF with both check digits right. Numbers of one repeated digit
 * (000.000.000-00 … 999.999.999-99) pass the arithmetic but are not issued.
 */
export function isValidCpf(value: string): boolean {
  const bare = cpfDigits(value);
  if (bare === null || new Set(bare).size === 1) return false;
  const digits = [...bare].map(Number);
  return checkDigit(digits, 9) === digits[9] && checkDigit(digits, 10) === digits[10];
}

/**
 * Masks the digits typed so far as 000.000.000-00 (usable on every keystroke);
 * non-digits are dropped and digits after the eleventh ignored.
 */
export function formatCpf(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  let out = d.slice(0, 3);
  if (d.length > 3) out += `.${d.slice(3, 6)}`;
  if (d.length > 6) out += `.${d.slice(6, 9)}`;
  if (d.length > 9) out += `-${d.slice(9)}`;
  return out;
}
