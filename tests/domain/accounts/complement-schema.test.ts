import { describe, expect, it } from 'vitest';
import {
  addressList,
  birthDateProblem,
  complementErrors,
  complementSchema,
} from '@/src/domain/accounts/complement-schema';

const errorsOf = (input: unknown) => {
  const parsed = complementSchema.safeParse(input);
  return parsed.success ? {} : complementErrors(parsed.error);
};

describe('complementSchema', () => {
  it('normalises phone, CPF, CEP and state; blanks are "not given"', () => {
    const parsed = complementSchema.parse({
      salutation: '',
      phone: '+55 (21) 99876-5432',
      dateOfBirth: '',
      documents: [{ type: 'CPF', value: '529.982.247-25', expirationDate: '' }],
      address: {
        zipCode: '20040-020',
        street: 'Rua da Assembleia',
        number: 's/n',
        city: 'Rio de Janeiro',
        state: 'rj',
      },
    });
    expect(parsed).toMatchObject({
      phone: '+5521998765432',
      documents: [{ type: 'CPF', value: '52998224725' }],
      address: { zipCode: '20040020', state: 'RJ', country: 'BR' },
    });
    expect(parsed.salutation).toBeUndefined();
    expect(parsed.dateOfBirth).toBeUndefined();
  });

  it.each([
    [{ phone: '1234' }, 'phone', 'PHONE_INVALID'],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'DATE_INVALID'],
    [{ dateOfBirth: '1899-12-31' }, 'dateOfBirth', 'DATE_INVALID'],
    [{ salutation: 'DR' }, 'salutation', 'REQUIRED'],
    [{ documents: [{ type: 'CPF', value: '123.456.789-00' }] }, 'documents.0.value', 'CPF_INVALID'],
    [{ documents: [{ type: 'PASSPORT', value: 'X1' }] }, 'documents.0.value', 'PASSPORT_INVALID'],
    [{ documents: [{ type: 'CNPJ', value: '11.222.333/0001-80' }] }, 'documents.0.value', 'CNPJ_INVALID'],
    [{ phone: '+44 7700 900' }, 'phone', 'PHONE_INVALID'],
    [{ documents: [{ type: 'RG', value: ' ' }] }, 'documents.0.value', 'DOCUMENT_REQUIRED'],
    [{ documents: [{ type: 'XX', value: '1' }] }, 'documents.0.type', 'DOCUMENT_TYPE_INVALID'],
    [{ documents: Array.from({ length: 6 }, () => ({ type: 'RG', value: '1' })) }, 'documents', 'TOO_MANY'],
    [
      { address: { zipCode: '1234', street: 'R', number: '1', city: 'C', state: 'SP' } },
      'address.zipCode',
      'CEP_INVALID',
    ],
    [
      { address: { zipCode: '12345678', street: '', number: '1', city: 'C', state: 'SP' } },
      'address.street',
      'STREET_REQUIRED',
    ],
    [
      { address: { zipCode: '12345678', street: 'R', number: '1', city: 'C', state: 'ZZ' } },
      'address.state',
      'STATE_INVALID',
    ],
  ])('%j → %s %s', (input, field, code) => {
    expect(errorsOf(input)[field]).toBe(code);
  });

  it('a traveller’s phone is any country’s, in E.164, and a passport or CNPJ is stored as checkout reads it', () => {
    const parsed = complementSchema.parse({
      phone: '07700 900123'.replace(/^0/, '+44 '),
      documents: [
        { type: 'PASSPORT', value: 'fz 123 456' },
        { type: 'CNPJ', value: '12.abc.345/01de-35' },
        { type: 'RG', value: '12.345.678-9' },
      ],
    });
    expect(parsed.phone).toBe('+447700900123');
    expect(parsed.documents.map((d) => d.value)).toEqual(['FZ123456', '12ABC34501DE35', '12.345.678-9']);
  });

  it('an address block left empty is no address at all', () => {
    expect(
      complementSchema.parse({ address: { zipCode: '', street: ' ', number: '', city: '', state: '', country: 'BR' } })
        .address,
    ).toBeUndefined();
  });
});

describe('birthDateProblem and addressList', () => {
  it('a date of birth after today is refused', () => {
    expect(birthDateProblem('2026-11-24', '2026-11-23')).toBe('DATE_IN_FUTURE');
    expect(birthDateProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(birthDateProblem(undefined, '2026-11-23')).toBeNull();
  });

  it('reads the stored addresses in both shapes', () => {
    expect(addressList(null)).toEqual([]);
    expect(addressList({ street: 'A' })).toEqual([{ street: 'A' }]);
    expect(addressList([{ street: 'A' }, { street: 'B' }])).toHaveLength(2);
  });
});
