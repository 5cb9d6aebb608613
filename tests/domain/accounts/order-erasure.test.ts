import { describe, expect, it } from 'vitest';
import { erasedCustomer, erasedGateDelivery } from '@/src/domain/accounts/order-erasure';
import type { OrderCustomer } from '@/src/domain/orders/order-types';

const address = {
  country: 'BR',
  zipCode: '04626-911',
  state: 'SP',
  city: 'São Paulo',
  district: 'Campo Belo',
  street: 'Av. Washington Luís',
  number: '7059',
  additionalInstructions: 'Portão 3, ligar 11 98765-4321',
};
const customer = (identityDocumentType: string, identityDocument: string): OrderCustomer => ({
  name: 'Ana Souza',
  email: 'ana@exemplo.test',
  phone: '+5511987654321',
  identityDocument,
  identityDocumentType,
  address,
});

describe("erasedCustomer (LGPD deletion of an order's buyer)", () => {
  it.each([
    ['CPF', '52998224725'],
    ['PASSPORT', 'FZ123456'],
    ['RG', '123456789'],
    ['', '52998224725'],
  ])('a %s is erased with the name, e-mail, phone and street address', (type, document) => {
    expect(erasedCustomer(customer(type, document))).toEqual({
      name: '',
      email: '',
      phone: '',
      identityDocument: '',
      identityDocumentType: '',
      address: {
        country: 'BR',
        state: 'SP',
        city: '',
        district: '',
        street: '',
        number: '',
        zipCode: '',
        additionalInstructions: '',
      },
    });
  });

  it.each(['CNPJ', 'cnpj', ' CNPJ '])(
    "a company buyer's %s stays (not a natural person; its invoice names it)",
    (type) => {
      const erased = erasedCustomer(customer(type, '11222333000181'))!;
      expect(erased).toMatchObject({
        identityDocument: '11222333000181',
        identityDocumentType: type,
        name: '',
        email: '',
        phone: '',
      });
      expect(erased.address.street).toBe('');
    },
  );

  it('no customer stays none; a customer without an address keeps none of it', () => {
    expect(erasedCustomer(null)).toBeNull();
    const bare = erasedCustomer({
      ...customer('CPF', '52998224725'),
      address: undefined as unknown as OrderCustomer['address'],
    })!;
    expect(bare.address).toEqual({
      country: '',
      state: '',
      city: '',
      district: '',
      street: '',
      number: '',
      zipCode: '',
      additionalInstructions: '',
    });
  });

  it('never keeps any of the erased values anywhere in the result', () => {
    const text = JSON.stringify(erasedCustomer(customer('CPF', '52998224725')));
    for (const secret of [
      'Ana',
      'ana@',
      '98765',
      '52998224725',
      '04626',
      'Washington',
      '7059',
      'Campo Belo',
      'São Paulo',
    ])
      expect(text).not.toContain(secret);
  });
});

describe('erasedGateDelivery', () => {
  it('keeps terminal, gate and boarding time; drops the flight', () => {
    const gate = { terminal: 'T2', gate: '214', flightNumber: 'LA3301', boardingTime: '2026-11-23T15:00:00.000-03:00' };
    expect(erasedGateDelivery(gate)).toEqual({ ...gate, flightNumber: '' });
    expect(erasedGateDelivery(null)).toBeNull();
  });
});
