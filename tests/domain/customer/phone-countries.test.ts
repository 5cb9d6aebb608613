import { describe, expect, it } from 'vitest';
import { defaultPhoneCountry, phoneCountries } from '@/src/domain/customer/phone-countries';

describe('phoneCountries: every country with its calling code, named in the page language', () => {
  it('names countries in each language and sorts them as that language does', () => {
    const en = phoneCountries('en');
    const es = phoneCountries('es');
    expect(en.length).toBeGreaterThan(200);
    expect(en.find((c) => c.code === 'GB')).toEqual({ code: 'GB', callingCode: '44', name: 'United Kingdom' });
    expect(es.find((c) => c.code === 'GB')?.name).toBe('Reino Unido');
    expect(phoneCountries('pt-BR').find((c) => c.code === 'DE')?.name).toBe('Alemanha');
    const names = es.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    // Accented names sort with their letter (Ö after N in English, not after Z).
    expect(en.findIndex((c) => c.code === 'AX')).toBeLessThan(en.findIndex((c) => c.code === 'BE'));
  });
});

describe('defaultPhoneCountry', () => {
  it.each<[string, 'pt-BR' | 'en' | 'es', string[], string]>([
    ['a Portuguese page without a browser hint: Brazil', 'pt-BR', [], 'BR'],
    ['an English page read by an en-GB browser: the UK', 'en', ['en-GB', 'en'], 'GB'],
    ['a Spanish page read by an es-CL browser: Chile', 'es', ['es-CL'], 'CL'],
    ['an English page without a region: the United States', 'en', ['en'], 'US'],
    ['a Spanish page without a region: Argentina', 'es', ['es'], 'AR'],
    ['a Portuguese browser reading the English page says nothing of the phone', 'en', ['pt-BR', 'en-GB'], 'US'],
    ['a region libphonenumber does not know is ignored', 'es', ['es-419'], 'AR'],
    ['underscored tags are read too', 'en', ['en_AU'], 'AU'],
  ])('%s', (_rule, locale, languages, expected) => {
    expect(defaultPhoneCountry(locale, languages)).toBe(expected);
  });
});

describe('defaultPhoneCountry: the edges of a language tag', () => {
  it("takes the page language's usual country when the browser says nothing", () => {
    expect(defaultPhoneCountry('pt-BR')).toBe('BR');
    expect(defaultPhoneCountry('es')).toBe('AR');
  });

  it('compares the language of a pt-BR page by its two letters', () => {
    expect(defaultPhoneCountry('pt-BR', ['pt-PT'])).toBe('PT');
    expect(defaultPhoneCountry('pt-BR', ['PT-ao'])).toBe('AO');
  });

  it('finds the region after a script subtag, and takes only two letters as one', () => {
    expect(defaultPhoneCountry('en', ['en-Latn-GB'])).toBe('GB');
    expect(defaultPhoneCountry('en', ['en-GBR'])).toBe('US');
  });
});
