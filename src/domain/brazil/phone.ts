/**
 * Brazilian phone numbers (docs/business-rules.md "Phone"): a 13-digit number
 * (55 + area code + 9-digit mobile) is shown as +55 (DD) 9 XXXX-XXXX.
 */

export interface BrazilianPhone {
  /** Two-digit area code (DDD). */
  areaCode: string;
  /** Subscriber number: 9 digits starting with 9 for mobiles, 8 for landlines. */
  number: string;
  mobile: boolean;
}

// Area codes (DDD) have no zero digit; landlines start with 2-5, mobiles with 9.
const WITH_COUNTRY = /^55([1-9]{2})(9\d{8}|[2-5]\d{7})$/;
const NATIONAL = /^([1-9]{2})(9\d{8}|[2-5]\d{7})$/;

/**
 * Reads a Brazilian number written with or without the +55 country code and
 * any punctuation. Returns null for anything else (foreign numbers, typos).
 */
export function parseBrazilianPhone(raw: string): BrazilianPhone | null {
  const digits = raw.replace(/\D/g, '');
  const match = WITH_COUNTRY.exec(digits) ?? NATIONAL.exec(digits);
  if (!match) return null;
  const [, areaCode, number] = match;
  return { areaCode, number, mobile: number.length === 9 };
}

/** The number as stored and sent to the server: 55 + DDD + number, digits only, or null. */
export function toPhoneDigits(raw: string): string | null {
  const phone = parseBrazilianPhone(raw);
  return phone ? `55${phone.areaCode}${phone.number}` : null;
}

/**
 * '+55 (DD) 9 XXXX-XXXX' for mobiles, '+55 (DD) XXXX-XXXX' for landlines;
 * anything that is not a Brazilian number is returned as given.
 */
export function formatPhone(raw: string): string {
  const phone = parseBrazilianPhone(raw);
  if (!phone) return raw;
  const { areaCode, number } = phone;
  const local = phone.mobile
    ? `${number[0]} ${number.slice(1, 5)}-${number.slice(5)}`
    : `${number.slice(0, 4)}-${number.slice(4)}`;
  return `+55 (${areaCode}) ${local}`;
}
