import { useSyncExternalStore } from 'react';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession, type SessionState } from './session-store';

/** The session as this tab knows it: `loading` until the first read after hydration, then signed in or out. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
}
