/** Shift names in the shopper's language: the catalogue's own translation first, else the name as written. */
import { describe, expect, it } from 'vitest';
import type { DeliveryRule } from '@/src/domain/delivery/delivery-rules';
import { catalogueShiftName, shiftKey } from '@/src/domain/delivery/shift-names';

const RULES: DeliveryRule[] = [
  {
    if: { isDefaultRule: false },
    then: {
      shifts: [
        {
          name: 'Madrugada',
          start: '23:00',
          end: '05:00',
          translations: { en: { name: 'Overnight' }, es: { name: ' ' } },
        },
      ],
    },
  },
  {
    if: { isDefaultRule: true },
    then: { shifts: [] },
    else: { shifts: [{ name: 'Noite', start: '18:00', end: '23:00', translations: { es: { name: 'Noche' } } }] },
  },
];

describe('catalogueShiftName', () => {
  it('takes the catalogue’s translation of the shift, from a rule’s then or else', () => {
    expect(catalogueShiftName('Madrugada', RULES, 'en')).toBe('Overnight');
    expect(catalogueShiftName('Noite', RULES, 'es')).toBe('Noche');
  });

  it('keeps the name in pt-BR, where the catalogue has no (or a blank) translation, and for an unknown shift', () => {
    expect(catalogueShiftName('Madrugada', RULES, 'pt-BR')).toBe('Madrugada');
    expect(catalogueShiftName('Madrugada', RULES, 'es')).toBe('Madrugada');
    expect(catalogueShiftName('Noite', RULES, 'en')).toBe('Noite');
    expect(catalogueShiftName('Plantão', RULES, 'en')).toBe('Plantão');
  });
});

describe('shiftKey', () => {
  it('is the name without accents, case or spaces', () => {
    expect(shiftKey('Manhã')).toBe('manha');
    expect(shiftKey('Café da manhã')).toBe('cafedamanha');
    expect(shiftKey(' NOITE ')).toBe('noite');
    expect(shiftKey('—')).toBe('');
  });
});
