/**
 * The countries a phone field offers (docs/business-rules.md "Phone"): every country libphonenumber-js knows, with
 * its calling code, named in the page's language by the browser's own Intl.DisplayNames (no list of names shipped)
 * and sorted as that language sorts; and the country a field starts with.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { Locale } from '../locale';
import type { PhoneCountry } from './phone-number';

export interface PhoneCountryOption {
  code: PhoneCountry;
  callingCode: string;
  name: string;
}

export function phoneCountries(locale: Locale): PhoneCountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => ({ code, callingCode: getCountryCallingCode(code), name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Without a region in the browser's language: the country most shoppers of each language here come from. */
const BY_LOCALE: Record<Locale, PhoneCountry> = { 'pt-BR': 'BR', en: 'US', es: 'AR' };

/**
 * The country a phone field starts with: the region of the browser's first language when that language is the
 * page's ('en-GB' on an English page → GB), else the page language's usual country. A Portuguese browser reading
 * the page in English says nothing of where the shopper's phone is from.
 */
export function defaultPhoneCountry(locale: Locale, browserLanguages?: readonly string[]): PhoneCountry {
  // Stryker disable next-line StringLiteral: any fallback that is not the page's language gives its usual country, as '' does
  const [lang, ...rest] = (browserLanguages?.[0] ?? '').split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
  const known = new Set<string>(getCountries());
  if (lang.toLowerCase() === locale.slice(0, 2) && region && known.has(region)) return region as PhoneCountry;
  return BY_LOCALE[locale];
}
