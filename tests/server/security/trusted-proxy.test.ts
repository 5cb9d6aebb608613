/**
 * Which proxy hops are believed (src/server/security/trusted-proxy.ts): the client address, X-Forwarded-Proto and
 * X-Forwarded-Host from TRUST_PROXY hops only; and how a per-address limit counts an address (IPv6 by its /64).
 */
import { describe, expect, it } from 'vitest';
import { clientAddress, plainAddress, trustedForwarded, trustedProxyHops } from '@/src/server/security/trusted-proxy';
import { requestProtocol } from '@/src/server/identity/http/request-context';
import { addressBucket } from '@/src/server/identity/rate-limit';

const env = (TRUST_PROXY?: string) => ({ TRUST_PROXY }) as unknown as NodeJS.ProcessEnv;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['TRUE', 1],
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['yes', 0],
    ['-1', 0],
    ['1.5', 0],
    ['100', 0],
    ['10.0.0.0/8', 0],
  ])('%j is %i trusted hops (anything unreadable trusts none)', (value, hops) => {
    expect(trustedProxyHops(env(value))).toBe(hops);
  });
});

describe('the client address', () => {
  const socket = '10.0.0.5';
  it.each([
    // [TRUST_PROXY, X-Forwarded-For, expected]
    ['0', '198.51.100.1', socket],
    ['0', undefined, socket],
    ['1', undefined, socket],
    ['1', '198.51.100.1', '198.51.100.1'],
    ['1', '6.6.6.6, 198.51.100.1', '198.51.100.1'],
    ['1', '6.6.6.6,7.7.7.7 , 198.51.100.1', '198.51.100.1'],
    ['2', '6.6.6.6, 198.51.100.1, 10.0.0.9', '198.51.100.1'],
    ['2', '198.51.100.1', '198.51.100.1'], // fewer entries than hops: the furthest one a hop wrote
    ['true', '6.6.6.6, 198.51.100.2', '198.51.100.2'],
    // What our proxy wrote is no IP (misconfigured): the next entry to its right, never one further left.
    ['1', '6.6.6.6, garbage', socket],
    ['2', '6.6.6.6, garbage, 10.0.0.9', '10.0.0.9'],
    ['1', '6.6.6.6, 198.51.100.3:5555', '198.51.100.3'],
    ['1', '6.6.6.6, [2001:db8::1]:443', '2001:db8::1'],
  ])('TRUST_PROXY=%s, X-Forwarded-For %j: %s', (hops, forwarded, expected) => {
    expect(clientAddress(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }, socket, env(hops))).toBe(
      expected,
    );
  });

  it('repeated X-Forwarded-For headers read as one list, right-most last', () => {
    expect(
      clientAddress({ 'x-forwarded-for': ['6.6.6.6', '198.51.100.4'] as unknown as string }, socket, env('1')),
    ).toBe('198.51.100.4');
  });

  it('an IPv4-mapped socket address is its IPv4 address', () => {
    expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress({}, '::ffff:203.0.113.9', env('0'))).toBe('203.0.113.9');
  });
});

describe('X-Forwarded-Proto and X-Forwarded-Host', () => {
  it('are read only from a trusted hop, and then as our outermost proxy wrote them', () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    expect(trustedForwarded(headers, 'x-forwarded-proto', env('0'))).toBeUndefined();
    expect(trustedForwarded(headers, 'x-forwarded-host', env(undefined))).toBeUndefined();
    expect(trustedForwarded(headers, 'x-forwarded-proto', env('1'))).toBe('https');
    // A client's own value on the left, our proxy's appended on the right.
    expect(trustedForwarded({ 'x-forwarded-proto': 'https, http' }, 'x-forwarded-proto', env('1'))).toBe('http');
    expect(trustedForwarded({ 'x-forwarded-proto': 'http, https, http' }, 'x-forwarded-proto', env('2'))).toBe('https');
  });

  it("the identity routes' protocol (Secure cookies) is https only when a trusted proxy says so", () => {
    expect(requestProtocol({ 'x-forwarded-proto': 'https' }, env('0'))).toBe('http');
    expect(requestProtocol({ 'x-forwarded-proto': 'https' }, env('1'))).toBe('https');
    expect(requestProtocol({ 'x-forwarded-proto': 'https, http' }, env('1'))).toBe('http');
  });
});

describe('the address a per-address limit counts', () => {
  it('IPv4 as it is; IPv6 by its /64, so a subscriber cannot take a fresh address per try', () => {
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
  });
});
