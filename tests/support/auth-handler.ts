/**
 * next-auth's real HTTP handler (/api/auth/*, pages/api/auth/[...nextauth].ts) called with a fake request and
 * response, as the identity tests need it: the answer's status, headers, body and Set-Cookie lines, and a cookie
 * jar kept between calls like a browser on one host (a cookie set empty is dropped, as a browser drops it).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import authRoute from '@/pages/api/auth/[...nextauth]';

export interface AuthAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
  cookies: string[];
}

export interface AuthCall {
  /** The request's Host (a company's host or custom domain). */
  host: string;
  method?: string;
  body?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The client's address (the sign-in limit counts per address). */
  ip?: string;
}

export const emptyAnswer = (): AuthAnswer => ({ status: 200, headers: {}, body: undefined, cookies: [] });

/** A response object that records into `answer` what the handler (or a page's session read) sets. */
export function fakeResponse(answer: AuthAnswer) {
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    setHeader(name: string, value: unknown) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader(name: string) {
      return answer.headers[name.toLowerCase()];
    },
    json(value: unknown) {
      answer.body = value;
      return res;
    },
    send(value: unknown) {
      answer.body = value;
      return res;
    },
    end() {
      return res;
    },
  };
  return res;
}

/** Reads the answer's Set-Cookie lines into `answer.cookies` and the jar. */
export function keepCookies(answer: AuthAnswer, jar: Map<string, string>) {
  const set = answer.headers['set-cookie'];
  answer.cookies = Array.isArray(set) ? (set as string[]) : set ? [String(set)] : [];
  for (const cookie of answer.cookies) {
    const [pair] = cookie.split(';');
    const index = pair.indexOf('=');
    const value = decodeURIComponent(pair.slice(index + 1));
    if (value) jar.set(pair.slice(0, index), value);
    else jar.delete(pair.slice(0, index));
  }
}

export async function callAuth(action: string, jar: Map<string, string>, call: AuthCall): Promise<AuthAnswer> {
  const answer = emptyAnswer();
  const req = {
    method: call.method ?? 'GET',
    url: `/api/auth/${action}`,
    query: { ...call.query, nextauth: action.split('/') },
    headers: { host: call.host, 'content-type': 'application/x-www-form-urlencoded', ...call.headers },
    cookies: Object.fromEntries(jar),
    body: call.body ?? {},
    socket: { remoteAddress: call.ip ?? '203.0.113.1' },
  };
  await authRoute(req as unknown as NextApiRequest, fakeResponse(answer) as unknown as NextApiResponse);
  keepCookies(answer, jar);
  return answer;
}
