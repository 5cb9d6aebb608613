/**
 * International phone numbers (docs/business-rules.md "Phone"): read with libphonenumber-js (its `min` metadata:
 * lengths and leading digits per country, about 20 kB gzipped, loaded only by the screens that ask for a phone) and
 * stored as E.164 (`+447700900123`). A number must be valid for its country by libphonenumber's metadata, and a
 * Brazilian one must also follow the Brazilian rule of ../brazil/phone.ts (area code without zero, a mobile of 9
 * digits starting with 9, a landline of 8 starting with 2 to 5). The UK's 07700 900000–900999, the range Ofcom
 * keeps for fiction and examples (the one CONTRACT.md's example number is in), is accepted although
 * libphonenumber calls it invalid: the demo and its documentation use it.
 */
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { formatPhone, parseBrazilianPhone } from '../brazil/phone';

export type PhoneCountry = CountryCode;

/** What people type into a phone field: digits, a leading +, spaces and the usual punctuation. Letters are not. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/** Ofcom's drama range: 07700 900000 to 07700 900999 (national number without the trunk 0). */
const UK_EXAMPLE_RANGE = /^7700900\d{3}$/;

function parse(text: string, country: PhoneCountry) {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return undefined;
  // "00 44 …" is how much of the world dials abroad; Brazil adds a carrier code, so it is read here as "+".
  const international = trimmed.replace(/^00\s*(?=[1-9])/, '+');
  return parsePhoneNumberFromString(international, country);
}

/** The number when it is a good one (see toE164), else null. */
function validPhone(text: string, country: PhoneCountry) {
  const phone = parse(text, country);
  if (!phone) return null;
  const example = phone.countryCallingCode === '44' && UK_EXAMPLE_RANGE.test(phone.nationalNumber);
  if (!phone.isValid() && !example) return null;
  if (phone.countryCallingCode === '55' && !parseBrazilianPhone(phone.number)) return null;
  return phone;
}

/**
 * The number in E.164, or null when it cannot be one. A number starting with + (or 00) carries its own country;
 * any other is read as a number of `country`.
 */
export function toE164(text: string, country: PhoneCountry = 'BR'): string | null {
  return validPhone(text, country)?.number ?? null;
}

/** The calling code of a country, without the plus: 'GB' → '44'. */
export function callingCode(country: PhoneCountry): string {
  return getCountryCallingCode(country);
}

/**
 * The country and the national number a phone field shows for a stored or typed number (a prefill, a number
 * typed with its +code): the country of the number when it has one, else `fallback` with the text as it is. A
 * Brazilian number is written as SPEC shows it, less the country code: (11) 9 8765-4321.
 */
export function phoneParts(value: string, fallback: PhoneCountry): { country: PhoneCountry; national: string } {
  const phone = parse(value, fallback);
  const country = phone?.country ?? phone?.getPossibleCountries()[0];
  if (!phone || !country) return { country: fallback, national: value };
  // A Brazilian number as SPEC writes it, without the +55 the list already shows: (11) 9 8765-4321. formatPhone
  // gives any other number back as it is.
  const spec = formatPhone(phone.number);
  return { country, national: spec.startsWith('+55 ') ? spec.slice(4) : phone.formatNational() };
}

/**
 * What a phone field hands its form on every keystroke: the E.164 number when the text is one, otherwise the text
 * with the country's code in front, so the form's check says "invalid" about the number the shopper meant.
 */
export function composePhone(national: string, country: PhoneCountry): string {
  const text = national.trim();
  if (!text) return '';
  const e164 = toE164(text, country);
  if (e164) return e164;
  return text.startsWith('+') ? text : `+${callingCode(country)} ${text}`;
}

/**
 * A stored number as people read it: a Brazilian one as SPEC says (+55 (DD) 9 XXXX-XXXX), any other in the
 * international format ('+44 7700 900123'); text that is no number is shown as it is.
 */
export function displayPhone(stored: string): string {
  const phone = validPhone(stored, 'BR');
  if (!phone) return stored;
  if (phone.countryCallingCode === '55') return formatPhone(phone.number);
  return phone.formatInternational();
}

/**
 * A phone saved before numbers were international (digits only, '5511987654321', always Brazilian) read as E.164;
 * an E.164 number stays as it is; anything unreadable is kept, to be shown as it was typed.
 */
export function storedPhone(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  return toE164(raw, 'BR') ?? raw;
}
