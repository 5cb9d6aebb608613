// @vitest-environment jsdom
/**
 * Paying a company's client line with a package credit (issue 18, point 5) in the clients' step: the choice is on
 * each line whose service a package pays for; ticked, the line keeps `useCredit`; two lines cannot take more credits
 * than the balance holds (the second is shut once the first took the last); the server's refusal of a line's credit
 * is said at that line until the choice changes. The GraphQL server is replaced by Apollo's MockLink.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { DateTime } from 'luxon';
import creditsPt from '@/locales/pt-BR/credits.json';
import { ClientApolloProvider } from '@/src/client/client-query';
import { BusinessCreditBalancesDocument } from '@/src/features/business/business-credit-balances.generated';
import { ClientLinesStep } from '@/src/features/checkout/business/ClientLinesStep';
import {
  emptyBusinessState,
  type BusinessCheckoutState,
  type UpdateBusiness,
} from '@/src/features/checkout/business/business-checkout-state';
import { ACCOUNT, goodLine, SAVED, texts } from './business-harness';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const NOW = DateTime.fromISO('2026-11-23T12:00:00-03:00', { setZone: true });
const LABEL = 'Pagar com 1 crédito do pacote';

const balances = (remaining: number) => ({
  request: { query: BusinessCreditBalancesDocument, variables: { accountId: 'acc-1' } },
  maxUsageCount: 10,
  result: {
    data: {
      businessCredits: {
        __typename: 'BusinessCredits',
        total: remaining,
        balances: [
          {
            __typename: 'BusinessCreditBalance',
            packageItemId: 'aero-hospitalidade-09',
            packageName: 'Pacote corporativo — 5 recepções',
            itemIds: ['aero-hospitalidade-02'],
            itemNames: ['Meet & assist'],
            remaining,
            nextExpiry: '2027-10-18T10:00:00.000-03:00',
            awaitingPayment: 0,
          },
        ],
      },
    },
  },
});

async function show(initial: Partial<BusinessCheckoutState>, remaining = 1, itemIds = ['aero-hospitalidade-02']) {
  const i18n = await texts();
  i18n.addResourceBundle('pt-BR', 'credits', creditsPt);
  const client = new ApolloClient({ link: new MockLink([balances(remaining)]), cache: new InMemoryCache() });
  let latest: BusinessCheckoutState = { ...emptyBusinessState(), mode: 'company', accountId: 'acc-1', ...initial };
  function Harness() {
    const [state, setState] = useState(latest);
    latest = state;
    const update: UpdateBusiness = (patch) =>
      setState((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
    return (
      <ClientLinesStep
        accounts={[ACCOUNT]}
        state={state}
        update={update}
        saved={SAVED}
        services={['Meet & assist']}
        itemIds={itemIds}
        zone="America/Sao_Paulo"
        now={NOW}
        locale="pt-BR"
        formId="f"
        action={<button type="submit">continuar</button>}
        onDone={vi.fn()}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <ClientApolloProvider client={client}>
        <Harness />
      </ClientApolloProvider>
    </I18nextProvider>,
  );
  return () => latest;
}

const boxes = async (count: number) => {
  await waitFor(() => expect(screen.getAllByLabelText(LABEL)).toHaveLength(count));
  return screen.getAllByLabelText(LABEL) as HTMLInputElement[];
};

describe('a client line paid with a package credit', () => {
  it('is offered on the line, and ticked the line keeps useCredit', async () => {
    const current = await show({ lines: [goodLine('a')] }, 3);
    const [box] = await boxes(1);
    expect(screen.getByText('Restam 3 créditos; o primeiro vence em 18/10/2027.')).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(current().lines[0].useCredit).toBe(true));
    expect(box.checked).toBe(true);
  });

  it('two lines cannot take more credits than the balance: the second is shut once the first took the last', async () => {
    const current = await show({ lines: [goodLine('a'), goodLine('b', 'c-james')] }, 1);
    const [first, second] = await boxes(2);
    expect(second.disabled).toBe(false);
    fireEvent.click(first);
    await waitFor(() => expect(second.disabled).toBe(true));
    const lineB = second.closest('fieldset')!;
    expect(
      within(lineB as HTMLElement).getByText('Os créditos de pacote para este serviço acabaram ou venceram.'),
    ).toBeTruthy();
    fireEvent.click(second);
    expect(current().lines.map((line) => !!line.useCredit)).toEqual([true, false]);
    // Given back by the first line, the credit is offered to the second.
    fireEvent.click(first);
    await waitFor(() => expect(second.disabled).toBe(false));
  });

  it('says the server refusal of a line credit at that line, until the choice changes', async () => {
    const current = await show(
      {
        lines: [goodLine('a'), goodLine('b', 'c-james', { useCredit: true })],
        refusals: {
          'business.lines.1.useCredit': { code: 'BUSINESS_CREDIT_EXPIRED', message: 'expired (server text)' },
        },
      },
      2,
    );
    const [, second] = await boxes(2);
    const error = await screen.findByTestId('use-credit-error');
    expect(error.textContent).toBe(creditsPt.errors.BUSINESS_CREDIT_EXPIRED);
    expect(second.closest('fieldset')!.contains(error)).toBe(true);
    fireEvent.click(second);
    await waitFor(() => expect(screen.queryByTestId('use-credit-error')).toBeNull());
    expect(current().refusals).toEqual({});
    expect(current().lines[1].useCredit).toBe(false);
  });
});

describe('a line credit the company no longer has', () => {
  it('refused as not applicable with no package for the service: the line can still give the credit up', async () => {
    const current = await show(
      {
        lines: [goodLine('a', 'c-helena', { useCredit: true, service: 0 })],
        refusals: {
          'business.lines.0.useCredit': { code: 'BUSINESS_CREDIT_NOT_APPLICABLE', message: 'server text' },
        },
      },
      1,
      ['aero-hospitalidade-07'],
    );
    expect((await screen.findByTestId('use-credit-error')).textContent).toBe(
      creditsPt.errors.BUSINESS_CREDIT_NOT_APPLICABLE,
    );
    const box = (await screen.findByLabelText(LABEL)) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(current().lines[0].useCredit).toBe(false));
    await waitFor(() => expect(screen.queryByTestId('use-credit-error')).toBeNull());
  });
});
