/**
 * A card's expiry as typed in the checkout, kept in the MM/AA shape printed on cards: digits only, the slash added
 * once the year starts, a first digit above 1 read as a month ("4" → "04"), and a pasted four-digit year shortened
 * ("12/2030" → "12/30"). Pure; the month's validity is checked later (./card.ts).
 */
export function formatExpiryInput(raw: string): string {
  const pasted = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(raw);
  if (pasted) return `${pasted[1]!.padStart(2, '0')}/${pasted[2]!.slice(2)}`;
  let digits = raw.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
