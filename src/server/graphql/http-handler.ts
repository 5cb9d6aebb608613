/**
 * The Node side of POST /api/graphql: the body size limit, the catalogue-read response cache, then GraphQL Yoga.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '../db/client';
import { getCompanySnapshot } from '../catalog/company-snapshot';
import { companyForHost } from '../tenancy/company-directory';
import { pickLocale } from '../i18n/localize';
import { serverNow } from '../clock';
import { cachedResponse, isCacheableQuery, storeResponse } from './response-cache';
import { getYoga, MAX_BODY_BYTES } from './yoga';

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The cache key of a catalogue read on a company's own host, or null when the request must run. */
async function cacheKeyOf(req: IncomingMessage, body: Buffer): Promise<string | null> {
  if (req.method !== 'POST' || body.length === 0) return null;
  let query: unknown;
  try {
    query = (JSON.parse(body.toString('utf8')) as { query?: unknown }).query;
  } catch {
    return null;
  }
  if (typeof query !== 'string' || !isCacheableQuery(query)) return null;
  const db = await getDb();
  const host = await companyForHost(db, req.headers.host ?? '');
  // Only a company's own host: there the company cannot be switched by an argument.
  if (host.kind !== 'subdomain' && host.kind !== 'custom') return null;
  const snapshot = await getCompanySnapshot(db, host.slug);
  if (!snapshot) return null;
  const minute = Math.floor(serverNow().toMillis() / 60_000);
  const locale = pickLocale(req.headers['accept-language']);
  return `${host.slug}|${snapshot.version}|${minute}|${locale}|${body.toString('utf8')}`;
}

function send(res: ServerResponse, status: number, body: Buffer, headers: Record<string, string>) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-length', body.length);
  res.end(body);
}

export async function handleGraphQL(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body: Buffer | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      const payload = { errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] };
      send(res, 413, Buffer.from(JSON.stringify(payload)), { 'content-type': 'application/json; charset=utf-8' });
      return;
    }
  }

  const key = body ? await cacheKeyOf(req, body) : null;
  const hit = key ? cachedResponse(key) : undefined;
  if (hit) {
    send(res, 200, hit, { 'content-type': 'application/json; charset=utf-8', 'x-cache': 'HIT' });
    return;
  }

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/api/graphql'}`;
  const response = await getYoga().fetch(url, { method: req.method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
  const answer = Buffer.from(await response.arrayBuffer());
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => { if (name !== 'content-length') responseHeaders[name] = value; });
  // Only clean answers are kept: an error may be passing (a database hiccup) and must not be repeated for a minute.
  if (key && response.status === 200 && !answer.includes('"errors"')) storeResponse(key, answer);
  send(res, response.status, answer, key ? { ...responseHeaders, 'x-cache': 'MISS' } : responseHeaders);
}
