// @vitest-environment jsdom
/** A store's item row says "Esgotado" instead of a price once the live stock is 0; with units left it shows the price, per its unit. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '@/locales/pt-BR/common.json';
import shipping from '@/locales/pt-BR/shipping.json';
import { ItemRow } from '@/src/features/store/ItemRow';
import type { StoreItemRowFragment as StoreItemRow } from '@/src/features/store/store-item-row.generated';

afterEach(cleanup);

const item: StoreItemRow = {
  _id: 'i',
  catalogId: 'c',
  slug: 'bolo',
  name: 'Bolo de fubá',
  description: 'Caseiro',
  img: null,
  price: 18,
  promo: null,
  finalPrice: 18,
  fromPrice: 18,
  priceIsVariable: false,
  status: 'PUBLIC',
  unitOfMeasurement: null,
  stock: 2,
};

async function renderRow(row: StoreItemRow) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'pt-BR', ns: ['common', 'shipping'], resources: { 'pt-BR': { common, shipping } } });
  render(
    <I18nextProvider i18n={i18n}>
      <ItemRow item={row} storeSlug="mercado-da-vila" />
    </I18nextProvider>,
  );
}

describe('ItemRow and the live stock', () => {
  it('shows the price while units are left', async () => {
    await renderRow(item);
    expect(screen.getByTestId('item-row').textContent).toContain('R$ 18,00');
    expect(screen.queryByText('Esgotado')).toBeNull();
  });

  it('shows an item priced per gram per kilogram ("R$ 20,00 / kg", not "R$ 0,02 / g"), and per litre as it is', async () => {
    await renderRow({
      ...item,
      name: 'Pão francês',
      price: 0.02,
      finalPrice: 0.02,
      fromPrice: 0.02,
      unitOfMeasurement: 'g',
    });
    expect(screen.getByTestId('item-row').textContent).toContain('R$ 20,00 / kg');
    cleanup();
    await renderRow({
      ...item,
      name: 'Leite',
      price: 5.5,
      finalPrice: 5.5,
      fromPrice: 5.5,
      unitOfMeasurement: 'LITER',
    });
    expect(screen.getByTestId('item-row').textContent).toContain('R$ 5,50 / litro');
    cleanup();
    await renderRow({ ...item, unitOfMeasurement: 'UNITY' });
    expect(screen.getByTestId('item-row').textContent).not.toContain(' / ');
  });

  it('says sold out, without a price, at stock 0', async () => {
    await renderRow({ ...item, stock: 0 });
    expect(screen.getByText('Esgotado')).toBeTruthy();
    expect(screen.getByTestId('item-row').textContent).not.toContain('R$');
  });
});
