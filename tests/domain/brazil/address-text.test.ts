/** An address in two readable lines, the unit ("apto 42") after the number. */
import { describe, expect, it } from 'vitest';
import { cepText, placeLine, streetLine } from '@/src/domain/brazil/address-text';

const HOME = {
  street: 'Rua Harmonia',
  number: '123',
  addressLine2: 'apto 42',
  district: 'Vila Madalena',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '05435000',
};

describe('address text', () => {
  it('writes the street, number and unit, then the district, city/state and CEP', () => {
    expect(streetLine(HOME)).toBe('Rua Harmonia, 123 — apto 42');
    expect(placeLine(HOME)).toBe('Vila Madalena · São Paulo/SP · 05435-000');
  });

  it('leaves out what is missing', () => {
    expect(streetLine({ street: 'Rua Harmonia', number: ' ', addressLine2: null })).toBe('Rua Harmonia');
    expect(streetLine({ addressLine2: 'casa 2' })).toBe('casa 2');
    expect(placeLine({ city: 'Socorro', state: 'SP' })).toBe('Socorro/SP');
    expect(cepText('05435-000')).toBe('05435-000');
    expect(cepText('123')).toBe('123');
  });
});
