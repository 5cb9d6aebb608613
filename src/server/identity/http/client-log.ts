/**
 * POST /api/auth/_log — next-auth's client logger endpoint (the storefront's session reads report
 * CLIENT_SESSION_ERROR here: src/client/session/session-error-log.ts). Anyone can post to it, so it is held to:
 * a small body (413 over CLIENT_LOG_MAX_BYTES), the per-address 'client-log' limit (429 with Retry-After), and
 * exactly one line per call with every client-chosen text escaped (no forged log lines, no terminal escapes).
 * next-auth's own `_log` handling is never reached: it hands the client's `code` to the logger unescaped.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { DbOrTx } from '../../db/engine';
import { logText } from '../../security/log-text';
import { hitAll } from '../rate-limit';
import type { AccountRequest } from './request-context';

/** What a client error report may weigh: next-auth's reports and ours are a few hundred bytes. */
export const CLIENT_LOG_MAX_BYTES = 2 * 1024;
const CODE_CHARS = 64;
const MESSAGE_CHARS = 300;

/** The body's size as sent: the declared length, or the parsed form encoded again (a chunked body has no length). */
function bodyBytes(req: NextApiRequest): number {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > 0) return declared;
  const body: unknown = req.body;
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (body && typeof body === 'object') {
    const pairs = Object.entries(body as Record<string, unknown>).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) => [key, String(one)]),
    );
    return Buffer.byteLength(new URLSearchParams(pairs).toString());
  }
  return 0;
}

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

export async function handleClientLog(
  db: DbOrTx,
  req: NextApiRequest,
  res: NextApiResponse,
  request: AccountRequest,
): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: 'METHOD_NOT_ALLOWED' });
    return;
  }
  if (bodyBytes(req) > CLIENT_LOG_MAX_BYTES) {
    res.status(413).json({ error: 'PAYLOAD_TOO_LARGE' });
    return;
  }
  const outcome = await hitAll(db, 'client-log', { ip: request.ip }, request.now);
  if (!outcome.ok) {
    res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
    res.status(429).json({ error: 'RATE_LIMITED', retryAfter: outcome.retryAfterSeconds });
    return;
  }
  const level = field(req.body, 'level');
  // Only what the client logger reports: errors and warnings (debug is for a developer's own console).
  if (level === 'error' || level === 'warn') {
    const line = `[auth:client] ${level} code=${logText(field(req.body, 'code'), CODE_CHARS)} message=${logText(field(req.body, 'message'), MESSAGE_CHARS)} company=${request.tenant.slug}`;
    if (level === 'error') console.error(line);
    else console.warn(line);
  }
  res.status(200).json({});
}
