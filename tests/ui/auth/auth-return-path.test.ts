/**
 * Where the account screens send a user afterwards, and the server guard's decision: only paths on the page's own
 * host that are not account screens; a protected page without a session goes to /login with SessionRequired, an
 * unverified e-mail on a company that requires sign-in goes to /verificar-email.
 */
import { describe, expect, it } from 'vitest';
import { protectDecision } from '@/src/features/auth/protect-page';
import { isAuthRoute, returnPathOf, safeReturnPath } from '@/src/features/auth/return-path';

const origin = 'http://mercado.test:3000';

describe('safeReturnPath', () => {
  it.each([
    ['/loja/hortifruti?x=1#top', '/loja/hortifruti?x=1#top'],
    ['/en/conta', '/en/conta'],
    [`${origin}/carrinho`, '/carrinho'],
    ['http://evil.test/carrinho', null],
    ['//evil.test/x', null],
    ['/\\evil.test/x', null],
    ['http://mercado.test:3001/x', null],
    ['javascript:alert(1)', null],
    ['/login', null],
    ['/en/login?callbackUrl=/x', null],
    ['/cadastrar', null],
    ['/verificar-email', null],
    ['/recuperar-senha/abc', null],
    ['/api/auth/signout', null],
    ['', null],
    [undefined, null],
    [['/conta', '/x'], '/conta'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });

  it('prefers callbackUrl, then backTo', () => {
    expect(returnPathOf({ callbackUrl: '/a', backTo: '/b' }, origin)).toBe('/a');
    expect(returnPathOf({ callbackUrl: 'http://evil.test/', backTo: '/b' }, origin)).toBe('/b');
    expect(returnPathOf({}, origin)).toBeNull();
  });

  it('knows the account screens, not pages that merely start alike', () => {
    expect(isAuthRoute('/login')).toBe(true);
    expect(isAuthRoute('/es/cadastrar')).toBe(true);
    expect(isAuthRoute('/loginho')).toBe(false);
    expect(isAuthRoute('/conta')).toBe(false);
  });
});

describe('protectDecision', () => {
  const verified = { name: 'Ana', email: 'a@x.test', emailVerified: true };
  const unverified = { ...verified, emailVerified: false };
  it.each([
    ['no session, requiredAuth', null, true, {}, '/login?callbackUrl=%2Fpedidos&error=SessionRequired'],
    ['no session, open company', null, false, {}, null],
    [
      'no session, page always protected',
      null,
      false,
      { always: true },
      '/login?callbackUrl=%2Fpedidos&error=SessionRequired',
    ],
    ['unverified, requiredAuth', unverified, true, {}, '/verificar-email?callbackUrl=%2Fpedidos'],
    ['unverified on the verification page itself', unverified, true, { allowUnverified: true }, null],
    ['unverified, open company', unverified, false, { always: true }, null],
    ['verified, requiredAuth', verified, true, { always: true }, null],
  ] as const)('%s', (_, user, requiredAuth, rule, expected) => {
    expect(protectDecision(user, requiredAuth, rule, '/pedidos')).toBe(expected);
  });
});
