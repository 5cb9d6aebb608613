/**
 * A phone number of any country (docs/business-rules.md "Phone"): a native `<select>` of countries and a `tel` box.
 * The select is the lightest accessible picker there is: keyboard and screen readers know it, typing a country's
 * first letters finds it, and a phone opens its own wheel. Its list is every country libphonenumber-js knows, with
 * the calling code, named by the browser's Intl.DisplayNames in the page's language, so no list of names ships.
 * The rules (libphonenumber-js with its `min` metadata, about 30 kB gzipped) load after the field appears: pages
 * that show it do not carry them in their first load. Until then the select waits, disabled, and the box takes text.
 *
 * The form receives E.164 (`+447700900123`) as soon as the text is a number, else the text behind the country's
 * code (so its check says "invalid" about the number meant). A number typed or pasted with its own `+code` (or
 * `00`) picks its country; leaving the box writes a good number the way its country writes it.
 */
import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/src/domain/locale';
import type { PhoneCountry } from '@/src/domain/customer/phone-number';
import { TextInput } from './TextInput';

type PhoneRules = typeof import('@/src/domain/customer/phone-number') &
  typeof import('@/src/domain/customer/phone-countries');

let loading: Promise<PhoneRules> | null = null;

/** The phone rules, fetched once per page; forms that check a phone on submit await the same promise. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= Promise.all([
    import('@/src/domain/customer/phone-number'),
    import('@/src/domain/customer/phone-countries'),
  ]).then(([numbers, countries]) => ({ ...numbers, ...countries }));
  return loading;
}

export interface PhoneFieldProps {
  id: string;
  name?: string;
  /** The number box's label ("Mobile"). */
  label: ReactNode;
  /** The country list's label ("Country code"). */
  countryLabel: ReactNode;
  value: string;
  onChange: (value: string) => void;
  locale: Locale;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  /** `data-testid` of the number box; the country list gets `${testId}-country`. */
  testId?: string;
}

export function PhoneField({
  id,
  name,
  label,
  countryLabel,
  value,
  onChange,
  locale,
  error,
  helperText,
  required,
  testId,
}: PhoneFieldProps) {
  const [rules, setRules] = useState<PhoneRules | null>(null);
  const [country, setCountry] = useState<PhoneCountry | ''>('');
  const [text, setText] = useState(value);
  /** The last value this field handed its form: a value that differs comes from outside (a prefill) and is shown. */
  const handed = useRef<string | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  // The value as the field shows it: its country in the list, its national number in the box.
  const show = useCallback(
    (loaded: PhoneRules, shown: string) => {
      const fallback = loaded.defaultPhoneCountry(locale, typeof navigator === 'undefined' ? [] : navigator.languages);
      const parts = loaded.phoneParts(shown, fallback);
      setCountry(parts.country);
      setText(parts.national);
      handed.current = shown;
    },
    [locale],
  );

  useEffect(() => {
    let live = true;
    void loadPhoneRules().then((loaded) => {
      if (!live) return;
      // In the same render as the list: the field never shows a country it does not mean.
      setRules(() => loaded);
      show(loaded, latest.current);
    });
    return () => {
      live = false;
    };
  }, [show]);

  useEffect(() => {
    if (rules && value !== handed.current) show(rules, value);
  }, [rules, value, show]);

  const hand = (next: string) => {
    handed.current = next;
    onChange(next);
  };

  const typed = (next: string) => {
    setText(next);
    if (!rules || !country) return hand(next);
    const composed = rules.composePhone(next, country);
    // A number typed with its own +code is that country's: the list follows.
    if (next.trim().startsWith('+') || next.trim().startsWith('00')) {
      const own = rules.phoneParts(composed, country).country;
      if (own !== country && rules.toE164(composed)) setCountry(own);
    }
    hand(composed);
  };

  const picked = (next: PhoneCountry) => {
    setCountry(next);
    if (!rules) return;
    // A number with its own +code becomes a national number of the country picked.
    const national = /^\s*(\+|00)/.test(text) ? rules.phoneParts(text, next).national.replace(/^\+\d+\s*/, '') : text;
    setText(national);
    hand(rules.composePhone(national, next));
  };

  const tidy = () => {
    if (!rules) return;
    const e164 = rules.toE164(value);
    if (!e164) return;
    const parts = rules.phoneParts(e164, country || 'BR');
    setCountry(parts.country);
    setText(parts.national);
  };

  const countries = rules ? rules.phoneCountries(locale) : [];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
      <TextInput
        id={`${id}-country`}
        select
        label={countryLabel}
        value={country}
        disabled={!rules}
        fullWidth
        onChange={(event) => picked(event.target.value as PhoneCountry)}
        inputProps={{ 'data-testid': testId ? `${testId}-country` : undefined, autoComplete: 'off' }}
      >
        {!rules && <option value="">…</option>}
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {`${option.name} (+${option.callingCode})`}
          </option>
        ))}
      </TextInput>
      <TextInput
        id={id}
        name={name}
        type="tel"
        label={label}
        value={text}
        required={required}
        error={error}
        helperText={helperText}
        fullWidth
        onChange={(event) => typed(event.target.value)}
        onBlur={tidy}
        inputProps={{ autoComplete: 'tel', inputMode: 'tel', maxLength: 30, 'data-testid': testId }}
      />
    </Box>
  );
}
