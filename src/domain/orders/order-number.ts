/**
 * Readable order numbers (docs/business-rules.md "Order numbers"): six characters in two groups of three,
 * e.g. `A7K-2Q9`, from an alphabet without the look-alikes 0/O and 1/I, so a number read over the phone is
 * typed right. 32⁶ ≈ 10⁹ numbers: the database's unique index per company catches the rare repeat and the
 * order service draws again.
 */
export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_NUMBER_PATTERN = /^[A-HJ-NP-Z2-9]{3}-[A-HJ-NP-Z2-9]{3}$/;

/** A new number; `randomInt(n)` gives a whole number in [0, n) (crypto's in production, a seeded one in tests). */
export function newOrderNumber(randomInt: (bound: number) => number): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    if (i === 3) code += '-';
    code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  }
  return code;
}

/** A number as a person typed it ('a7k 2q9', 'A7K2Q9') in the stored form, or null when it cannot be one. */
export function normalizeOrderNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const number = `${compact.slice(0, 3)}-${compact.slice(3)}`;
  return ORDER_NUMBER_PATTERN.test(number) ? number : null;
}
