/**
 * Fills the identification step from the signed-in shopper's profile once, where the shopper has typed nothing:
 * name and e-mail from the session, phone and CPF from the account's complement.
 */
import { useEffect, useReducer } from 'react';
import { useClientQuery } from '@/src/client/client-query';
import type { CheckoutState } from '@/src/domain/orders/checkout-steps';
import type { PageUser } from '@/src/features/auth/page-session';

const profileDocument = async () => (await import('./checkout-operations')).CHECKOUT_PROFILE_QUERY;

export function useProfilePrefill(user: PageUser | null, ready: boolean, state: CheckoutState, update: (patch: Partial<CheckoutState>) => void) {
  // Once only: a shopper who clears a prefilled field to type another value must not see it come back.
  const [done, markDone] = useReducer(() => true, false);
  const profile = useClientQuery(profileDocument, { variables: { email: user?.email ?? '' }, skip: !user || !ready || done });
  useEffect(() => {
    if (!user || !ready || done) return;
    const c = state.customer;
    if (profile.loading) return;
    markDone();
    const complement = profile.data?.user?.complement ?? null;
    const cpf = complement?.identityDocuments?.find((d) => String(d.type ?? '').toUpperCase() === 'CPF')?.value ?? '';
    update({
      customer: {
        ...c,
        name: c.name || profile.data?.user?.name || user.name || '',
        email: c.email || user.email,
        phone: c.phone || complement?.phone || '',
        identityDocument: c.identityDocument || cpf,
      },
    });
  }, [user, ready, done, profile.loading, profile.data, state.customer, update]);
}
