/**
 * The item page's pure choice rules: the live price is the domain's line total on the API's final prices (extras
 * by quantity, progressive discount, days of a rental), the cart lines name each group, and a blocked or
 * interval option is recognised.
 */
import { describe, expect, it } from 'vitest';
import {
  choosesInterval,
  liveTotal,
  missingChoices,
  setOptionQuantity,
  toCartLines,
  type GroupLike,
} from '@/src/features/item/option-choice';
import { additionalDescriptions, characteristicLines, noteRule } from '@/src/features/item/item-texts';
import { itemJsonLd } from '@/src/features/item/item-json-ld';
import { readInterval } from '@/src/features/item/rental-interval';

const option = (id: string, finalPrice: number, extra: Partial<GroupLike['subitems'][number]> = {}) => ({
  _id: id,
  type: 'DEFAULT',
  status: 'PUBLIC',
  finalPrice,
  progressiveDiscount: null,
  ...extra,
});

const doneness: GroupLike = {
  _id: 'ponto',
  name: 'Ponto',
  min: 1,
  max: 1,
  repeat: false,
  subitems: [option('mal', 0), option('ao', 0)],
};
const extras: GroupLike = {
  _id: 'extras',
  name: 'Adicionais',
  min: 0,
  max: 5,
  repeat: true,
  subitems: [option('bacon', 6), option('ovo', 3.5)],
};

describe('liveTotal', () => {
  it('adds each chosen option by its quantity to the unit, times the item quantity, in cents', () => {
    const choices = { ponto: { ao: 1 }, extras: { bacon: 2, ovo: 1 } };
    expect(liveTotal(38.9, [doneness, extras], choices, 1, null)).toBe(3890 + 1200 + 350);
    expect(liveTotal(38.9, [doneness, extras], choices, 3, null)).toBe(3 * (3890 + 1200 + 350));
  });

  it('applies an option progressive discount as the quote does', () => {
    const shots: GroupLike = {
      _id: 's',
      name: 'Shots',
      min: 0,
      max: 4,
      repeat: true,
      subitems: [option('g', 10, { progressiveDiscount: { maxItemQuantity: 4, discountInPercent: 10 } })],
    };
    const full = liveTotal(14.9, [shots], { s: { g: 1 } }, 1, null)!;
    const more = liveTotal(14.9, [shots], { s: { g: 3 } }, 1, null)!;
    expect(full).toBe(1490 + 1000);
    expect(more).toBeLessThan(1490 + 3000);
  });

  it('charges a rental by the started days of its interval, and knows no price before the dates', () => {
    const period: GroupLike = {
      _id: 'p',
      name: 'Período',
      min: 1,
      max: 1,
      repeat: false,
      subitems: [option('d', 0, { type: 'INTERVAL_BETWEEN_DATES' })],
    };
    const choices = { p: { d: 1 } };
    expect(choosesInterval([period], choices)).toBe(true);
    expect(liveTotal(35, [period], choices, 1, null)).toBeNull();
    expect(liveTotal(35, [period], choices, 1, readInterval('2030-03-10T10:00', '2030-03-12T18:00').days)).toBe(
      3 * 3500,
    );
    expect(readInterval('2030-03-10T10:00', '2030-03-12T18:00').iso).toEqual({
      start: '2030-03-10T10:00:00.000-03:00',
      end: '2030-03-12T18:00:00.000-03:00',
    });
    expect(readInterval('2030-03-12T18:00', '2030-03-10T10:00')).toMatchObject({ days: null, iso: null });
  });
});

describe('choices', () => {
  it('a single-choice group swaps; a repeating group is held to its max across options', () => {
    expect(setOptionQuantity(doneness, { mal: 1 }, 'ao', 1)).toEqual({ ao: 1 });
    expect(setOptionQuantity(extras, { bacon: 4 }, 'ovo', 3)).toEqual({ bacon: 4, ovo: 1 });
    expect(setOptionQuantity({ ...extras, repeat: false }, {}, 'bacon', 3)).toEqual({ bacon: 1 });
    expect(setOptionQuantity(extras, { bacon: 1 }, 'bacon', 0)).toEqual({});
  });

  it('names what is missing and maps choices to cart lines by group', () => {
    expect(missingChoices([doneness, extras], {})).toEqual([{ group: doneness, missing: 1 }]);
    expect(toCartLines([doneness, extras], { ponto: { ao: 1 }, extras: { ovo: 2 } })).toEqual([
      { subcategory: { id: 'ponto' }, subitem: { id: 'ao' }, quantity: 1 },
      { subcategory: { id: 'extras' }, subitem: { id: 'ovo' }, quantity: 2 },
    ]);
  });
});

describe('item texts', () => {
  it('orders additional descriptions by priority and translates them', () => {
    const value = [
      { title: 'B', priority: 2, data: ['b'] },
      { title: 'A', priority: 1, data: ['a'], translations: { en: { title: 'A-en', data: ['a-en'] } } },
    ];
    expect(additionalDescriptions(value, 'en')).toEqual([
      { title: 'A-en', lines: ['a-en'] },
      { title: 'B', lines: ['b'] },
    ]);
    expect(additionalDescriptions(null, 'pt-BR')).toEqual([]);
  });

  it('reads characteristics as texts or name-value pairs', () => {
    expect(characteristicLines(['Vegano', { name: 'Peso', value: '160 g' }])).toEqual(['Vegano', 'Peso: 160 g']);
    expect(characteristicLines({ Volume: '500 ml' })).toEqual(['Volume: 500 ml']);
  });

  it('takes the note rule from customNote', () => {
    expect(noteRule(false, 'pt-BR')).toBeNull();
    expect(noteRule(null, 'pt-BR')).toEqual({ label: null, placeholder: null, required: false, maxLength: 300 });
    expect(noteRule({ label: 'Voo', required: true, translations: { en: { label: 'Flight' } } }, 'en')).toMatchObject({
      label: 'Flight',
      required: true,
    });
  });

  it('asks a pass or a booking (a SERVICE catalogue) for no note unless the item has its own (no "Ex.: sem cebola")', () => {
    expect(noteRule(null, 'pt-BR', { defaultNote: false })).toBeNull();
    expect(noteRule(undefined, 'pt-BR', { defaultNote: false })).toBeNull();
    expect(noteRule({ label: 'Número do voo', required: false }, 'pt-BR', { defaultNote: false })).toMatchObject({
      label: 'Número do voo',
      required: false,
    });
  });

  it('writes a Product with a BRL offer, none when the price is hidden, and escapes <', () => {
    const item = {
      name: 'A </script>',
      description: null,
      img: '/a.svg',
      finalPrice: 38.9,
      stock: null,
      status: 'PUBLIC',
    };
    const json = itemJsonLd(item, 'http://x/loja/s/a', 'http://x', false);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Product',
      image: 'http://x/a.svg',
      offers: { priceCurrency: 'BRL', price: '38.90', availability: 'https://schema.org/InStock' },
    });
    expect(JSON.parse(itemJsonLd(item, 'u', 'o', true)).offers).toBeUndefined();
  });
});
