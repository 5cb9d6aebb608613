import { describe, expect, it } from 'vitest';
import { formatPhone, parseBrazilianPhone, toPhoneDigits } from '@/src/domain/brazil/phone';

describe('formatPhone', () => {
  it.each<[string, string, string]>([
    [
      'A Brazilian phone number with 13 digits is shown as +55 (DD) 9 XXXX-XXXX',
      '5511987654321',
      '+55 (11) 9 8765-4321',
    ],
    ['13 digits with punctuation', '+55 (21) 99876-5432', '+55 (21) 9 9876-5432'],
    ['an 11-digit national mobile gets the country code (decision)', '(11) 98765-4321', '+55 (11) 9 8765-4321'],
    ['a 12-digit landline is shown as +55 (DD) XXXX-XXXX (decision)', '551123456789', '+55 (11) 2345-6789'],
    ['a 10-digit national landline (decision)', '1133334444', '+55 (11) 3333-4444'],
    ['other lengths are returned as given', '12345', '12345'],
    ['a foreign number is returned as given', '+1 (415) 555-0100', '+1 (415) 555-0100'],
    ['13 digits whose number does not start with 9 are returned as given', '5511887654321', '5511887654321'],
    ['an area code with a 0 is returned as given', '5501987654321', '5501987654321'],
    ['a landline starting with 6 is returned as given', '1163334444', '1163334444'],
    ['empty stays empty', '', ''],
  ])('%s', (_rule, raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });
});

describe('parseBrazilianPhone and toPhoneDigits', () => {
  it.each<[string, string, ReturnType<typeof parseBrazilianPhone>, string | null]>([
    [
      'mobile with country code',
      '5511987654321',
      { areaCode: '11', number: '987654321', mobile: true },
      '5511987654321',
    ],
    ['national mobile', '11 98765 4321', { areaCode: '11', number: '987654321', mobile: true }, '5511987654321'],
    [
      'landline with country code',
      '+55 19 3234-5678',
      { areaCode: '19', number: '32345678', mobile: false },
      '551932345678',
    ],
    ['landline starting with 2', '2122223333', { areaCode: '21', number: '22223333', mobile: false }, '552122223333'],
    ['landline starting with 5', '4754443333', { areaCode: '47', number: '54443333', mobile: false }, '554754443333'],
    ['too short', '98765-4321', null, null],
    ['too long', '55119876543210', null, null],
    ['digits before the country code', '15511987654321', null, null],
    ['a national mobile with an extra digit', '119876543210', null, null],
    ['area code 10 has a zero', '10987654321', null, null],
  ])('%s', (_rule, raw, parsed, digits) => {
    expect(parseBrazilianPhone(raw)).toEqual(parsed);
    expect(toPhoneDigits(raw)).toBe(digits);
  });
});
