/**
 * The Node side of POST /api/graphql: CSRF prevention, the body size limit, the request's tenant (resolved here,
 * once), the catalogue-read response cache, then GraphQL Yoga.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '../db/client';
import { getCompanySnapshot } from '../catalog/company-snapshot';
import { getLiveStock } from '../catalog/live-stock';
import { resolveTenant, type Tenant } from '../tenancy/tenant';
import { pickLocale } from '../i18n/localize';
import { serverNow } from '../clock';
import { cachedResponse, digest, isCacheableQuery, storeResponse } from './response-cache';
import { allowedOrigin, corsHeaders, CSRF_CODE, csrfMessage, isCrossSiteSimpleNodeRequest } from './cross-site';
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
async function cacheKeyOf(req: IncomingMessage, body: Buffer, tenant: Tenant): Promise<string | null> {
  // Only a company's own host: there the company cannot be switched by an argument.
  if (req.method !== 'POST' || body.length === 0 || (tenant.kind !== 'subdomain' && tenant.kind !== 'custom'))
    return null;
  let params: { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };
  try {
    params = JSON.parse(body.toString('utf8')) as typeof params;
  } catch {
    return null;
  }
  if (typeof params?.query !== 'string' || !isCacheableQuery(params.query)) return null;
  const snapshot = await getCompanySnapshot(await getDb(), tenant.slug);
  if (!snapshot) return null;
  // The live stock's version too: item answers show the stock left, which orders change within the minute.
  const live = await getLiveStock(await getDb(), snapshot.companyId);
  const minute = Math.floor(serverNow().toMillis() / 60_000);
  const locale = pickLocale(req.headers['accept-language']);
  // The body as Yoga reads it (padding and key order of the envelope do not matter), and only its digest.
  const request = JSON.stringify([
    params.query,
    params.operationName ?? null,
    params.variables ?? null,
    params.extensions ?? null,
  ]);
  return `${tenant.slug}|${snapshot.version}|${live.version}|${minute}|${locale}|${digest(request)}`;
}

function send(res: ServerResponse, status: number, body: Buffer, headers: Record<string, string>) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-length', body.length);
  res.end(body);
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

function sendError(res: ServerResponse, status: number, message: string, code: string) {
  send(res, status, Buffer.from(JSON.stringify({ errors: [{ message, extensions: { code } }] })), JSON_TYPE);
}

export async function handleGraphQL(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await answer(req, res);
  } catch (error) {
    // Whatever failed outside Yoga (the database while resolving the tenant) is masked as Yoga masks its own.
    console.error(error);
    if (!res.headersSent) sendError(res, 500, 'Unexpected error.', 'INTERNAL_SERVER_ERROR');
    else res.end();
  }
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // A request another site's page could send without a preflight is refused before anything — the response
  // cache included — reads it (./cross-site.ts; Yoga checks again for its direct callers).
  if (req.method !== 'OPTIONS' && isCrossSiteSimpleNodeRequest(req.headers)) {
    sendError(res, 403, csrfMessage(req.headers['accept-language']?.toString()), CSRF_CODE);
    return;
  }
  let body: Buffer | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      sendError(res, 413, 'Request body too large', 'PAYLOAD_TOO_LARGE');
      return;
    }
  }

  const tenant = await resolveTenant(await getDb(), req.headers.host);
  const key = body ? await cacheKeyOf(req, body, tenant) : null;
  const hit = key ? cachedResponse(key) : undefined;
  if (hit) {
    const grant = await allowedOrigin(await getDb(), req.headers.origin, tenant);
    send(res, 200, hit, { ...JSON_TYPE, 'x-cache': 'HIT', vary: 'Origin', ...(grant ? corsHeaders(grant) : {}) });
    return;
  }

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  // The URL's host is not the request's: a malformed Host header (':3999', 'a.b:99999') is no URL at all, and
  // the tenant has been read from it already.
  const url = `http://localhost${req.url?.startsWith('/') ? req.url : '/api/graphql'}`;
  const init = { method: req.method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined };
  const response = await getYoga().fetch(url, init, { tenant });
  const payload = Buffer.from(await response.arrayBuffer());
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') responseHeaders[name] = value;
  });
  // Whether a browser may read the answer depends on the Origin (./cross-site.ts): a shared cache must key on it.
  if (!/\borigin\b/i.test(responseHeaders.vary ?? ''))
    responseHeaders.vary = responseHeaders.vary ? `${responseHeaders.vary}, Origin` : 'Origin';
  // Only clean answers are kept: an error may be passing (a database hiccup) and must not be repeated for a minute.
  if (key && response.status === 200 && !payload.includes('"errors"')) storeResponse(key, payload);
  send(res, response.status, payload, key ? { ...responseHeaders, 'x-cache': 'MISS' } : responseHeaders);
}
