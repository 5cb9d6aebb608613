/**
 * The frame of every account API route (pages/api/user/…): POST only, JSON in and out, no caching, the company
 * from the Host, the body validated with zod (400 `VALIDATION` with a code per field), the abuse limits (429
 * `RATE_LIMITED` with Retry-After), 415 for anything but JSON, 503 `MAIL_UNAVAILABLE` when a route that must mail
 * cannot (a real deployment without SMTP_URL: refused up front, whatever the e-mail, so the answer tells nothing
 * about which e-mails exist; or an SMTP failure). Answers never echo a password, hash, code or token.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { getDb } from '../../db/client';
import type { Db } from '../../db/engine';
import { MailUnavailableError, mailTransport } from '../../mail/mailer';
import { identityProvider } from '../identity-provider';
import type { IdentityProvider } from '../provider';
import { hitAll, type LimitedAction } from '../rate-limit';
import { fieldErrors } from '../validation';
import { accountRequest, type AccountRequest } from './request-context';

export interface RouteCall<T> {
  input: T;
  request: AccountRequest;
  db: Db;
  idp: IdentityProvider;
  req: NextApiRequest;
  /** For headers of the answer (a renewed session cookie); the status and body are the returned answer's. */
  res: NextApiResponse;
  /** Counts a hit on the action's limits; false (and the 429 already sent) when over. */
  limit(action: LimitedAction, subjects: { email?: string | null; ip?: string | null }): Promise<boolean>;
}

export interface RouteAnswer {
  status: number;
  body: Record<string, unknown>;
}

export function accountRoute<S extends z.ZodType>(
  schema: S,
  handle: (call: RouteCall<z.infer<S>>) => Promise<RouteAnswer | null>,
  options: {
    invalidStatus?: number;
    /** The route's work is to send mail (a code, a reset link). */ sendsMail?: boolean;
  } = {},
) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      res.status(405).json({ error: 'METHOD_NOT_ALLOWED' });
      return;
    }
    // JSON only: a cross-site HTML form cannot send it without a CORS preflight, which these routes never grant.
    if (!/^application\/json\b/i.test(String(req.headers['content-type'] ?? ''))) {
      res.status(415).json({ error: 'UNSUPPORTED_MEDIA_TYPE' });
      return;
    }
    const db = await getDb();
    const request = await accountRequest(db, req);
    if (!request) {
      res.status(404).json({ error: 'COMPANY_NOT_FOUND' });
      return;
    }
    if (options.sendsMail && mailTransport() === 'unavailable') {
      res.status(503).json({ error: 'MAIL_UNAVAILABLE' });
      return;
    }
    const parsed = schema.safeParse(typeof req.body === 'object' && req.body !== null ? req.body : {});
    if (!parsed.success) {
      res.status(options.invalidStatus ?? 400).json({ error: 'VALIDATION', fields: fieldErrors(parsed.error) });
      return;
    }
    let limited = false;
    const limit: RouteCall<unknown>['limit'] = async (action, subjects) => {
      const outcome = await hitAll(db, action, subjects, request.now);
      if (outcome.ok) return true;
      limited = true;
      res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      res.status(429).json({ error: 'RATE_LIMITED', retryAfter: outcome.retryAfterSeconds });
      return false;
    };
    let answer: RouteAnswer | null;
    try {
      answer = await handle({ input: parsed.data, request, db, idp: identityProvider(db), req, res, limit });
    } catch (error) {
      if (!(error instanceof MailUnavailableError)) throw error;
      console.error(`[mail] ${error.message}`);
      answer = { status: 503, body: { error: 'MAIL_UNAVAILABLE' } };
    }
    if (limited || !answer) return;
    res.status(answer.status).json(answer.body);
  };
}
