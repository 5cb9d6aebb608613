/**
 * Who may place an order (SPEC §6, docs/interfaces.md "Orders"). Where the company or the catalogue requires
 * sign-in, the buyer must be signed in (UNAUTHENTICATED) with a verified e-mail (EMAIL_NOT_VERIFIED: the checkout
 * sends them to /verificar-email and back). A guest needs the browser's client id cookie (CLIENT_ID_REQUIRED): it is
 * how the order is found, cancelled and limited again. Identity comes from the session and the cookie only.
 */
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { ReadCatalog } from '../catalog/read-model';
import { buyerMessage } from '../i18n/buyer-messages';
import type { Locale } from '../i18n/localize';
import { orderMessage } from '../i18n/order-messages';
import type { Caller } from './order-access';
import { OrderError } from './order-error';

export type BuyerRefusal = 'UNAUTHENTICATED' | 'EMAIL_NOT_VERIFIED' | 'CLIENT_ID_REQUIRED';

/** The refusal for this caller, or null when they may order. */
export function buyerRefusal(requiresSignIn: boolean, caller: Caller): BuyerRefusal | null {
  if (!caller.viewer) {
    if (requiresSignIn) return 'UNAUTHENTICATED';
    return caller.clientId ? null : 'CLIENT_ID_REQUIRED';
  }
  return requiresSignIn && !caller.viewer.emailVerified ? 'EMAIL_NOT_VERIFIED' : null;
}

/** Throws the refusal as an OrderError with its translated message. */
export function checkBuyer(snap: CompanySnapshot, catalog: ReadCatalog, caller: Caller, locale: Locale): void {
  const requiresSignIn = Boolean(catalog.record.requiredAuth || snap.doc.company.requiredAuth);
  const refusal = buyerRefusal(requiresSignIn, caller);
  if (!refusal) return;
  const message =
    refusal === 'UNAUTHENTICATED' ? orderMessage('UNAUTHENTICATED', locale) : buyerMessage(refusal, locale);
  throw new OrderError(refusal, message);
}
