/**
 * Where a user goes after signing in, signing up or verifying: the `callbackUrl` (or `backTo`) they came with, when
 * it is a path on this very host and not an account screen (returning to /login after /login would loop); else
 * nothing, and the caller goes home.
 */
export const AUTH_ROUTES = ['/login', '/cadastrar', '/verificar-email', '/recuperar-senha', '/api/auth'];
const LOCALE_PREFIX = /^\/(en|es|pt-BR)(?=\/|$)/;

/** True for the account screens themselves (with or without a language prefix). */
export function isAuthRoute(path: string): boolean {
  const bare = path.replace(LOCALE_PREFIX, '') || '/';
  const pathname = bare.split(/[?#]/)[0] ?? '/';
  return AUTH_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/**
 * The same-host path of `value` (a path or an absolute URL on `origin`), or null when it leaves the host, is not a
 * string, or is an account screen. `origin` is the page's own (`window.location.origin`, or the request's).
 */
export function safeReturnPath(value: unknown, origin: string): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  // `//evil.test` and `/\evil.test` parse as other hosts, so the origin check catches them.
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isAuthRoute(path) ? null : path;
}

/** The return path a screen was given (`callbackUrl` first, then `backTo`). */
export function returnPathOf(query: Record<string, unknown>, origin: string): string | null {
  return safeReturnPath(query.callbackUrl, origin) ?? safeReturnPath(query.backTo, origin);
}

/** `path?callbackUrl=…` when there is somewhere to return to. */
export function withReturn(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?callbackUrl=${encodeURIComponent(returnTo)}` : path;
}
