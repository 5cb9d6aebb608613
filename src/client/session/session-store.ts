/**
 * The browser's view of the next-auth session without next-auth's client (no provider in _app: first-load
 * JavaScript is on a budget). One store per tab reads `/api/auth/session` after hydration, again when the tab
 * becomes visible and when another tab broadcasts a sign-in or sign-out; the cookie itself is httpOnly.
 */
export interface SessionUser {
  id: string;
  name: string | null;
  email: string;
  emailVerified: boolean;
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; user: null };

const CHANNEL = 'storefront-session';
const LOADING: SessionState = { status: 'loading', user: null };
const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null };

let state: SessionState = LOADING;
const listeners = new Set<() => void>();
let inFlight: Promise<SessionState> | null = null;
let channel: BroadcastChannel | null = null;

function set(next: SessionState) {
  if (JSON.stringify(next) === JSON.stringify(state)) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** The session answer as this store keeps it: only the user's public fields (never the ID token). */
export function sessionStateOf(body: unknown): SessionState {
  const user = (body as { user?: Partial<SessionUser> } | null)?.user;
  if (!user || typeof user.email !== 'string' || !user.email) return SIGNED_OUT;
  return {
    status: 'authenticated',
    user: { id: String(user.id ?? ''), name: typeof user.name === 'string' ? user.name : null, email: user.email, emailVerified: user.emailVerified === true },
  };
}

/** Reads the session again (one request at a time); a failed read keeps what was known. */
export function refreshSession(): Promise<SessionState> {
  inFlight ??= fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' })
    .then(async (response) => (response.ok ? sessionStateOf(await response.json()) : state.status === 'loading' ? SIGNED_OUT : state))
    .catch(() => (state.status === 'loading' ? SIGNED_OUT : state))
    .then((next) => {
      set(next);
      return next;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Tells the other tabs of this site that the session changed (they read it again). */
export function broadcastSessionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const sender = new BroadcastChannel(CHANNEL);
  sender.postMessage('changed');
  sender.close();
}

function onVisible() {
  if (document.visibilityState === 'visible') void refreshSession();
}

/** useSyncExternalStore's subscribe: the first subscriber starts the reads and the listeners. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisible);
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
      channel?.close();
      channel = null;
    }
  };
}

export const sessionSnapshot = (): SessionState => state;
/** The server never knows the browser's session for a shared, cached page: it renders "loading". */
export const serverSessionSnapshot = (): SessionState => LOADING;
