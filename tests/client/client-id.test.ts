// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ID_COOKIE, getOrCreateClientId } from '@/src/client/client-id';

afterEach(() => Cookies.remove(CLIENT_ID_COOKIE, { path: '/' }));

describe('getOrCreateClientId: a client id is kept in a cookie and generated when absent', () => {
  it('generates an id when the cookie is absent and stores it in the cookie', () => {
    expect(Cookies.get(CLIENT_ID_COOKIE)).toBeUndefined();
    const id = getOrCreateClientId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Cookies.get(CLIENT_ID_COOKIE)).toBe(id);
    expect(document.cookie).toContain(`${CLIENT_ID_COOKIE}=${id}`);
  });

  it('keeps the id already in the cookie and generates nothing', () => {
    Cookies.set(CLIENT_ID_COOKIE, 'existing-id', { path: '/' });
    const generate = () => {
      throw new Error('must not generate');
    };
    expect(getOrCreateClientId(generate)).toBe('existing-id');
    expect(Cookies.get(CLIENT_ID_COOKIE)).toBe('existing-id');
  });

  it('returns the same id on every call', () => {
    const first = getOrCreateClientId();
    expect(getOrCreateClientId()).toBe(first);
  });

  it('treats an empty cookie as absent', () => {
    Cookies.set(CLIENT_ID_COOKIE, ' ', { path: '/' });
    expect(getOrCreateClientId(() => 'fresh-id')).toBe('fresh-id');
    expect(Cookies.get(CLIENT_ID_COOKIE)).toBe('fresh-id');
  });
});
