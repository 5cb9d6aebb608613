/**
 * The checkout's entries (customer, way and time, gate, address, payment choice; never a card number) kept in
 * session storage per company, so a reload or Back keeps them and a new tab starts clean. `ready` is false until
 * the saved entries are read (after hydration, so the server and the browser render alike).
 */
import { useCallback, useEffect, useReducer } from 'react';
import { emptyCheckoutState, restoreCheckoutState, type CheckoutState } from '@/src/domain/orders/checkout-state';

export const checkoutStorageKey = (company: string) => `storefront:checkout:${company}`;

type Patch = Partial<CheckoutState> | ((current: CheckoutState) => Partial<CheckoutState>);
interface Stored {
  state: CheckoutState;
  loadedFor: string | null;
}
type Action = { type: 'LOADED'; company: string; state: CheckoutState } | { type: 'UPDATE'; patch: Patch };

function reduce(stored: Stored, action: Action): Stored {
  if (action.type === 'LOADED') return { state: action.state, loadedFor: action.company };
  const patch = typeof action.patch === 'function' ? action.patch(stored.state) : action.patch;
  return { ...stored, state: { ...stored.state, ...patch } };
}

function readSaved(company: string): unknown {
  try {
    const text = window.sessionStorage.getItem(checkoutStorageKey(company));
    return text ? JSON.parse(text) : null;
  } catch {
    return null; // blocked or unreadable storage: start afresh
  }
}

export function useCheckoutState(company: string) {
  const [{ state, loadedFor }, dispatch] = useReducer(reduce, undefined, () => ({
    state: emptyCheckoutState(),
    loadedFor: null,
  }));
  const ready = loadedFor === company;

  useEffect(() => {
    dispatch({ type: 'LOADED', company, state: restoreCheckoutState(readSaved(company)) });
  }, [company]);

  useEffect(() => {
    // Never write before the saved entries are read: that would overwrite them with empty ones.
    if (!ready) return;
    try {
      window.sessionStorage.setItem(checkoutStorageKey(company), JSON.stringify(state));
    } catch {
      // Full or blocked storage: the entries still work for this page.
    }
  }, [state, ready, company]);

  const update = useCallback((patch: Patch) => dispatch({ type: 'UPDATE', patch }), []);
  const clear = useCallback(() => {
    dispatch({ type: 'LOADED', company, state: emptyCheckoutState() });
    try {
      window.sessionStorage.removeItem(checkoutStorageKey(company));
    } catch {
      // nothing saved to clear
    }
  }, [company]);

  return { state, update, clear, ready };
}
