import { describe, expect, it } from 'vitest';
import { popupState, POPUP_DONE_PATH } from '@/src/features/auth/social-popup';

const origin = 'http://mercado.localhost:3106';

describe('popupState: what the opener reads from the sign-in popup', () => {
  it('closed by the user', () => expect(popupState({ closed: true, href: null }, origin)).toEqual({ kind: 'closed' }));
  it('still blank, or at the provider (another origin, unreadable), or inside next-auth: pending', () => {
    expect(popupState({ closed: false, href: 'about:blank' }, origin).kind).toBe('pending');
    expect(popupState({ closed: false, href: null }, origin).kind).toBe('pending');
    expect(popupState({ closed: false, href: `${origin}/api/auth/callback/oidc?code=x` }, origin).kind).toBe('pending');
  });
  it('back on our done page: done; the same path on another origin is not', () => {
    expect(popupState({ closed: false, href: `${origin}${POPUP_DONE_PATH}` }, origin)).toEqual({ kind: 'done' });
    expect(popupState({ closed: false, href: `http://evil.example${POPUP_DONE_PATH}` }, origin).kind).toBe('pending');
  });
  it('on our error page: failed, with the path to show in the opener', () => {
    expect(popupState({ closed: false, href: `${origin}/login?error=AccessDenied` }, origin)).toEqual({
      kind: 'failed',
      path: '/login?error=AccessDenied',
    });
  });
});
