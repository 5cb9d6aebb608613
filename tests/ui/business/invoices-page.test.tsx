// @vitest-environment jsdom
/**
 * /empresa/faturas's months (issue 18, point 6): each month has its PDF and CSV, and each month that is over (in São
 * Paulo's calendar, as the server's rule) offers paying its statement (StatementPayment: PIX or boleto), loaded
 * after the page; the month still open offers none. The GraphQL server is replaced by Apollo's MockLink.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import businessPt from '@/locales/pt-BR/business.json';
import creditsPt from '@/locales/pt-BR/credits.json';
import { ClientApolloProvider } from '@/src/client/client-query';
import { BusinessStatementChargeDocument } from '@/src/features/business/business-statement-charge.generated';
import { InvoicesPage } from '@/src/features/business/InvoicesPage';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const month = (m: string, bookings: number, total: number) => ({
  __typename: 'BusinessStatementMonth' as const,
  month: m,
  bookings,
  orders: bookings,
  total,
});

async function show(now: Date) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { business: businessPt, credits: creditsPt } },
    defaultNS: 'business',
    interpolation: { escapeValue: false },
  });
  const reads = ['2026-10', '2026-09', '2026-08'].map((m) => ({
    request: { query: BusinessStatementChargeDocument, variables: { accountId: 'acc-1', month: m } },
    result: { data: { businessStatementCharge: null } },
  }));
  const client = new ApolloClient({ link: new MockLink(reads), cache: new InMemoryCache() });
  render(
    <I18nextProvider i18n={instance}>
      <ClientApolloProvider client={client}>
        <InvoicesPage
          accountId="acc-1"
          several={false}
          locale="pt-BR"
          months={[
            month('2026-11', 1, 450),
            month('2026-10', 2, 1170),
            month('2026-09', 1, 580),
            month('2026-08', 1, 90),
          ]}
          creditLine={null}
          now={now}
        />
      </ClientApolloProvider>
    </I18nextProvider>,
  );
}

describe('the months of /empresa/faturas', () => {
  it('each month that is over offers PIX and boleto; the open month offers none', async () => {
    await show(new Date('2026-11-23T15:00:00Z'));
    const [november, october, september, august] = screen.getAllByTestId('invoice-month');
    for (const past of [october, september, august]) {
      await waitFor(() => expect(within(past).getByRole('button', { name: 'Pagar com PIX' })).toBeTruthy());
      expect(within(past).getByRole('button', { name: 'Gerar boleto' })).toBeTruthy();
    }
    expect(within(november).queryByRole('button', { name: 'Pagar com PIX' })).toBeNull();
    expect(within(november).getByRole('link', { name: /PDF/i })).toBeTruthy();
  });

  it('a month is payable only once it is over in São Paulo: 23:30 of its last day there is still the month', async () => {
    // 2026-10-01T02:30Z is 30/09 23:30 in São Paulo: September is still open.
    await show(new Date('2026-10-01T02:30:00Z'));
    const [, , september, august] = screen.getAllByTestId('invoice-month');
    await waitFor(() => expect(within(august).getByRole('button', { name: 'Pagar com PIX' })).toBeTruthy());
    expect(within(september).queryByRole('button', { name: 'Pagar com PIX' })).toBeNull();
  });
});
