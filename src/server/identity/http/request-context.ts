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

export interface AccountRequest extends CallContext {
  tenant: Exclude<Tenant, { kind: 'unknown' }>;
  /** The client's address, for the per-address limits. */
  ip: string | null;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The client address: the socket's, or the first X-Forwarded-For entry when TRUST_PROXY=true (only behind a
 * proxy that sets it; otherwise a client could pick its own address and escape the per-address limits).
 */
export function clientIp(headers: IncomingHttpHeaders, socketAddress: string | undefined, env = process.env): string | null {
  if (env.TRUST_PROXY === 'true') {
    const forwarded = first(headers['x-forwarded-for'])?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? null;
}

/** `https` behind a proxy that says so (AUTH_TRUST_HOST), else `http`. */
export function requestProtocol(headers: IncomingHttpHeaders, env = process.env): 'http' | 'https' {
  return env.AUTH_TRUST_HOST !== 'false' && first(headers['x-forwarded-proto'])?.split(',')[0] === 'https' ? 'https' : 'http';
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
