/**
 * /api/auth/* (next-auth) on every company's host: the host must serve a company; next-auth is told that host and
 * protocol (so its URLs, callbacks and cookies belong to the request's own host — never a client-chosen
 * X-Forwarded-Host); password sign-ins count against the sign-in limits first (429 with Retry-After); the client
 * error log (`_log`) is handled by ./client-log.ts.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { getDb } from '../../db/client';
import { authOptionsFor } from '../auth-options';
import { hitAll, refundHit } from '../rate-limit';
import { applySessionPersistence } from '../session-persistence';
import { handleClientLog } from './client-log';
import { accountRequest } from './request-context';

export async function handleAuth(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const db = await getDb();
  const request = await accountRequest(db, req);
  if (!request) {
    res.status(404).json({ error: 'COMPANY_NOT_FOUND' });
    return;
  }
  const origin = new URL(request.origin);
  req.headers['x-forwarded-host'] = origin.host;
  req.headers['x-forwarded-proto'] = origin.protocol.replace(':', '');

  const action = ([] as string[]).concat(req.query.nextauth ?? []).join('/');
  // next-auth's client logger: answered here (size, rate, one escaped line), never by next-auth's own logger.
  if (action === '_log') return handleClientLog(db, req, res, request);
  if (req.method === 'POST' && action === 'callback/credentials') {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email : null;
    const outcome = await hitAll(db, 'sign-in', { email, ip: request.ip }, request.now);
    if (!outcome.ok) {
      res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      res.setHeader('Cache-Control', 'no-store');
      // The shape next-auth's client reads (`url` with an `error` parameter), with a status of its own.
      res.status(429).json({
        url: `${request.origin}/login?error=RATE_LIMITED`,
        error: 'RATE_LIMITED',
        retryAfter: outcome.retryAfterSeconds,
      });
      return;
    }
  }
  await NextAuth(req, res, authOptionsFor(req, process.env, applySessionPersistence(res)));
  if (req.method === 'POST' && action === 'callback/credentials' && signedIn(res)) {
    // The success gives back its own hit only; the address's (and the account's) earlier failures stay counted.
    const body = (req.body ?? {}) as Record<string, unknown>;
    await refundHit(
      db,
      'sign-in',
      { email: typeof body.email === 'string' ? body.email : null, ip: request.ip },
      request.now,
    );
  }
}

/** Whether next-auth answered with a session cookie (a successful sign-in). */
function signedIn(res: NextApiResponse): boolean {
  const cookies = ([] as (string | number)[]).concat(res.getHeader('set-cookie') ?? []).map(String);
  return cookies.some((cookie) => /session-token=[^;]+/.test(cookie));
}
