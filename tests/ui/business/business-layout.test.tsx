// @vitest-environment jsdom
/**
 * The /empresa frame: the area's tabs with the current one marked; for someone in one company, that company named
 * under the heading; for someone in several, the switcher, which opens the same tab for the company chosen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/business.json';
import { BusinessLayout, businessHref, type AccountChoice } from '@/src/features/business/BusinessLayout';

const push = vi.fn(() => Promise.resolve(true));
vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/empresa/reservas', locale: 'pt-BR', isReady: true, push }),
}));

const viagens: AccountChoice = { _id: 'acc-1', tradeName: 'Viagens Corp', cnpj: '11222333000181' };
const rota: AccountChoice = { _id: 'acc-2', tradeName: 'Rota Certa', cnpj: '12345678000195' };

function show(accounts: AccountChoice[], accountId: string | null) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { business: ptBR } },
    defaultNS: 'business',
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <BusinessLayout title="Reservas da empresa" tab="bookings" accounts={accounts} accountId={accountId}>
        <p>conteúdo</p>
      </BusinessLayout>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  push.mockClear();
});

describe('the /empresa frame', () => {
  it('marks the current tab and names the only company under the heading, with no switcher', () => {
    show([viagens], 'acc-1');
    const nav = screen.getByRole('navigation', { name: 'Área da empresa' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Empresa e equipe', '/empresa'],
      ['Clientes', '/empresa/clientes'],
      ['Reservas', '/empresa/reservas'],
      ['Créditos', '/empresa/creditos'],
      ['Faturas', '/empresa/faturas'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Reservas' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Viagens Corp · CNPJ 11.222.333/0001-81')).toBeTruthy();
    expect(screen.queryByLabelText('Empresa')).toBeNull();
  });

  it('for several companies, the switcher opens the same tab for the chosen one, and the tabs carry it', () => {
    show([viagens, rota], 'acc-2');
    const switcher = screen.getByLabelText('Empresa') as HTMLSelectElement;
    expect(switcher.value).toBe('acc-2');
    expect([...switcher.options].map((o) => o.textContent)).toEqual([
      'Viagens Corp · CNPJ 11.222.333/0001-81',
      'Rota Certa · CNPJ 12.345.678/0001-95',
    ]);
    fireEvent.change(switcher, { target: { value: 'acc-1' } });
    expect(push).toHaveBeenCalledWith('/empresa/reservas?conta=acc-1');
    expect(screen.getByRole('link', { name: 'Clientes' }).getAttribute('href')).toBe('/empresa/clientes?conta=acc-2');
  });

  it('without a company, shows no tabs', () => {
    show([], null);
    expect(screen.queryByRole('navigation', { name: 'Área da empresa' })).toBeNull();
    expect(businessHref('/empresa', null, true)).toBe('/empresa');
  });
});
