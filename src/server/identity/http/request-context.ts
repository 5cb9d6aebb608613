/**
 * What an account API route knows about its request: the company of its Host (resolveTenant, as the GraphQL
 * handler does), the origin that links in mail go back to, the language, the client address and the clock.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { resolveLocale } from '../../../domain/locale';
import type { DbOrTx } from '../../db/engine';
import { companies } from '../../db/schema';
import { resolveTenant, type Tenant } from '../../tenancy/tenant';
import type { CallContext } from '../provider';
import { clientAddress, trustedForwarded } from '../../security/trusted-proxy';

export interface AccountRequest extends CallContext {
  tenant: Exclude<Tenant, { kind: 'unknown' }>;
  /** The client's address, for the per-address limits. */
  ip: string | null;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The client address, for the per-address limits: the socket's, or behind TRUST_PROXY hops the right-most
 * X-Forwarded-For entry that is not one of those hops (src/server/security/trusted-proxy.ts) — never an entry the
 * client wrote itself.
 */
export function clientIp(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  env = process.env,
): string | null {
  return clientAddress(headers, socketAddress, env);
}

/** `https` when a trusted proxy in front says so in X-Forwarded-Proto, else `http`; a client's own header is ignored. */
export function requestProtocol(headers: IncomingHttpHeaders, env = process.env): 'http' | 'https' {
  return trustedForwarded(headers, 'x-forwarded-proto', env) === 'https' ? 'https' : 'http';
}

/**
 * The identity clock: the real time. Not STORE_NOW, which freezes the storefront's clock for demos and would
 * keep every code from expiring and every rate-limit window from ending.
 */
export function identityNow(): Date {
  return new Date();
}

/** Null when the host serves no company (the route answers 404). */
export async function accountRequest(
  db: DbOrTx,
  request: { headers: IncomingHttpHeaders; socket?: { remoteAddress?: string } },
  env = process.env,
): Promise<AccountRequest | null> {
  const host = first(request.headers.host);
  const tenant = await resolveTenant(db, host, env);
  if (tenant.kind === 'unknown' || !host) return null;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, tenant.slug));
  return {
    tenant,
    companyId: company?.id ?? null,
    // The host was just matched to a company (or the root), so links built on it stay on the company's own host.
    origin: `${requestProtocol(request.headers, env)}://${host.toLowerCase()}`,
    locale: resolveLocale(first(request.headers['accept-language'])?.split(',')[0]),
    ip: clientIp(request.headers, request.socket?.remoteAddress, env),
    now: identityNow(),
  };
}
