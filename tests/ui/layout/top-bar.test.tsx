// @vitest-environment jsdom
/**
 * The top bar as a shopper meets it: the company's name linking home, the top-bar services as tabs, the phone
 * menu listing every service not hidden from the menu, the cart's unit count from the saved cart, and the three
 * languages, a choice of which switches Next's locale on the same path and is remembered.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { LOCALE_CHOICE_COOKIE } from '@/src/domain/locale-arrival';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/layout.json';
import en from '@/locales/en/layout.json';
import { OrderProvider, orderStorageKey } from '@/src/client/order/order-context';
import { TopBar } from '@/src/features/layout/TopBar';
import type { LayoutCompany, LayoutService } from '@/src/features/layout/layout-company';

const push = vi.fn(() => Promise.resolve(true));
vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/loja/burger-pista', locale: 'pt-BR', isReady: true, push }),
}));

const service = (slug: string, title: string, extra: Partial<LayoutService> = {}): LayoutService => ({
  _id: `svc-${slug}`,
  slug,
  title,
  name: title,
  icon: null,
  color: '#e85d04',
  shownInTopbar: false,
  hiddenInMenu: false,
  termsOfUse: null,
  ...extra,
});

const company: LayoutCompany = {
  _id: 'aeroporto',
  slug: 'aeroporto',
  name: 'Aeroporto Internacional',
  settings: { logo: '/logo.svg', primaryColor: '#0b1f44' },
  prohibitedForMinors: false,
  services: [
    service('delivery', 'Delivery no portão', { shownInTopbar: true }),
    service('sala-vip', 'Sala VIP', { shownInTopbar: true }),
    service('taxi', 'Táxi'),
    service('hospitalidade-teste', 'Teste escondido', { shownInTopbar: true, hiddenInMenu: true }),
  ],
};

async function renderBar(lng = 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, resources: { 'pt-BR': { layout: ptBR }, en: { layout: en } }, defaultNS: 'layout' });
  return render(
    <I18nextProvider i18n={i18n}>
      <OrderProvider company="aeroporto">
        <TopBar company={company} />
      </OrderProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  push.mockClear();
});
afterEach(cleanup);

describe('TopBar', () => {
  it('links the company home and shows the top-bar services as tabs, never a hidden one', async () => {
    await renderBar();
    const home = screen.getByRole('link', { name: 'Aeroporto Internacional — página inicial' });
    expect(home.getAttribute('href')).toBe('/');
    // A long name may be clamped on phones: the whole name stays available as the hover title.
    expect(within(home).getByText('Aeroporto Internacional').getAttribute('title')).toBe('Aeroporto Internacional');
    const tabs = within(screen.getByRole('navigation', { name: 'Serviços' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Delivery no portão', '/delivery'],
      ['Sala VIP', '/sala-vip'],
    ]);
  });

  it('opens the menu with every service not hidden from it, the orders page (guests have one too) and the partners page', async () => {
    await renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir o menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Delivery no portão', 'Sala VIP', 'Táxi', 'Meus pedidos', 'Parceiros']);
    expect(within(menu).getByRole('link', { name: 'Meus pedidos' }).getAttribute('href')).toBe('/pedidos');
  });

  it('counts the units of the saved cart, not its lines', async () => {
    window.localStorage.setItem(
      orderStorageKey('aeroporto'),
      JSON.stringify({ items: [{ quantity: 2 }, { quantity: 1 }] }),
    );
    await renderBar();
    const cart = await screen.findByRole('link', { name: 'Carrinho, 3 itens' });
    expect(cart.getAttribute('href')).toBe('/carrinho');
    expect(within(cart).getByTestId('cart-count').textContent).toBe('3');
  });

  it('says the cart is empty when nothing is saved', async () => {
    await renderBar('en');
    expect((await screen.findByRole('link', { name: 'Cart, empty' })).getAttribute('href')).toBe('/carrinho');
  });

  it('offers the three languages by their own names and switches on the same path, remembering the choice', async () => {
    await renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Idioma: Português' }));
    const options = await screen.findAllByRole('menuitem');
    expect(options.map((option) => option.textContent)).toEqual(['Português', 'English', 'Español']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(push).toHaveBeenCalledWith('/loja/burger-pista', undefined, { locale: 'en' });
    expect(Cookies.get(LOCALE_CHOICE_COOKIE)).toBe('en');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
  });
});

describe('Footer', () => {
  it('names the company, its support contacts, one terms link per document, the orders page and the partners page', async () => {
    const { Footer } = await import('@/src/features/layout/Footer');
    const i18n = i18next.createInstance();
    await i18n
      .use(initReactI18next)
      .init({ lng: 'pt-BR', resources: { 'pt-BR': { layout: ptBR } }, defaultNS: 'layout' });
    const withTerms = {
      ...company,
      settings: {
        logo: '/logo.svg',
        primaryColor: '#0b1f44',
        supportEmail: 'atendimento@aeroporto.test',
        supportPhone: '+55 11 2445-0000',
      },
      services: company.services.map((s) => ({ ...s, termsOfUse: '/termos.html' })),
    };
    render(
      <I18nextProvider i18n={i18n}>
        <Footer company={withTerms} />
      </I18nextProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Aeroporto Internacional');
    expect(within(footer).getByRole('link', { name: 'atendimento@aeroporto.test' }).getAttribute('href')).toBe(
      'mailto:atendimento@aeroporto.test',
    );
    expect(within(footer).getByRole('link', { name: '+55 (11) 2445-0000' }).getAttribute('href')).toBe(
      'tel:+551124450000',
    );
    expect(
      within(footer)
        .getAllByRole('link', { name: 'Termos de uso' })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/termos.html']);
    expect(within(footer).getByRole('link', { name: 'Parceiros' }).getAttribute('href')).toBe('/parceiros');
    expect(within(footer).getByRole('link', { name: 'Meus pedidos' }).getAttribute('href')).toBe('/pedidos');
  });

  it('links the company’s own terms page when no service has a terms document', async () => {
    const { Footer } = await import('@/src/features/layout/Footer');
    const i18n = i18next.createInstance();
    await i18n
      .use(initReactI18next)
      .init({ lng: 'pt-BR', resources: { 'pt-BR': { layout: ptBR } }, defaultNS: 'layout' });
    render(
      <I18nextProvider i18n={i18n}>
        <Footer company={{ ...company, services: company.services.map((s) => ({ ...s, termsOfUse: null })) }} />
      </I18nextProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Termos de uso' }).getAttribute('href')).toBe('/termos');
  });
});
