/**
 * Fills the identification step once, where nothing is typed yet: from the signed-in shopper's profile (name and
 * e-mail from the session, phone and CPF from the account's complement), or with the walk-in customer's name in
 * attendant mode (the order's customerName is its customer's name).
 */
import { useEffect, useReducer } from 'react';
import { useClientQuery } from '@/src/client/client-query';
import type { CheckoutState } from '@/src/domain/orders/checkout-steps';
import type { PageUser } from '@/src/features/auth/page-session';

/** The CPF among the complement's identity documents (User.complement.identityDocuments crosses as JSON). */
export function cpfOf(identityDocuments: unknown): string {
  if (!Array.isArray(identityDocuments)) return '';
  for (const document of identityDocuments as unknown[]) {
    const { type, value } = (document ?? {}) as { type?: unknown; value?: unknown };
    if (String(type ?? '').toUpperCase() === 'CPF' && typeof value === 'string') return value;
  }
  return '';
}

const profileDocument = async () => (await import('./checkout-profile.generated')).CheckoutProfileDocument;

export function useProfilePrefill(
  user: PageUser | null,
  attendantCustomer: string | null,
  ready: boolean,
  state: CheckoutState,
  update: (patch: Partial<CheckoutState>) => void,
) {
  // Once only: a shopper who clears a prefilled field to type another value must not see it come back.
  const [done, markDone] = useReducer(() => true, false);
  const profile = useClientQuery(profileDocument, {
    variables: { email: user?.email ?? '' },
    skip: !user || !!attendantCustomer || !ready || done,
  });
  useEffect(() => {
    if ((!user && !attendantCustomer) || !ready || done || profile.loading) return;
    const c = state.customer;
    markDone();
    const complement = profile.data?.user?.complement ?? null;
    const cpf = cpfOf(complement?.identityDocuments);
    update({
      customer: {
        ...c,
        // An attendant's order is the walk-in customer's: their name, not the attendant's.
        name: c.name || attendantCustomer || profile.data?.user?.name || user?.name || '',
        email: c.email || (attendantCustomer ? '' : (user?.email ?? '')),
        phone: c.phone || (attendantCustomer ? '' : (complement?.phone ?? '')),
        identityDocument: c.identityDocument || (attendantCustomer ? '' : cpf),
      },
    });
  }, [user, attendantCustomer, ready, done, profile.loading, profile.data, state.customer, update]);
}
