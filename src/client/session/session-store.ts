/**
 * The browser's view of the next-auth session without next-auth's client (no provider in _app: first-load
 * JavaScript is on a budget). One store per tab reads `/api/auth/session` after hydration, again when the tab
 * becomes visible or the window gets focus, when another tab broadcasts a sign-in or sign-out, and every
 * NEXT_PUBLIC_SESSION_POLL_SECONDS while online; the cookie itself is httpOnly. Every change goes through the auth
 * reducer (src/domain/accounts/auth-state.ts); `useSession` sees its `status` and `user`.
 */
import {
  authReducer,
  INITIAL_AUTH_STATE,
  type AuthAction,
  type AuthState,
  type AuthUser,
  type BackendUser,
} from '@/src/domain/accounts/auth-state';
import { logClientSessionError } from './session-error-log';
import { fetchBackendUser } from './backend-user';

export type SessionUser = AuthUser;

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; user: null };

const CHANNEL = 'storefront-session';
const LOADING: SessionState = { status: 'loading', user: null };
const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null };

let auth: AuthState = INITIAL_AUTH_STATE;
let state: SessionState = LOADING;
const listeners = new Set<() => void>();
let inFlight: Promise<SessionState> | null = null;
let backendInFlight: Promise<BackendUser | null> | null = null;
let channel: BroadcastChannel | null = null;
let pollTimer: ReturnType<typeof setInterval> | null = null;
let missedWhileOffline = false;
/** The ID token of the last session read: only here, in memory, for the backend user request. */
let idToken = '';

function sessionStateOf(next: AuthState): SessionState {
  if (!next.initialised) return LOADING;
  return next.authenticated && next.user ? { status: 'authenticated', user: next.user } : SIGNED_OUT;
}

/** Every change of the tab's auth state: through the reducer; listeners hear only real changes. */
export function dispatchAuth(action: AuthAction): void {
  const next = authReducer(auth, action);
  if (next === auth) return;
  auth = next;
  const derived = sessionStateOf(next);
  // useSyncExternalStore needs the same object while nothing visible changed.
  if (JSON.stringify(derived) !== JSON.stringify(state)) state = derived;
  listeners.forEach((listener) => listener());
}

/** The session answer's user, public fields only (never the ID token), or null when signed out. */
export function sessionUserOf(body: unknown): SessionUser | null {
  const user = (body as { user?: Partial<SessionUser> } | null)?.user;
  if (!user || typeof user.email !== 'string' || !user.email) return null;
  return {
    id: String(user.id ?? ''),
    name: typeof user.name === 'string' ? user.name : null,
    email: user.email,
    emailVerified: user.emailVerified === true,
  };
}

async function readSession(): Promise<void> {
  let body: unknown;
  try {
    const response = await fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    logClientSessionError(error);
    // A failed read keeps what was known; a first read that fails counts as signed out.
    if (!auth.initialised) dispatchAuth({ type: 'AUTH_STATE_CHANGED', authenticated: false, user: null });
    return;
  }
  const user = sessionUserOf(body);
  const token = (body as { idToken?: unknown } | null)?.idToken;
  idToken = user && typeof token === 'string' ? token : '';
  dispatchAuth({ type: 'AUTH_STATE_CHANGED', authenticated: user !== null, user });
  const persistence = (body as { persistence?: unknown } | null)?.persistence;
  if (user && (persistence === 'local' || persistence === 'session' || persistence === 'none'))
    dispatchAuth({ type: 'SET_PERSISTENCE', persistence });
  if (user && !auth.backendUser) void loadBackendUser();
}

/** Reads the session again (one request at a time). */
export function refreshSession(): Promise<SessionState> {
  inFlight ??= readSession()
    .then(() => state)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The backend's record of the signed-in user, fetched once per account with the Bearer ID token (a plain fetch:
 * no Apollo on first load). Resolves to what the store then holds.
 */
export function loadBackendUser(): Promise<BackendUser | null> {
  if (auth.backendUser || !auth.user || !idToken) return Promise.resolve(auth.backendUser);
  backendInFlight ??= fetchBackendUser(auth.user.email, idToken)
    .then((found) => {
      if (found) dispatchAuth({ type: 'BACKEND_USER_LOADED', backendUser: found });
      return auth.backendUser;
    })
    .finally(() => {
      backendInFlight = null;
    });
  return backendInFlight;
}

/** Tells the other tabs of this site that the session changed (they read it again). */
export function broadcastSessionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const sender = new BroadcastChannel(CHANNEL);
  sender.postMessage('changed');
  sender.close();
}

/** NEXT_PUBLIC_SESSION_POLL_SECONDS as milliseconds; absent, zero or not a number: no polling. */
export function pollIntervalMs(value: string | undefined = process.env.NEXT_PUBLIC_SESSION_POLL_SECONDS): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, seconds) * 1000 : 0;
}

function onVisible() {
  if (document.visibilityState === 'visible') void refreshSession();
}
function onFocus() {
  void refreshSession();
}
/** A poll tick reads only while online; one skipped offline happens when the connection is back. */
function onPoll() {
  if (navigator.onLine === false) missedWhileOffline = true;
  else void refreshSession();
}
function onOnline() {
  if (!missedWhileOffline) return;
  missedWhileOffline = false;
  void refreshSession();
}

/** useSyncExternalStore's subscribe: the first subscriber starts the reads and the listeners. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    const every = pollIntervalMs();
    if (every > 0) pollTimer = setInterval(onPoll, every);
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => void refreshSession();
    }
    void refreshSession();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = null;
      missedWhileOffline = false;
      channel?.close();
      channel = null;
    }
  };
}

export const sessionSnapshot = (): SessionState => state;
/** The whole auth state (persistence and backend user included). */
export const authSnapshot = (): AuthState => auth;
/** The server never knows the browser's session for a shared, cached page: it renders "loading". */
export const serverSessionSnapshot = (): SessionState => LOADING;

/** Tests only: back to a fresh tab. */
export function resetSessionStoreForTests(): void {
  auth = INITIAL_AUTH_STATE;
  state = LOADING;
  idToken = '';
  inFlight = null;
  backendInFlight = null;
  missedWhileOffline = false;
}
