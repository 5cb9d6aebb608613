/**
 * Text rules of delivery (src/domain/delivery): place names fold spaces to one but never join words, and a shift's
 * translated name is read only where a shift carries one for the shopper's language.
 */
import { describe, expect, it } from 'vitest';
import { samePlace } from '@/src/domain/delivery/delivery-fee';
import type { DeliveryRule } from '@/src/domain/delivery/delivery-rules';
import { catalogueShiftName, shiftKey } from '@/src/domain/delivery/shift-names';

describe('samePlace: spaces fold, words stay apart', () => {
  it('tells "Vila Madalena" from "VilaMadalena"', () => {
    expect(samePlace('Vila Madalena', 'VilaMadalena')).toBe(false);
    expect(samePlace('Vila\tMadalena', 'vila madalena')).toBe(true);
  });
});

describe('catalogueShiftName: where the translation is looked for', () => {
  const shift = (translations?: Record<string, { name: string }>) => ({
    name: 'Manhã',
    start: '08:00',
    end: '12:00',
    ...(translations ? { translations } : {}),
  });
  it('keeps the catalogue’s own name in pt-BR, even beside a pt-BR "translation"', () => {
    const rules: DeliveryRule[] = [{ then: { shifts: [shift({ 'pt-BR': { name: 'Matinal' } })] } }];
    expect(catalogueShiftName('Manhã', rules, 'pt-BR')).toBe('Manhã');
  });
  it('passes over outcomes without shifts, shifts without translations and translations to other languages', () => {
    const rules: DeliveryRule[] = [
      { then: { dayUntil: 1 }, else: { shifts: [shift()] } },
      { then: { shifts: [shift({ es: { name: 'Mañana' } })] } },
      { then: { shifts: [shift({ en: { name: ' Morning ' } })] } },
    ];
    expect(catalogueShiftName('Manhã', rules, 'en')).toBe('Morning');
    expect(catalogueShiftName('Manhã', rules.slice(0, 2), 'en')).toBe('Manhã');
  });
  it('passes over a translation entry without a name', () => {
    const rules: DeliveryRule[] = [
      { then: { shifts: [{ name: 'Manhã', start: '08:00', end: '12:00', translations: { en: {} } }] } },
    ];
    expect(catalogueShiftName('Manhã', rules, 'en')).toBe('Manhã');
  });
});

describe('shiftKey', () => {
  it('drops every character that is not a letter or a digit', () => {
    expect(shiftKey('Fim de Tarde (2)')).toBe('fimdetarde2');
  });
});
