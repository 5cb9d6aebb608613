// @vitest-environment jsdom
/**
 * /empresa/creditos' screen: each package's usable credits, first expiry, credits waiting for the package's payment
 * and the services they pay; the history newest first with its signed quantity and a link to each order; and what
 * it says when the company has no package yet.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import creditsPt from '@/locales/pt-BR/credits.json';
import creditsEs from '@/locales/es/credits.json';
import { CreditsPage } from '@/src/features/business/CreditsPage';
import type { BusinessCreditsQuery } from '@/src/features/business/business-credits.generated';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const CREDITS: BusinessCreditsQuery['businessCredits'] = {
  total: 4,
  balances: [
    {
      packageItemId: 'aero-hospitalidade-09',
      packageName: 'Pacote corporativo — 5 recepções',
      itemIds: ['aero-hospitalidade-08'],
      itemNames: ['Recepção corporativa'],
      remaining: 4,
      nextExpiry: '2027-10-18T10:00:00.000-03:00',
      awaitingPayment: 5,
    },
  ],
  history: [
    {
      kind: 'USED',
      quantity: -1,
      at: '2026-11-19T09:30:00.000-03:00',
      packageName: 'Pacote corporativo — 5 recepções',
      orderId: 'o-2',
      orderNumber: 'B7K-2Q9',
    },
    {
      kind: 'BOUGHT',
      quantity: 5,
      at: '2026-10-18T10:00:00.000-03:00',
      packageName: 'Pacote corporativo — 5 recepções',
      orderId: 'o-1',
      orderNumber: 'A7K-2Q9',
    },
  ],
};

async function show(credits: BusinessCreditsQuery['businessCredits'] | null, lng = 'pt-BR') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { 'pt-BR': { credits: creditsPt }, es: { credits: creditsEs } },
    defaultNS: 'credits',
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={instance}>
      <CreditsPage credits={credits} />
    </I18nextProvider>,
  );
}

describe('the credits page', () => {
  it('shows the balance per package with its expiry, what awaits payment and what it pays', async () => {
    await show(CREDITS);
    const card = screen.getByTestId('credit-balance');
    expect(within(card).getByText('4 créditos disponíveis')).toBeTruthy();
    expect(within(card).getByText('O primeiro vence em 18/10/2027.')).toBeTruthy();
    expect(within(card).getByText('5 créditos aguardam o pagamento do pacote.')).toBeTruthy();
    expect(within(card).getByText('Vale para: Recepção corporativa')).toBeTruthy();
  });

  it('lists the history newest first, each with its sign and its order', async () => {
    await show(CREDITS);
    const events = screen.getAllByTestId('credit-event');
    expect(events.map((e) => e.getAttribute('data-kind'))).toEqual(['USED', 'BOUGHT']);
    expect(events[0].textContent).toContain('−1');
    expect(events[0].textContent).toContain('Crédito usado');
    expect(events[1].textContent).toContain('+5');
    const link = within(events[0]).getByRole('link', { name: 'Ver pedido B7K-2Q9' });
    expect(link.getAttribute('href')).toBe('/status-pedido?id=o-2');
  });

  it('says what a package is for when the company has none, in Spanish too', async () => {
    await show({ total: 0, balances: [], history: [] }, 'es');
    expect(screen.getByTestId('credits-empty').textContent).toMatch(/^Tu empresa aún no tiene créditos de paquete/);
    expect(screen.getByText('Aún no hay movimientos.')).toBeTruthy();
  });
});
