// @vitest-environment jsdom
/**
 * The item row's price label as a shopper reads it, in pt-BR and en, from the API's prices (reais): the from
 * price, 'A partir de' when choices vary it, 'Grátis' at zero, and the price without the promo struck through.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/common.json';
import en from '@/locales/en/common.json';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import type { ItemPrices } from '@/src/features/catalog/item-price';

afterEach(cleanup);

async function i18n(lng: string) {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng, resources: { 'pt-BR': { common: ptBR }, en: { common: en } }, defaultNS: 'common' });
  return instance;
}

async function label(item: Partial<ItemPrices>, lng = 'pt-BR', hidePrice = false) {
  const prices: ItemPrices = { price: 10, promo: null, finalPrice: 10, fromPrice: 10, priceIsVariable: false, ...item };
  const { container } = render(
    <I18nextProvider i18n={await i18n(lng)}>
      <PriceLabel item={prices} hidePrice={hidePrice} />
    </I18nextProvider>,
  );
  return { text: container.textContent ?? '', struck: container.querySelector('s')?.textContent ?? null };
}

describe('PriceLabel', () => {
  it('shows a fixed price as R$', async () => {
    expect(await label({ price: 38.9, finalPrice: 38.9, fromPrice: 38.9 })).toEqual({ text: 'R$ 38,90', struck: null });
  });

  it("prefixes 'A partir de' when options vary the price, with the from price", async () => {
    const { text } = await label({ price: 30, finalPrice: 30, fromPrice: 34.5, priceIsVariable: true });
    expect(text).toBe('A partir deR$ 34,50');
  });

  it("says 'Grátis' at zero, never 'A partir de R$ 0,00'", async () => {
    expect((await label({ price: 0, finalPrice: 0, fromPrice: 0, priceIsVariable: true })).text).toBe('Grátis');
    expect((await label({ price: 0, finalPrice: 0, fromPrice: 0 }, 'en')).text).toBe('Free');
  });

  it('strikes through the price without the promo, added to the from price', async () => {
    const { text, struck } = await label({
      price: 40,
      promo: 10,
      finalPrice: 30,
      fromPrice: 32,
      priceIsVariable: true,
    });
    expect(text.startsWith('A partir deR$ 32,00')).toBe(true);
    expect(struck).toBe('Antes R$ 42,00');
  });

  it('strikes nothing when the price is lower without a promo (a modifier, not a promo)', async () => {
    expect((await label({ price: 40, promo: null, finalPrice: 30, fromPrice: 30 })).struck).toBeNull();
  });

  it('writes BRL the Brazilian way in English too', async () => {
    expect(
      (await label({ price: 1234.5, finalPrice: 1234.5, fromPrice: 1234.5, priceIsVariable: true }, 'en')).text,
    ).toBe('FromR$ 1.234,50');
  });

  it('shows nothing when the service hides prices', async () => {
    expect((await label({ price: 50, finalPrice: 50, fromPrice: 50 }, 'pt-BR', true)).text).toBe('');
  });
});
