// @vitest-environment jsdom
/**
 * /parceiros as a shopper meets it: every catalogue a card linking to its store and naming its services, chips
 * narrowing the grid to one service (and back), no chips when there is nothing to choose, and an empty state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/partners.json';
import es from '@/locales/es/partners.json';
import { PartnersPage } from '@/src/features/partners/PartnersPage';
import type { PartnerCatalog, PartnerService } from '@/src/features/partners/partner-services';

const catalog = (
  slug: string,
  title: string,
  serviceCategories: string[],
  cover: string | null = null,
): PartnerCatalog => ({
  _id: `cat-${slug}`,
  slug,
  title,
  description: `${title}, a descrição`,
  cover,
  catalogType: 'RESTAURANT',
  serviceCategories,
});
const service = (slug: string, title: string, hiddenInMenu = false): PartnerService => ({
  _id: `svc-${slug}`,
  slug,
  title,
  name: title,
  hiddenInMenu,
});

const SERVICES = [
  service('delivery', 'Delivery no portão'),
  service('sala-vip', 'Sala VIP'),
  service('teste', 'Teste escondido', true),
];
const CATALOGS = [
  catalog('burger-pista', 'Burger Pista', ['delivery'], '/demo/aeroporto/cover-burger.svg'),
  catalog('sala-vip', 'Sala VIP', ['sala-vip', 'teste']),
  catalog('verde-voo', 'Verde Voo', ['delivery']),
];

async function renderPage(catalogs: PartnerCatalog[], services: PartnerService[] = SERVICES, lng = 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, resources: { 'pt-BR': { partners: ptBR }, es: { partners: es } }, defaultNS: 'partners' });
  return render(
    <I18nextProvider i18n={i18n}>
      <PartnersPage catalogs={catalogs} services={services} />
    </I18nextProvider>,
  );
}

const cardLinks = () => screen.getAllByTestId('partner-card').map((card) => card.getAttribute('href'));

afterEach(cleanup);

describe('PartnersPage', () => {
  it('shows every catalogue as a link to its store, labelled with its visible services', async () => {
    await renderPage(CATALOGS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Parceiros');
    expect(cardLinks()).toEqual(['/loja/burger-pista', '/loja/sala-vip', '/loja/verde-voo']);
    const lounge = screen.getAllByTestId('partner-card')[1]!;
    expect(within(lounge).getByRole('heading', { level: 2 }).textContent).toBe('Sala VIP');
    expect(within(lounge).getByTestId('partner-services').textContent).toBe('Sala VIP');
    expect(screen.queryByText(/Teste escondido/)).toBeNull();
  });

  it('narrows the grid to one service and back to all', async () => {
    await renderPage(CATALOGS);
    const filters = screen.getByRole('group', { name: 'Filtrar por serviço' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos', 'Delivery no portão', 'Sala VIP']);
    fireEvent.click(within(filters).getByRole('button', { name: 'Delivery no portão' }));
    expect(within(filters).getByRole('button', { name: 'Delivery no portão' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(filters).getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed')).toBe('false');
    expect(cardLinks()).toEqual(['/loja/burger-pista', '/loja/verde-voo']);
    fireEvent.click(within(filters).getByRole('button', { name: 'Todos' }));
    expect(cardLinks()).toHaveLength(3);
  });

  it('offers no chips when every catalogue is under one service', async () => {
    await renderPage([CATALOGS[0]!, CATALOGS[2]!]);
    expect(screen.queryByRole('group')).toBeNull();
    expect(cardLinks()).toHaveLength(2);
  });

  it('says so when the company has no catalogues, in the page language', async () => {
    await renderPage([], SERVICES, 'es');
    expect(screen.getByRole('status').textContent).toBe('Todavía no hay socios.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Socios');
  });
});
