/**
 * Issue 15 point 20, at the HTTP level: POST /api/auth/_log (next-auth's client logger endpoint) through Next's own
 * API resolver (body parsing and the route's size limit as `next start` has them). A small body or 413; one escaped
 * line per call; 429 past the per-address limit. src/server/identity/http/client-log.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import authRoute from '@/pages/api/auth/[...nextauth]';
import { CLIENT_LOG_MAX_BYTES } from '@/src/server/identity/http/client-log';
import { LIMITS } from '@/src/server/identity/rate-limit';
import { serveApiRoute, type RouteServer } from '@/tests/support/api-route-server';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
let server: RouteServer;
beforeAll(async () => {
  t = await openSeededDatabase();
  server = await serveApiRoute(authRoute, (pathname) => ({
    nextauth: pathname.replace(/^\/api\/auth\//, '').split('/'),
  }));
});
afterAll(async () => {
  await server.close();
  await closeSeededDatabase(t);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

let address = 0;
/** A report as next-auth's client logger sends it (a form post, sendBeacon), each from its own address unless given. */
function report(fields: Record<string, string> | string, options: { from?: string; chunked?: boolean } = {}) {
  vi.stubEnv('TRUST_PROXY', '1');
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return server.send('/api/auth/_log', {
    method: 'POST',
    headers: {
      host: AERO,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': options.from ?? `198.51.102.${++address}`,
    },
    body,
    chunked: options.chunked,
  });
}

/** Everything written to the server log (console.error and console.warn) while `run` runs, as one text. */
async function logged(run: () => Promise<unknown>): Promise<{ calls: string[]; text: string }> {
  const calls: string[] = [];
  const keep = (...args: unknown[]) => {
    calls.push(args.map(String).join(' '));
  };
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  await run();
  return { calls, text: calls.join('\n') };
}

describe('POST /api/auth/_log', () => {
  it("writes the storefront's CLIENT_SESSION_ERROR report as one line", async () => {
    const { calls } = await logged(async () => {
      expect(
        (await report({ level: 'error', code: 'CLIENT_SESSION_ERROR', message: 'Failed to fetch', client: 'true' }))
          .status,
      ).toBe(200);
    });
    expect(calls).toEqual([
      '[auth:client] error code="CLIENT_SESSION_ERROR" message="Failed to fetch" company=aeroporto',
    ]);
  });

  it('a body over the cap is refused with 413 and writes nothing — with a length, chunked, or past the route limit', async () => {
    const big = { level: 'error', code: 'X', message: 'a'.repeat(CLIENT_LOG_MAX_BYTES) };
    const { calls } = await logged(async () => {
      const declared = await report(big);
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.text)).toEqual({ error: 'PAYLOAD_TOO_LARGE' });
      expect((await report(big, { chunked: true })).status).toBe(413);
      expect((await report({ level: 'error', code: 'X', message: 'a'.repeat(64 * 1024) })).status).toBe(413);
    });
    expect(calls).toEqual([]);
    // Just under the cap is still taken (a real report with a stack fits).
    const fits = { level: 'error', code: 'X', message: 'a'.repeat(CLIENT_LOG_MAX_BYTES - 40) };
    expect(new URLSearchParams(fits).toString().length).toBeLessThanOrEqual(CLIENT_LOG_MAX_BYTES);
    expect((await logged(async () => expect((await report(fits)).status).toBe(200))).calls).toHaveLength(1);
  });

  it('writes exactly one line per call: no newline, carriage return, separator or terminal escape gets through', async () => {
    const forged = '\n[auth] SIGNIN_OK user=admin\r\n\u2028\u2029\u0085\u001b[31mred\u0000';
    for (const level of ['error', 'warn']) {
      const { calls } = await logged(async () => {
        expect((await report({ level, code: `CODE${forged}`, message: `boom${forged}`, name: forged })).status).toBe(
          200,
        );
      });
      expect(calls).toHaveLength(1);
      expect(calls[0]).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      expect(calls[0]).toContain('\\n[auth] SIGNIN_OK user=admin\\r\\n\\u2028\\u2029\\u0085\\u001b[31mred\\u0000');
      expect(calls[0]!.startsWith(`[auth:client] ${level} code="CODE\\n`)).toBe(true);
    }
  });

  it('a quote cannot close the field early; a long message is cut', async () => {
    const { calls } = await logged(() =>
      report({ level: 'error', code: 'C" company=other', message: 'm'.repeat(1000) }),
    );
    expect(calls[0]).toContain('code="C\\" company=other"');
    expect(calls[0]).toContain(`message="${'m'.repeat(300)}…"`);
    expect(calls[0]!.endsWith(' company=aeroporto')).toBe(true);
  });

  it('what is no error or warning (debug, an unknown level, a level naming a console method) writes nothing', async () => {
    const { calls } = await logged(async () => {
      for (const level of ['debug', 'info', 'log', 'constructor', '__proto__', ''])
        expect((await report({ level, code: 'X' })).status).toBe(200);
    });
    expect(calls).toEqual([]);
  });

  it('is rate limited per address: past the limit 429 with Retry-After, and nothing written; other addresses go on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-04-04T10:00:00Z'));
    const from = '198.51.103.1';
    const max = LIMITS['client-log'].perAddress.max;
    expect(LIMITS['client-log'].perAddress).toEqual({ max: 30, windowSeconds: 60 });
    const { calls } = await logged(async () => {
      // A client writing its own left-most X-Forwarded-For entry does not get a fresh allowance.
      for (let i = 0; i < max; i++)
        expect((await report({ level: 'error', code: 'X' }, { from: `6.6.6.${i}, ${from}` })).status).toBe(200);
      const over = await report({ level: 'error', code: 'X' }, { from: `6.6.7.1, ${from}` });
      expect(over.status).toBe(429);
      expect(over.headers['retry-after']).toBe('60');
      expect(JSON.parse(over.text)).toMatchObject({ error: 'RATE_LIMITED' });
    });
    expect(calls).toHaveLength(max);
    expect((await report({ level: 'error', code: 'X' }, { from: '198.51.103.2' })).status).toBe(200);
  });

  it('only POST', async () => {
    const answer = await server.send('/api/auth/_log', { headers: { host: AERO } });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
  });
});
