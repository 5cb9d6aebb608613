/**
 * Social sign-in in a popup: next-auth's OAuth redirect flow runs inside a small window while this page stays put.
 * The sign-in form posts into the popup (its `target`), next-auth sends it to the provider and back to
 * POPUP_DONE_PATH, a static page of our own origin; this window watches the popup's address (readable again once
 * it is back on our origin), closes it and carries on signed in. Without a popup (blocked) the same form runs here.
 */

/** The static page the popup lands on after signing in (public/auth-popup.html). */
export const POPUP_DONE_PATH = '/auth-popup.html';
export const POPUP_NAME = 'social-sign-in';
const POPUP_FEATURES = 'popup=yes,width=480,height=640';
const WATCH_MS = 250;

/** Where the popup is, as far as this window may know: nowhere yet (blank or at the provider), done, or failed. */
export type PopupState = { kind: 'pending' } | { kind: 'closed' } | { kind: 'done' } | { kind: 'failed'; path: string };

/** What a popup's address means to its opener (`href` null: another origin, unreadable). */
export function popupState(popup: { closed: boolean; href: string | null }, origin: string): PopupState {
  if (popup.closed) return { kind: 'closed' };
  if (popup.href === null || popup.href === 'about:blank') return { kind: 'pending' };
  let url: URL;
  try {
    url = new URL(popup.href);
  } catch {
    return { kind: 'pending' };
  }
  if (url.origin !== origin) return { kind: 'pending' };
  if (url.pathname === POPUP_DONE_PATH) return { kind: 'done' };
  // next-auth's error page is our /login?error=…: back on our origin anywhere else means the flow ended unsigned.
  if (url.pathname.startsWith('/api/auth/')) return { kind: 'pending' };
  return { kind: 'failed', path: `${url.pathname}${url.search}` };
}

function hrefOf(popup: Window): string | null {
  try {
    return popup.location.href;
  } catch {
    return null; // at the provider: another origin
  }
}

/** Opens the popup; must run in the click itself, or the browser blocks it. Null when it was blocked. */
export function openPopup(): Window | null {
  return window.open('about:blank', POPUP_NAME, POPUP_FEATURES);
}

/** Posts next-auth's sign-in form for `provider`, into `target` (the popup's name) or this window. */
export function postSignIn(provider: string, csrfToken: string, callbackUrl: string, target: string) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = `/api/auth/signin/${encodeURIComponent(provider)}`;
  form.target = target;
  for (const [name, value] of Object.entries({ csrfToken, callbackUrl })) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/** Resolves when the popup has finished (closing it) or was closed by the user. */
export function watchPopup(popup: Window): Promise<Exclude<PopupState, { kind: 'pending' }>> {
  return new Promise((resolve) => {
    const timer = window.setInterval(() => {
      const state = popupState(
        { closed: popup.closed, href: popup.closed ? null : hrefOf(popup) },
        window.location.origin,
      );
      if (state.kind === 'pending') return;
      window.clearInterval(timer);
      if (!popup.closed) popup.close();
      resolve(state);
    }, WATCH_MS);
  });
}
