/**
 * The main state behind a React context, saved in session storage: a reload keeps attendant mode and the
 * customer's name, while closing the tab (the end of the attendant's session with that customer) forgets them.
 *
 *   const { state, dispatch, ready } = useMainState();
 *   dispatch({ type: 'START_ATTENDANCE', customerName: 'Maria' });
 *
 * `ready` is false until the saved state has been read (after hydration, so server and browser render alike).
 */
import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { defaultMainState, mainStateReducer, type MainState, type MainStateAction } from './main-state-reducer';

export const MAIN_STATE_STORAGE_KEY = 'storefront:main-state';

export interface MainStateContextValue {
  state: MainState;
  dispatch: (action: MainStateAction) => void;
  ready: boolean;
}

const MainStateContext = createContext<MainStateContextValue | null>(null);

interface Stored {
  state: MainState;
  ready: boolean;
}
type StoredAction = MainStateAction | { type: 'LOADED'; saved: unknown };

function storedReducer(stored: Stored, action: StoredAction): Stored {
  if (action.type === 'LOADED')
    return { state: mainStateReducer(stored.state, { type: 'RESTORE', saved: action.saved }), ready: true };
  return { ...stored, state: mainStateReducer(stored.state, action) };
}

function readSaved(): unknown {
  try {
    const text = window.sessionStorage.getItem(MAIN_STATE_STORAGE_KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null; // unreadable or blocked storage: start afresh
  }
}

export function MainStateProvider({ children }: { children: ReactNode }) {
  const [{ state, ready }, dispatch] = useReducer(storedReducer, undefined, () => ({
    state: defaultMainState(),
    ready: false,
  }));

  useEffect(() => {
    // Not in a transition, as the cart's (order-context.tsx): read before anything else can write the saved state.
    dispatch({ type: 'LOADED', saved: readSaved() });
  }, []);

  useEffect(() => {
    // Never write before the saved state is read: that would overwrite it with the defaults.
    if (!ready) return;
    try {
      window.sessionStorage.setItem(MAIN_STATE_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Full or blocked storage: the state still holds for this page.
    }
  }, [state, ready]);

  const value = useMemo(() => ({ state, dispatch, ready }), [state, ready]);
  return <MainStateContext.Provider value={value}>{children}</MainStateContext.Provider>;
}

/** The main state; outside a MainStateProvider it throws, as a missing provider is a programming error. */
export function useMainState(): MainStateContextValue {
  const value = useContext(MainStateContext);
  if (!value) throw new Error('useMainState must be used within a MainStateProvider');
  return value;
}
