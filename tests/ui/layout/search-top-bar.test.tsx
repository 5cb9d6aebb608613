// @vitest-environment jsdom
/**
 * The top bar's search as a shopper meets it: a search box that, once submitted, goes to `/busca?q=…`; on phones
 * a button that opens the box and closes it again; nothing at all on a page that has not loaded the search labels.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import layout from '@/locales/pt-BR/layout.json';
import search from '@/locales/pt-BR/search.json';
import enSearch from '@/locales/en/search.json';
import { OrderProvider } from '@/src/client/order/order-context';
import { TopBar } from '@/src/features/layout/TopBar';
import type { LayoutCompany } from '@/src/features/layout/layout-company';

const push = vi.fn(() => Promise.resolve(true));
let routerState = { pathname: '/_company/[company]/[store]', query: {} as Record<string, string> };
vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/loja/cafe-check-in', locale: 'pt-BR', isReady: true, push, ...routerState }),
}));

const company: LayoutCompany = {
  _id: 'aeroporto',
  slug: 'aeroporto',
  name: 'Aeroporto Internacional',
  settings: null,
  prohibitedForMinors: false,
  services: [],
};

async function renderBar({ withSearch = true, lng = 'pt-BR' } = {}) {
  const i18n = i18next.createInstance();
  const resources: Resource = withSearch
    ? { 'pt-BR': { layout, search }, en: { layout, search: enSearch } }
    : { 'pt-BR': { layout }, en: { layout } };
  await i18n.use(initReactI18next).init({ lng, resources, defaultNS: 'layout' });
  return render(
    <I18nextProvider i18n={i18n}>
      <OrderProvider company="aeroporto">
        <TopBar company={company} />
      </OrderProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  push.mockClear();
  routerState = { pathname: '/_company/[company]/[store]', query: {} };
});
afterEach(cleanup);

describe('top bar search', () => {
  it('goes to /busca with the typed query, trimmed', async () => {
    await renderBar();
    const [box] = screen.getAllByRole('searchbox', { name: 'Buscar produtos e lojas' });
    fireEvent.change(box, { target: { value: '  pao de queijo ' } });
    fireEvent.submit(box.closest('form')!);
    expect(push).toHaveBeenCalledWith({ pathname: '/busca', query: { q: 'pao de queijo' } });
  });

  it('does nothing for an empty box, and the form works without JavaScript too', async () => {
    await renderBar();
    const [box] = screen.getAllByRole('searchbox');
    fireEvent.submit(box.closest('form')!);
    expect(push).not.toHaveBeenCalled();
    expect(box.closest('form')).toHaveProperty('method', 'get');
    expect(box.closest('form')!.getAttribute('action')).toBe('/busca');
    expect(box.getAttribute('name')).toBe('q');
    expect(box.getAttribute('maxlength')).toBe('100');
  });

  it('opens and closes the phone search row with its button', async () => {
    await renderBar();
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    const open = screen.getByRole('button', { name: 'Abrir a busca' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(screen.getAllByRole('searchbox')).toHaveLength(2);
    const close = screen.getByRole('button', { name: 'Fechar a busca' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(close.getAttribute('aria-controls')!)).not.toBeNull();
    fireEvent.click(close);
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
  });

  it('starts with the query shown on the results page, in the page language', async () => {
    routerState = { pathname: '/busca', query: { q: 'café' } };
    await renderBar({ lng: 'en' });
    expect(screen.getByRole('searchbox', { name: 'Search products and stores' })).toHaveProperty('value', 'café');
  });

  it('shows no search on a page without the search labels', async () => {
    await renderBar({ withSearch: false });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /busca/i })).toBeNull();
  });
});
