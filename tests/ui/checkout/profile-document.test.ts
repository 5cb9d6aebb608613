/** Which saved document the checkout takes from the profile: the one the page's language asks first. */
import { describe, expect, it } from 'vitest';
import { profileDocument } from '@/src/features/checkout/profile-document';

const saved = [
  { type: 'RG', value: '12.345.678-9' },
  { type: 'CPF', value: '52998224725' },
  { type: 'passport', value: 'FZ123456' },
];

describe('profileDocument', () => {
  it('a passport first in English and Spanish, a CPF first in Portuguese, written as people read them', () => {
    expect(profileDocument(saved, 'en')).toEqual({ type: 'PASSPORT', value: 'FZ123456' });
    expect(profileDocument(saved, 'es')).toEqual({ type: 'PASSPORT', value: 'FZ123456' });
    expect(profileDocument(saved, 'pt-BR')).toEqual({ type: 'CPF', value: '529.982.247-25' });
  });

  it('the other one when only one is saved; none from documents checkout does not take', () => {
    expect(profileDocument([saved[1]], 'en')).toEqual({ type: 'CPF', value: '529.982.247-25' });
    expect(profileDocument([{ type: 'CNPJ', value: '11222333000181' }], 'pt-BR')).toEqual({
      type: 'CNPJ',
      value: '11.222.333/0001-81',
    });
    expect(profileDocument([saved[0]], 'pt-BR')).toBeNull();
    expect(profileDocument(null, 'en')).toBeNull();
    expect(profileDocument([{ type: 'PASSPORT', value: '' }], 'en')).toBeNull();
  });
});
