/**
 * Fills the identification step once, where nothing is typed yet: from the signed-in shopper's profile (name and
 * e-mail from the session, phone and identity document from the account's complement), or with the walk-in
 * customer's name in attendant mode (the order's customerName is its customer's name). The document is the one the
 * page's language asks first among those saved (profile-document.ts): a traveller's saved passport in English.
 */
import { useRouter } from 'next/router';
import { useEffect, useReducer } from 'react';
import { useClientQuery } from '@/src/client/client-query';
import { resolveLocale } from '@/src/domain/locale';
import type { CheckoutState } from '@/src/domain/orders/checkout-steps';
import type { PageUser } from '@/src/features/auth/page-session';

const profileQuery = async () => (await import('./checkout-profile.generated')).CheckoutProfileDocument;

export function useProfilePrefill(
  user: PageUser | null,
  attendantCustomer: string | null,
  ready: boolean,
  // The entries at the call; the prefill itself reads them when it applies (the rules load first).
  state: CheckoutState,
  update: (patch: Partial<CheckoutState> | ((current: CheckoutState) => Partial<CheckoutState>)) => void,
) {
  const locale = resolveLocale(useRouter().locale);
  // Once only: a shopper who clears a prefilled field to type another value must not see it come back.
  const [done, markDone] = useReducer(() => true, false);
  const profile = useClientQuery(profileQuery, {
    variables: { email: user?.email ?? '' },
    skip: !user || !!attendantCustomer || !ready || done,
  });
  useEffect(() => {
    if ((!user && !attendantCustomer) || !ready || done || profile.loading) return;
    markDone();
    const complement = profile.data?.user?.complement ?? null;
    const account = profile.data?.user?.name || user?.name || '';
    // The document rules load here, not with the page: only a signed-in shopper's prefill needs them.
    void import('./profile-document').then(({ profileDocument }) =>
      update(({ customer: c }) => {
        // An attendant's order is the walk-in customer's: their name, not the attendant's, and none of the staff's data.
        const saved =
          attendantCustomer || c.identityDocument ? null : profileDocument(complement?.identityDocuments, locale);
        return {
          customer: {
            ...c,
            name: c.name || attendantCustomer || account,
            email: c.email || (attendantCustomer ? '' : (user?.email ?? '')),
            phone: c.phone || (attendantCustomer ? '' : (complement?.phone ?? '')),
            identityDocument: saved?.value ?? c.identityDocument,
            identityDocumentType: saved?.type ?? c.identityDocumentType,
          },
        };
      }),
    );
  }, [user, attendantCustomer, ready, done, profile.loading, profile.data, update, locale]);
}
