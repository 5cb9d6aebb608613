// @vitest-environment jsdom
/**
 * /termos: the company's terms of use in the shopper's language — orders, items sold by weight, delivery, payment
 * (change, voucher cards), cancellation and data — with the company's name and support contacts, and each
 * service's own document where one exists.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/terms.json';
import es from '@/locales/es/terms.json';
import { TermsPage } from '@/src/features/terms/TermsPage';
import type { LayoutCompany } from '@/src/features/layout/layout-company';

afterEach(cleanup);

const MERCADO: LayoutCompany = {
  _id: 'c1',
  slug: 'mercado',
  name: 'Mercado da Vila',
  settings: { supportEmail: 'contato@mercado.test', supportPhone: '+55 11 3333-4444' },
  prohibitedForMinors: false,
  services: [],
};

async function renderPage(company: LayoutCompany, lng = 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, resources: { 'pt-BR': { terms: ptBR }, es: { terms: es } }, defaultNS: 'terms' });
  render(
    <I18nextProvider i18n={i18n}>
      <TermsPage company={company} />
    </I18nextProvider>,
  );
}

describe('TermsPage', () => {
  it('names the company, has every section and its contacts', async () => {
    await renderPage(MERCADO);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Termos de uso');
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Estes termos valem para as compras feitas em Mercado da Vila');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pedidos e preços',
      'Itens vendidos por peso',
      'Entrega',
      'Pagamento',
      'Cancelamento',
      'Seus dados',
      'Contato',
    ]);
    expect(main.textContent).toContain('o valor final pode variar');
    expect(screen.getByTestId('terms-contact').textContent).toBe(
      'Dúvidas sobre estes termos ou um pedido: contato@mercado.test · +55 11 3333-4444.',
    );
  });

  it('lists the services’ own documents, and speaks the shopper’s language', async () => {
    await renderPage(
      {
        ...MERCADO,
        settings: null,
        services: [
          { _id: 's', slug: 'delivery', title: 'Delivery', name: 'Delivery', termsOfUse: '/doc.html' } as never,
        ],
      },
      'es',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Términos de uso');
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/doc.html');
    expect(screen.getByTestId('terms-contact').textContent).toBe(
      'Dudas sobre estos términos o un pedido: habla con la tienda.',
    );
  });
});
