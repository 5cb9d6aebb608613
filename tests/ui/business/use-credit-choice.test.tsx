// @vitest-environment jsdom
/**
 * The checkout's "pay with 1 package credit" choice: offered only where a package of the company pays for the line's
 * item, with what is left and the first expiry; gone for other items; shut once the other lines of the order took
 * the last credits; its change reported to the checkout. The GraphQL server is replaced by Apollo's MockLink.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import creditsPt from '@/locales/pt-BR/credits.json';
import { ClientApolloProvider } from '@/src/client/client-query';
import { BusinessCreditBalancesDocument } from '@/src/features/business/business-credit-balances.generated';
import { UseCreditChoice } from '@/src/features/business/UseCreditChoice';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const BALANCES = {
  request: { query: BusinessCreditBalancesDocument, variables: { accountId: 'acc-1' } },
  result: {
    data: {
      businessCredits: {
        __typename: 'BusinessCredits',
        total: 2,
        balances: [
          {
            __typename: 'BusinessCreditBalance',
            packageItemId: 'aero-hospitalidade-09',
            packageName: 'Pacote corporativo — 5 recepções',
            itemIds: ['aero-hospitalidade-08'],
            itemNames: ['Recepção corporativa'],
            remaining: 2,
            nextExpiry: '2027-10-18T10:00:00.000-03:00',
            awaitingPayment: 0,
          },
        ],
      },
    },
  },
};

async function show(props: { itemId: string; checked?: boolean; takenByOtherLines?: number }) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { credits: creditsPt } },
    defaultNS: 'credits',
    interpolation: { escapeValue: false },
  });
  const onChange = vi.fn();
  const client = new ApolloClient({ link: new MockLink([BALANCES]), cache: new InMemoryCache() });
  render(
    <I18nextProvider i18n={instance}>
      <ClientApolloProvider client={client}>
        <UseCreditChoice
          accountId="acc-1"
          itemId={props.itemId}
          checked={props.checked ?? false}
          takenByOtherLines={props.takenByOtherLines}
          onChange={onChange}
        />
        <p>fim</p>
      </ClientApolloProvider>
    </I18nextProvider>,
  );
  return onChange;
}

describe('UseCreditChoice', () => {
  it('offers a credit for a reception, with what is left and the first expiry, and reports the choice', async () => {
    const onChange = await show({ itemId: 'aero-hospitalidade-08' });
    const box = await screen.findByLabelText('Pagar com 1 crédito do pacote');
    expect(screen.getByText('Restam 2 créditos; o primeiro vence em 18/10/2027.')).toBeTruthy();
    expect((box as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is not there for a service no package pays for', async () => {
    await show({ itemId: 'aero-hospitalidade-02' });
    await screen.findByText('fim');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('use-credit')).toBeNull();
  });

  it('is shut once the other lines took the last credits, unless this line holds one', async () => {
    await show({ itemId: 'aero-hospitalidade-08', takenByOtherLines: 2 });
    const box = (await screen.findByLabelText('Pagar com 1 crédito do pacote')) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.getByText('Os créditos de pacote para este serviço acabaram ou venceram.')).toBeTruthy();
    cleanup();
    await show({ itemId: 'aero-hospitalidade-08', takenByOtherLines: 2, checked: true });
    await waitFor(() =>
      expect((screen.getByLabelText('Pagar com 1 crédito do pacote') as HTMLInputElement).disabled).toBe(false),
    );
  });
});
