/**
 * CLIENT_SESSION_ERROR to the server's log through next-auth's own route, `POST /api/auth/_log`, with the body
 * next-auth's client logger sends (form fields level, code, message and client=true; the server hands `code` and
 * the rest to auth-options' logger, which redacts token-like fields). At most one per minute per tab, so a server
 * that is down is not also flooded by every open tab's retries. The report waits a second: a read cut short by
 * the page going away (a reload, a link) fails as a network error too, and then the timer never fires.
 */
const ONE_MINUTE_MS = 60_000;
const SETTLE_MS = 1_000;
let lastSentAt = Number.NEGATIVE_INFINITY;

export function logClientSessionError(error: unknown): void {
  const now = Date.now();
  if (now - lastSentAt < ONE_MINUTE_MS) return;
  lastSentAt = now;
  const message = error instanceof Error ? error.message : String(error);
  const body = new URLSearchParams({
    level: 'error',
    code: 'CLIENT_SESSION_ERROR',
    message: message.slice(0, 300),
    client: 'true',
  });
  setTimeout(() => send(body), SETTLE_MS);
}

function send(body: URLSearchParams): void {
  try {
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon('/api/auth/_log', body)
    )
      return;
    void fetch('/api/auth/_log', { method: 'POST', credentials: 'same-origin', body, keepalive: true }).catch(() => {});
  } catch {
    // Logging must never break the page.
  }
}

/** Tests only: a fresh tab's throttle. */
export function resetSessionErrorLogForTests(): void {
  lastSentAt = Number.NEGATIVE_INFINITY;
}
