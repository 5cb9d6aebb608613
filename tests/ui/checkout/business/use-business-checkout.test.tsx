// @vitest-environment jsdom
/**
 * Whom the checkout offers booking for a company (issue 18): a signed-in member of a company with hospitality in the
 * cart; never a guest (nothing is asked), nor a cart without hospitality, nor someone in no company (asked, then
 * the personal checkout). The company's steps are drawn once she chose it, and the choice survives a reload
 * (session storage). The server is Apollo's MockLink.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import type { ReactNode } from 'react';
import { ClientApolloProvider } from '@/src/client/client-query';
import { CheckoutBusinessAccountsDocument } from '@/src/features/checkout/business/checkout-business-accounts.generated';
import { useBusinessCheckout } from '@/src/features/checkout/business/use-business-checkout';
import { businessStorageKey } from '@/src/features/checkout/business/business-checkout-state';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const USER = { name: 'Renata', email: 'reservas@viagenscorp.test', emailVerified: true };
const account = {
  __typename: 'BusinessAccount',
  _id: 'acc-1',
  tradeName: 'Viagens Corp',
  legalName: 'Viagens Corp Ltda',
  cnpj: '11222333000181',
  members: [{ __typename: 'BusinessMember', name: 'Renata', email: USER.email, me: true }],
  creditLine: { __typename: 'BusinessCreditLine', status: 'APPROVED', limit: 20000, available: 20000 },
};

function wrapper(accounts: unknown[] | null) {
  const mocks = accounts
    ? [{ request: { query: CheckoutBusinessAccountsDocument }, result: { data: { myBusinessAccounts: accounts } } }]
    : [];
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  return function Provider({ children }: { children: ReactNode }) {
    return <ClientApolloProvider client={client}>{children}</ClientApolloProvider>;
  };
}

describe('useBusinessCheckout', () => {
  it('a member with hospitality in the cart is offered it; choosing the company draws its steps', async () => {
    const { result } = renderHook(() => useBusinessCheckout('aeroporto', USER, true), { wrapper: wrapper([account]) });
    expect(result.current.waiting).toBe(true);
    await waitFor(() => expect(result.current.eligible).toBe(true));
    expect(result.current).toMatchObject({ waiting: false, active: false });
    act(() => result.current.update({ mode: 'company', accountId: 'acc-1' }));
    expect(result.current.active).toBe(true);
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(businessStorageKey('aeroporto'))!)).toMatchObject({
        mode: 'company',
      }),
    );
  });

  it('the choice survives a reload of the page', async () => {
    window.sessionStorage.setItem(
      businessStorageKey('aeroporto'),
      JSON.stringify({ mode: 'company', accountId: 'acc-1' }),
    );
    const { result } = renderHook(() => useBusinessCheckout('aeroporto', USER, true), { wrapper: wrapper([account]) });
    await waitFor(() => expect(result.current.active).toBe(true));
  });

  it('someone in no company is asked, then gets the personal checkout', async () => {
    const { result } = renderHook(() => useBusinessCheckout('aeroporto', USER, true), { wrapper: wrapper([]) });
    await waitFor(() => expect(result.current.waiting).toBe(false));
    expect(result.current).toMatchObject({ eligible: false, active: false });
  });

  it('a guest, or a cart without hospitality, is never asked (the server would answer a company: none is asked)', async () => {
    const guest = renderHook(() => useBusinessCheckout('aeroporto', null, true), { wrapper: wrapper([account]) });
    const food = renderHook(() => useBusinessCheckout('aeroporto', USER, false), { wrapper: wrapper([account]) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const { result } of [guest, food])
      expect(result.current).toMatchObject({ eligible: false, active: false, waiting: false });
  });
});
