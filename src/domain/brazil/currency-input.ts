/**
 * Currency input (docs/business-rules.md "Currency input"): keep only the digits and read them as
 * cents, so the last two digits typed are the decimals.
 */

/** 15 digits stay below Number.MAX_SAFE_INTEGER; further keystrokes are ignored. */
export const MAX_CURRENCY_INPUT_DIGITS = 15;

/** 'R$ 1.234,5' → 12345 (cents). An input without digits is 0 (Number('') is 0). */
export function parseCurrencyInput(raw: string): number {
  return Number(raw.replace(/\D/g, '').slice(0, MAX_CURRENCY_INPUT_DIGITS));
}
