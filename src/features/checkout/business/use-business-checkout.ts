/**
 * Whether the checkout offers booking for a company (issue 18): to a signed-in member of at least one company,
 * when the cart holds hospitality (meet & assist, receptions). Reads the user's companies in the browser (only
 * then), and the booking's own entries (business-checkout-state.ts). `active`: the booker chose the company, so
 * the page draws BusinessCheckout; `waiting`: what decides it is still being read.
 */
import { useClientQuery } from '@/src/client/client-query';
import type { PageUser } from '@/src/domain/pages/page-declaration';
import { useBusinessCheckoutState } from './business-checkout-state';

const accountsDocument = async () =>
  (await import('./checkout-business-accounts.generated')).CheckoutBusinessAccountsDocument;

export function useBusinessCheckout(company: string, user: PageUser | null, hospitality: boolean) {
  const { state, update, clear, ready } = useBusinessCheckoutState(company);
  const asked = !!user && hospitality;
  const result = useClientQuery(accountsDocument, { variables: {}, skip: !asked });
  const accounts = result.data?.myBusinessAccounts ?? null;
  const eligible = asked && !!accounts && accounts.length > 0;
  return {
    state,
    update,
    clear,
    accounts: accounts ?? [],
    eligible,
    active: eligible && ready && state.mode === 'company',
    // A failed read offers the personal checkout, as for anyone not in a company.
    waiting: asked && (!ready || (!accounts && !result.error)),
  };
}
