import { describe, expect, it } from 'vitest';
import { authReducer, INITIAL_AUTH_STATE, type AuthState } from '@/src/domain/accounts/auth-state';

const ana = { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true };
// Built inside each test, not when the file loads: Stryker then runs the reducer's mutants against the tests that
// cover them (code run at import counts as "static" and is tested less reliably by the vitest runner).
const signIn = (): AuthState =>
  authReducer(INITIAL_AUTH_STATE, {
    type: 'AUTH_STATE_CHANGED',
    authenticated: true,
    user: ana,
  });
const backendUser = { _id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true };

describe('authReducer', () => {
  it('starts not initialised, signed out, persistence local', () => {
    expect(INITIAL_AUTH_STATE).toEqual({
      initialised: false,
      authenticated: false,
      user: null,
      persistence: 'local',
      backendUser: null,
    });
  });

  it('AUTH_STATE_CHANGED sets initialised, authenticated and the user; signed out clears the user', () => {
    const signedIn = signIn();
    expect(signedIn).toMatchObject({ initialised: true, authenticated: true, user: ana });
    const out = authReducer(signedIn, { type: 'AUTH_STATE_CHANGED', authenticated: false, user: ana });
    expect(out).toMatchObject({ initialised: true, authenticated: false, user: null });
    expect(
      authReducer(INITIAL_AUTH_STATE, { type: 'AUTH_STATE_CHANGED', authenticated: true, user: null }).authenticated,
    ).toBe(false);
  });

  it('UPDATE_USER_PROFILE merges fields into the user (and the backend name) without touching the rest', () => {
    const signedIn = signIn();
    const withBackend = authReducer(signedIn, { type: 'BACKEND_USER_LOADED', backendUser });
    const next = authReducer(withBackend, { type: 'UPDATE_USER_PROFILE', profile: { name: 'Ana Maria' } });
    expect(next.user).toEqual({ ...ana, name: 'Ana Maria' });
    expect(next.backendUser?.name).toBe('Ana Maria');
    expect(signedIn.user?.name).toBe('Ana');
  });

  it('UPDATE_USER_PROFILE while signed out changes nothing', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'UPDATE_USER_PROFILE', profile: { name: 'X' } })).toBe(
      INITIAL_AUTH_STATE,
    );
  });

  it('SET_PERSISTENCE records local, session or none', () => {
    const signedIn = signIn();
    for (const persistence of ['session', 'none', 'local'] as const)
      expect(authReducer(signedIn, { type: 'SET_PERSISTENCE', persistence }).persistence).toBe(persistence);
  });

  it('the backend user is kept for the same account only, and dropped when another signs in or on sign-out', () => {
    const signedIn = signIn();
    const withBackend = authReducer(signedIn, { type: 'BACKEND_USER_LOADED', backendUser });
    expect(withBackend.backendUser).toEqual(backendUser);
    expect(
      authReducer(withBackend, { type: 'AUTH_STATE_CHANGED', authenticated: true, user: ana }).backendUser,
    ).toEqual(backendUser);
    expect(
      authReducer(withBackend, {
        type: 'AUTH_STATE_CHANGED',
        authenticated: true,
        user: { ...ana, id: 'u2', email: 'bia@example.com' },
      }).backendUser,
    ).toBeNull();
    expect(
      authReducer(withBackend, { type: 'AUTH_STATE_CHANGED', authenticated: false, user: null }).backendUser,
    ).toBeNull();
    expect(
      authReducer(signedIn, {
        type: 'BACKEND_USER_LOADED',
        backendUser: { ...backendUser, email: 'other@example.com' },
      }),
    ).toBe(signedIn);
  });
});
