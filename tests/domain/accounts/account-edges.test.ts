/**
 * Edges of the account rules: a date of birth with anything around the day, a birthday later in the year, a buyer
 * without a document type, the params an erased order keeps, and page addresses whose query or locale matters.
 */
import { describe, expect, it } from 'vitest';
import { ageAt } from '@/src/domain/accounts/age';
import { erasedCustomer, erasedParams, isAttendantOrder } from '@/src/domain/accounts/order-erasure';
import { urlCarriesSecret } from '@/src/domain/accounts/secret-url';
import type { OrderCustomer } from '@/src/domain/orders/order-types';

const evening = new Date('2026-11-23T21:00:00Z');

describe('ageAt', () => {
  it.each(['1990-01-01T10:00', '+001990-01-01', ' 1990-01-01', '1990-01-01 '])('is null for %j', (birth) => {
    expect(ageAt(birth, evening)).toBeNull();
  });
  it('does not count a birthday of a later month as passed, whatever the day of the month', () => {
    expect(ageAt('1990-12-10', evening)).toBe(35);
    expect(ageAt('1990-12-30', evening)).toBe(35);
    expect(ageAt('1990-10-30', evening)).toBe(36);
  });
});

describe('erasedCustomer without a document type', () => {
  it('erases the document', () => {
    const customer = {
      name: 'Ana Souza',
      email: 'ana@exemplo.test',
      phone: '+5511987654321',
      identityDocument: '52998224725',
      address: null,
    } as unknown as OrderCustomer;
    expect(erasedCustomer(customer)).toMatchObject({ identityDocument: '', identityDocumentType: '' });
  });
});

describe('erasedParams', () => {
  it('keeps every key, the storefront’s own values, and empties the others', () => {
    const params = [
      { key: 'Ambiente', value: 'Totem T2' },
      { key: 'customerName', value: 'Carlos Lima' },
      { key: 'anything', value: 'x' },
    ];
    expect(erasedParams(params)).toEqual([
      { key: 'Ambiente', value: 'Totem T2' },
      { key: 'customerName', value: '' },
      { key: 'anything', value: '' },
    ]);
    expect(params[1].value).toBe('Carlos Lima');
  });
  it('gives none for none', () => {
    expect(erasedParams(null)).toEqual([]);
    expect(erasedParams(undefined)).toEqual([]);
  });
});

describe('isAttendantOrder', () => {
  it('is true when a customerName param names someone', () => {
    expect(
      isAttendantOrder([
        { key: 'Ambiente', value: 'Balcão' },
        { key: 'customerName', value: 'Carlos' },
      ]),
    ).toBe(true);
  });
  it.each([
    ['a blank customerName', [{ key: 'customerName', value: '  ' }]],
    ['another key with a value', [{ key: 'Ambiente', value: 'Balcão' }]],
    ['no params', []],
    ['null', null],
  ])('is false for %s', (_case, params) => {
    expect(isAttendantOrder(params)).toBe(false);
  });
});

describe('urlCarriesSecret: the query and the locale', () => {
  it.each([
    ['/recuperar-senha/confirmar-codigo?email=ana%40x.io', false],
    ['/en/recuperar-senha/confirmar-codigo?email=ana%40x.io', false],
    ['/?token=abc', true],
    ['?code=123456', true],
    ['/x&token=abc', false],
    ['/pagina#token=abc', false],
    ['', false],
    ['/es', false],
    ['/pt-BR/recuperar-senha/abc', true],
    ['/enx/recuperar-senha/abc', false],
  ])('%s → %s', (address, expected) => {
    expect(urlCarriesSecret(address)).toBe(expected);
  });
});
