/**
 * /api/graphql and other sites (docs/decisions.md "Trust: the HTTP surface"):
 *
 * - CORS: a browser on another origin may read an answer only when that origin is one of the companies' own
 *   published addresses (a subdomain of ROOT_DOMAIN or a custom domain, exactly as ../tenancy/public-origin.ts
 *   builds it) — and on a company's own host, only that company's. Yoga's default reflected every origin, with
 *   credentials. Credentials (the session and the guest's clientId cookie) only for the host's own company's
 *   origins: on the bare root another company's page may read public answers, never the root's guest orders.
 * - CSRF: a request a page on another site can send without a CORS preflight (a GET, or a POST whose content type
 *   is text/plain, form-urlencoded or multipart, or none) is refused before anything runs, unless it carries a
 *   header no such page can set. The storefront always posts `application/json` (Apollo's HttpLink: the browser's
 *   one client, src/client/browser-apollo.ts), so it is never refused. Apollo Server and Yoga's CSRF plugin follow the
 *   same rule; ours answers with a code and the request's language, like every refusal.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { DbOrTx } from '../db/engine';
import { pickLocale, type Locale } from '../i18n/localize';
import { publicOrigin } from '../tenancy/public-origin';
import { resolveTenant, type Tenant } from '../tenancy/tenant';

/** Content types a page on any site may post without a preflight (the Fetch standard's CORS-safelisted ones). */
const SIMPLE_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

/** Headers that prove a preflight happened (a cross-site page cannot set them without one). */
export const CSRF_HEADERS = ['x-graphql-yoga-csrf', 'apollo-require-preflight'] as const;

type HeaderRead = (name: string) => string | null | undefined;

/** Whether a request could have come from a page on another site without a preflight: then it must not run. */
export function isCrossSiteSimpleRequest(header: HeaderRead): boolean {
  if (CSRF_HEADERS.some((name) => (header(name) ?? '').trim() !== '')) return false;
  const type = (header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return type === '' || SIMPLE_TYPES.has(type);
}

const fromNode =
  (headers: IncomingHttpHeaders): HeaderRead =>
  (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };

export const isCrossSiteSimpleNodeRequest = (headers: IncomingHttpHeaders) =>
  isCrossSiteSimpleRequest(fromNode(headers));

const CSRF_MESSAGES: Record<Locale, string> = {
  'pt-BR': 'Pedido recusado: envie a operação como JSON (content-type application/json), como a loja faz.',
  en: 'Request refused: send the operation as JSON (content-type application/json), as the storefront does.',
  es: 'Solicitud rechazada: envíe la operación como JSON (content-type application/json), como lo hace la tienda.',
};

export const CSRF_CODE = 'CSRF_REFUSED';

export const csrfMessage = (acceptLanguage: string | null | undefined) => CSRF_MESSAGES[pickLocale(acceptLanguage)];

export function csrfError(acceptLanguage: string | null | undefined) {
  return createGraphQLError(csrfMessage(acceptLanguage), { extensions: { code: CSRF_CODE, http: { status: 403 } } });
}

/** What a cross-origin caller is granted: read the answer, and — only from the host's own company — with cookies. */
export interface CorsGrant {
  origin: string;
  credentials: boolean;
}

/**
 * The request's Origin when a browser may read the answer there; null otherwise (no CORS headers at all). The
 * origin must be, character for character, a company's published address; on a company's own host it must be
 * that company's, on the bare root (where an argument picks the company) any company's — but with credentials
 * only when it is the host's own company's (on the root, the root's company): the clientId cookie is SameSite=Lax
 * and the companies' subdomains are same-site, so a credentialed grant would let any company's page read and
 * cancel the root's guest orders.
 */
export async function allowedOrigin(
  db: DbOrTx,
  origin: string | null | undefined,
  host: Tenant,
  env = process.env,
): Promise<CorsGrant | null> {
  if (!origin || host.kind === 'unknown') return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const named = await resolveTenant(db, url.host, env);
  if (named.kind === 'unknown' || publicOrigin(named, env) !== origin) return null;
  const own = named.slug === host.slug;
  if (host.kind !== 'root' && !own) return null;
  return { origin, credentials: own };
}

/** The CORS answer headers for an allowed origin (also on a response-cache hit, which never reaches Yoga). */
export function corsHeaders(grant: CorsGrant): Record<string, string> {
  return {
    'access-control-allow-origin': grant.origin,
    ...(grant.credentials ? { 'access-control-allow-credentials': 'true' } : {}),
    vary: 'Origin',
  };
}

/** Yoga's side of the CSRF rule: before the request is even parsed (direct callers of yoga.fetch included). */
export function useCsrfPrevention(): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method.toUpperCase() === 'OPTIONS') return;
      if (isCrossSiteSimpleRequest((name) => request.headers.get(name)))
        throw csrfError(request.headers.get('accept-language'));
    },
  };
}
