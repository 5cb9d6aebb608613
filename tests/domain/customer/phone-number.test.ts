import { describe, expect, it } from 'vitest';
import {
  callingCode,
  composePhone,
  displayPhone,
  phoneParts,
  storedPhone,
  toE164,
  type PhoneCountry,
} from '@/src/domain/customer/phone-number';

describe('toE164: international numbers, validated and stored as E.164', () => {
  it.each<[string, string, PhoneCountry, string | null]>([
    ['a UK mobile typed nationally with the UK chosen', '07700 900123', 'GB', '+447700900123'],
    ['a UK mobile typed with its +44 whatever country is chosen', '+44 7700 900123', 'BR', '+447700900123'],
    ['+44 followed by the trunk 0 people keep', '+44 (0)7700 900123', 'BR', '+447700900123'],
    ['00 44 is how Europe dials abroad', '0044 7700 900123', 'BR', '+447700900123'],
    ['a US number', '(202) 555-0100', 'US', '+12025550100'],
    ['an Argentine mobile', '+54 9 11 2345-6789', 'BR', '+5491123456789'],
    ['a Brazilian mobile typed nationally', '(11) 98765-4321', 'BR', '+5511987654321'],
    ['a Brazilian landline', '11 3333-4444', 'BR', '+551133334444'],
    ['the old stored format: 55 + area code + number, digits only', '5511987654321', 'BR', '+5511987654321'],
    ['E.164 is kept', '+5511987654321', 'GB', '+5511987654321'],
    ['a UK mobile of an allocated range', '+44 7911 123456', 'BR', '+447911123456'],
    ['a UK number of a possible length but no allocated range', '+44 6000 000000', 'BR', null],
    ['a UK number too short', '07700 900', 'GB', null],
    ['a UK number too long', '+44 7700 900123 4567', 'BR', null],
    ['a UK mobile typed nationally with Brazil chosen is no Brazilian number', '07700 900123', 'BR', null],
    ['a Brazilian mobile of 8 digits (before the ninth digit) is refused', '+55 11 8765-4321', 'GB', null],
    ['a Brazilian area code with a zero is refused', '+55 10 98765-4321', 'BR', null],
    ['letters are refused, even around a good number', 'tel 11987654321', 'BR', null],
    ['an extension is refused', '11 98765-4321 ext 3', 'BR', null],
    ['empty', '   ', 'BR', null],
  ])('%s', (_rule, text, country, expected) => {
    expect(toE164(text, country)).toBe(expected);
  });

  it('reads a national number as Brazilian when no country is given', () => {
    expect(toE164('11987654321')).toBe('+5511987654321');
  });
});

describe('displayPhone: Brazilian numbers are still shown as SPEC says', () => {
  it.each<[string, string]>([
    ['+5511987654321', '+55 (11) 9 8765-4321'],
    ['5511987654321', '+55 (11) 9 8765-4321'],
    ['+551133334444', '+55 (11) 3333-4444'],
    ['+447700900123', '+44 7700 900123'],
    ['+12025550100', '+1 202 555 0100'],
    ['not a number', 'not a number'],
  ])('%s → %s', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });
});

describe('storedPhone: profiles saved before numbers were international still work', () => {
  it.each<[string | null, string | null]>([
    ['5511987654321', '+5511987654321'],
    ['551133334444', '+551133334444'],
    ['+447700900123', '+447700900123'],
    ['', null],
    [null, null],
    ['12', '12'],
  ])('%s → %s', (raw, expected) => {
    expect(storedPhone(raw)).toBe(expected);
  });
});

describe('the phone field: country and national number', () => {
  it('splits a stored number into its country and the national number people read', () => {
    expect(phoneParts('+447700900123', 'BR')).toEqual({ country: 'GB', national: '07700 900123' });
    expect(phoneParts('+5511987654321', 'US')).toEqual({ country: 'BR', national: '(11) 9 8765-4321' });
    expect(phoneParts('+551133334444', 'US')).toEqual({ country: 'BR', national: '(11) 3333-4444' });
    expect(phoneParts('+14165550100', 'BR')).toEqual({ country: 'CA', national: '(416) 555-0100' });
  });

  it('keeps the fallback country and the text when it is no number yet', () => {
    expect(phoneParts('', 'AR')).toEqual({ country: 'AR', national: '' });
    expect(phoneParts('12', 'GB')).toEqual({ country: 'GB', national: '12' });
  });

  it('hands the form the E.164 number, or the text behind the country code so the check names the number meant', () => {
    expect(composePhone('07700 900123', 'GB')).toBe('+447700900123');
    expect(composePhone('+54 9 11 2345-6789', 'GB')).toBe('+5491123456789');
    expect(composePhone('07700', 'GB')).toBe('+44 07700');
    expect(toE164(composePhone('07700', 'GB'))).toBeNull();
    expect(composePhone('  ', 'GB')).toBe('');
    expect(callingCode('BR')).toBe('55');
  });
});

describe('phone numbers: the edges', () => {
  it('reads 00 before the country code after spaces typed first', () => {
    expect(toE164(' 0044 7700 900123', 'BR')).toBe('+447700900123');
  });

  it("accepts only the UK's drama range, not the same digits elsewhere or longer", () => {
    expect(toE164('+1 770 090 0123', 'BR')).toBeNull();
    expect(toE164('+44 17700 900123', 'BR')).toBeNull();
  });

  it('keeps a number of no country (an international freephone) as typed, with the fallback country', () => {
    expect(phoneParts('+800 1234 5678', 'BR')).toEqual({ country: 'BR', national: '+800 1234 5678' });
  });

  it('leaves a number typed with its own + as it is when it is not valid yet', () => {
    expect(composePhone('+44 12', 'BR')).toBe('+44 12');
  });

  it('reads a blank or missing stored phone as none', () => {
    expect([storedPhone(undefined), storedPhone(null), storedPhone('   ')]).toEqual([null, null, null]);
  });
});
