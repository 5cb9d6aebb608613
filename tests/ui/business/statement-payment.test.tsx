// @vitest-environment jsdom
/**
 * Paying a month's statement from the months list: a boleto asked for shows its amount, due date and line with a
 * copy button; the sandbox button (demo only: the server says `sandbox`) pays it; a month not over yet is refused with
 * the translated reason. The GraphQL server is replaced by Apollo's MockLink (the browser's one client returns it).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import creditsPt from '@/locales/pt-BR/credits.json';
import { ClientApolloProvider } from '@/src/client/client-query';
import { BusinessStatementChargeDocument } from '@/src/features/business/business-statement-charge.generated';
import { PayBusinessStatementDocument } from '@/src/features/business/pay-business-statement.generated';
import { SimulateStatementPaymentDocument } from '@/src/features/business/simulate-statement-payment.generated';
import { StatementPayment } from '@/src/features/business/StatementPayment';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
let apollo: ApolloClient;
vi.mock('@/src/client/browser-client', () => ({ browserClient: async () => apollo }));
afterEach(cleanup);

const LINE = '00090.00000 00000.000000 00000.000000 1 13650000117000';
const charge = (over: Record<string, unknown> = {}) => ({
  __typename: 'BusinessStatementCharge',
  _id: 'ch-1',
  month: '2026-10',
  method: 'BOLETO',
  amount: 1170,
  dueDate: '2026-11-15',
  status: 'PENDING',
  pixCopyPaste: null,
  pixQrCodeSvg: null,
  boletoLine: LINE,
  paidAt: null,
  sandbox: true,
  ...over,
});

async function show(month: string, mocks: ConstructorParameters<typeof MockLink>[0]) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { credits: creditsPt } },
    defaultNS: 'credits',
    interpolation: { escapeValue: false },
  });
  apollo = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  render(
    <I18nextProvider i18n={instance}>
      <ClientApolloProvider client={apollo}>
        <StatementPayment accountId="acc-1" month={month} />
      </ClientApolloProvider>
    </I18nextProvider>,
  );
}

const read = (month: string, answer: unknown) => ({
  request: { query: BusinessStatementChargeDocument, variables: { accountId: 'acc-1', month } },
  result: { data: { businessStatementCharge: answer } },
});

describe('StatementPayment', () => {
  it('issues a boleto with its due date and line, and the sandbox pays it', async () => {
    await show('2026-10', [
      read('2026-10', null),
      {
        request: {
          query: PayBusinessStatementDocument,
          variables: { accountId: 'acc-1', month: '2026-10', method: 'BOLETO' },
        },
        result: { data: { payBusinessStatement: charge() } },
      },
      {
        request: { query: SimulateStatementPaymentDocument, variables: { accountId: 'acc-1', chargeId: 'ch-1' } },
        result: {
          data: {
            simulateStatementPayment: charge({
              status: 'PAID',
              boletoLine: null,
              paidAt: '2026-11-23T12:00:00.000-03:00',
            }),
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar boleto' }));
    expect((await screen.findByTestId('statement-charge')).textContent).toMatch(
      /Valor: R\$\s1\.170,00 · Vencimento: 15\/11\/2026/,
    );
    expect((screen.getByLabelText('Linha digitável') as HTMLTextAreaElement).value).toBe(LINE);
    expect(screen.getByText('Demonstração: nenhum banco recebe este pagamento.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simular pagamento (sandbox)' }));
    expect((await screen.findByText('Fatura paga em 23/11/2026.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Gerar boleto' })).toBeNull();
  });

  it('a month not over yet: the translated refusal, and nothing charged', async () => {
    await show('2026-11', [
      read('2026-11', null),
      {
        request: {
          query: PayBusinessStatementDocument,
          variables: { accountId: 'acc-1', month: '2026-11', method: 'PIX' },
        },
        result: {
          errors: [new GraphQLError('x', { extensions: { code: 'STATEMENT_MONTH_NOT_CLOSED' } })],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar com PIX' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A fatura deste mês só pode ser paga depois que o mês terminar.',
    );
    expect(screen.queryByTestId('statement-charge')).toBeNull();
  });
});
