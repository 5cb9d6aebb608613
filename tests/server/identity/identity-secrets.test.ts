/** One-time secrets of the local identity provider (src/server/identity/secrets.ts): codes, tokens, digests. */
import { describe, expect, it } from 'vitest';
import { hashCode, newCode, newToken, sameDigest } from '@/src/server/identity/secrets';

describe('one-time secrets', () => {
  it('reset tokens are 43 base64url characters, the shape the token schema accepts', () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('codes are 6 digits from a uniform draw; code hashes depend on the secret', () => {
    const codes = new Set(Array.from({ length: 200 }, newCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    expect(hashCode('a@x.io', '123456', 'one')).not.toBe(hashCode('a@x.io', '123456', 'two'));
    expect(hashCode('a@x.io', '123456', 'one')).not.toBe(hashCode('b@x.io', '123456', 'one'));
  });

  it('sameDigest: equal only for the same digest', () => {
    const digest = hashCode('a@x.io', '123456', 's');
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(digest, hashCode('a@x.io', '123457', 's'))).toBe(false);
    expect(sameDigest(digest, '')).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });
});
