/**
 * The e-mail a password recovery was asked for, kept in this tab's session storage between /recuperar-senha and
 * /recuperar-senha/confirmar-codigo (never the code or the password). A reload keeps it; closing the tab forgets it.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'storefront:recovery-email';

export function rememberRecoveryEmail(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Blocked storage: the code screen sends the user back to ask again.
  }
}

export function recoveryEmail(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetRecoveryEmail(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

const noSubscription = () => () => {};

/** The kept e-mail: undefined while server rendering and hydrating, then the e-mail or null. */
export function useRecoveryEmail(): string | null | undefined {
  return useSyncExternalStore(noSubscription, recoveryEmail, () => undefined);
}
