// @vitest-environment jsdom
/**
 * The review of a company booking where package credits pay lines (issue 18, point 5): such a line says "1 crédito"
 * (in the page's language) instead of a price, the others their price, and the total is the server's quote; when
 * credits pay every line the payment says so. The GraphQL server is replaced by Apollo's MockLink.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { emptyCheckoutState } from '@/src/domain/orders/checkout-state';
import { ClientApolloProvider } from '@/src/client/client-query';
import { CheckoutQuoteDocument } from '@/src/features/checkout/checkout-quote.generated';
import { BusinessReviewStep } from '@/src/features/checkout/business/BusinessReviewStep';
import {
  emptyBusinessState,
  type BusinessCheckoutState,
} from '@/src/features/checkout/business/business-checkout-state';
import type { CheckoutOrderInput } from '@/src/features/checkout/checkout-shapes';
import { ACCOUNT, goodLine, SAVED, texts } from './business-harness';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const quoteLine = (total: number) => ({
  __typename: 'QuoteLine',
  itemId: 'aero-hospitalidade-02',
  quantity: 1,
  unitPrice: 450,
  total,
});

async function show(state: Partial<BusinessCheckoutState>, lines: number[], total: number, lng = 'pt-BR') {
  const i18n = await texts(lng);
  const mock = {
    request: { query: CheckoutQuoteDocument, variables: () => true },
    maxUsageCount: 5,
    result: {
      data: {
        quote: {
          __typename: 'Quote',
          lines: lines.map(quoteLine),
          subtotal: total,
          discount: 0,
          deliveryFee: 0,
          total,
          problemDetails: [],
        },
      },
    },
  };
  const client = new ApolloClient({ link: new MockLink([mock]), cache: new InMemoryCache() });
  render(
    <I18nextProvider i18n={i18n}>
      <ClientApolloProvider client={client}>
        <BusinessReviewStep
          account={ACCOUNT}
          state={{ ...emptyBusinessState(), mode: 'company', accountId: 'acc-1', ...state }}
          checkout={emptyCheckoutState()}
          saved={SAVED}
          services={['Meet & assist']}
          input={{ catalogId: 'aero-hospitalidade' } as CheckoutOrderInput}
          priceChange={null}
          placeError={null}
          placing={false}
          buttonLabel={null}
          checkoutWarning={null}
          formId="f"
          onPlace={vi.fn()}
        />
      </ClientApolloProvider>
    </I18nextProvider>,
  );
}

const prices = () => screen.getAllByTestId('business-review-price').map((p) => p.textContent);
const totalText = () => screen.getByTestId('checkout-total').textContent?.replace(/\s/g, ' ');

describe('the review of a company booking paid partly with credits', () => {
  it('says "1 crédito" on the credited line, the price on the other, and the total of the quote', async () => {
    await show(
      {
        lines: [goodLine('a', 'c-helena', { useCredit: true }), goodLine('b', 'c-james')],
        payment: 'ON_ACCOUNT',
        costCentre: 'Diretoria',
      },
      [0, 450],
      450,
    );
    await waitFor(() => expect(totalText()).toMatch(/R\$ 450,00/));
    expect(prices()[0]).toBe('1 crédito');
    expect(prices()[1]?.replace(/\s/g, ' ')).toBe('R$ 450,00');
  });

  it('every line on a credit: total R$ 0,00 and the payment says credits pay it, in English too', async () => {
    await show(
      {
        lines: [goodLine('a', 'c-helena', { useCredit: true }), goodLine('b', 'c-james', { useCredit: true })],
        payment: 'CREDITS',
      },
      [0, 0],
      0,
      'en',
    );
    await waitFor(() => expect(totalText()).toMatch(/R\$ 0\.00|R\$ 0,00/));
    expect(prices()).toEqual(['1 credit', '1 credit']);
    expect(screen.getByTestId('business-review-payment').textContent).toBe(
      "Package credits: 2 of the company's credits.",
    );
  });
});
