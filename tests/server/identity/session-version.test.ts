/**
 * The session version's small rules (src/server/identity/session-version.ts) that the HTTP-level tests
 * (identity-sessions-end.test.ts) cannot reach without a Firebase project: tokens without a version, and Firebase ID
 * tokens, which carry a sign-in time instead.
 */
import { describe, expect, it } from 'vitest';
import { firebaseSignInIsCurrent, isCurrentVersion, versionClaim } from '@/src/server/identity/session-version';

describe('session version claims', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    ['3', 0],
    [-1, 0],
    [1.5, 0],
    [0, 0],
    [7, 7],
  ])('%s reads as %s', (claim, version) => {
    expect(versionClaim(claim)).toBe(version);
  });

  it('a token is current only for an existing user at the same version', () => {
    expect(isCurrentVersion({ sessionVersion: 2 }, 2)).toBe(true);
    expect(isCurrentVersion({ sessionVersion: 2 }, 1)).toBe(false);
    expect(isCurrentVersion({ sessionVersion: 2 }, 3)).toBe(false);
    expect(isCurrentVersion({ sessionVersion: 0 }, undefined)).toBe(true);
    expect(isCurrentVersion({ sessionVersion: 1 }, undefined)).toBe(false);
    expect(isCurrentVersion(undefined, 0)).toBe(false);
    expect(isCurrentVersion(null, 0)).toBe(false);
  });
});

describe('Firebase ID tokens against the moment the sessions ended', () => {
  const ended = new Date('2026-11-23T15:00:00.400Z');
  const at = (iso: string) => Date.parse(iso) / 1000;
  it('a sign-in before it is refused; the same second or later is current; no end means current', () => {
    expect(firebaseSignInIsCurrent(at('2026-11-23T14:59:59Z'), ended)).toBe(false);
    expect(firebaseSignInIsCurrent(at('2026-11-23T15:00:00Z'), ended)).toBe(true);
    expect(firebaseSignInIsCurrent(at('2026-11-23T15:00:01Z'), ended)).toBe(true);
    expect(firebaseSignInIsCurrent(at('2020-01-01T00:00:00Z'), null)).toBe(true);
    expect(firebaseSignInIsCurrent(undefined, ended)).toBe(false);
  });
});
