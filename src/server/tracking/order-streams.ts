/**
 * Who may follow which stream of order changes, and the streams themselves (pages/api/orders/…).
 *
 * One order: exactly who may read it through GraphQL's `order(id)` (its buyer by session or by the guest's client
 * id cookie, or its company's staff), because the check *is* that query, run in process with the request's cookies
 * and the session's ID token. The company's stream (the staff board): staff of the host's company only.
 *
 * API routes are not behind the proxy, so the tenant comes from the Host header; `x-company` sent by a browser
 * is dropped, never trusted.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Session } from 'next-auth';
import { resolveLocale } from '@/src/domain/locale';
import { getDb } from '../db/client';
import { ssrQuery } from '../graphql/ssr-execute';
import { viewerFromAuthorization } from '../identity/viewer';
import { serverSession } from '../identity/server-session';
import { getDirectory } from '../tenancy/company-directory';
import { resolveTenant } from '../tenancy/tenant';
import { subscribeOrderChanges } from '../orders/order-events';
import { OrderStreamHeadDocument } from './order-stream-head.generated';
import { openSse } from './sse';

type Request = IncomingMessage & { cookies: Partial<Record<string, string>> };

function identityHeaders(req: Request, session: Session | null): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {
    ...req.headers,
    authorization: session?.idToken ? `Bearer ${session.idToken}` : undefined,
  };
  delete headers['x-company'];
  delete headers['x-company-domain'];
  return headers;
}

/** The order as its viewer may see it (id, status, last change), or null: unknown, or not theirs. */
export async function readableOrder(
  req: Request,
  res: ServerResponse,
  id: string,
): Promise<{ _id: string; status: string; updatedAt: string } | null> {
  const session = await serverSession(req, res);
  const query = ssrQuery({ headers: identityHeaders(req, session), locale: resolveLocale(undefined) });
  const data = await query(OrderStreamHeadDocument, { id }).catch(() => undefined);
  return data?.order ?? null;
}

/** The id of the host's company when the session is its staff; null otherwise. */
export async function staffCompanyId(req: Request, res: ServerResponse): Promise<string | null> {
  return staffCompanyOf(await serverSession(req, res), req.headers.host);
}

/** The same, for a session already read (the page loader reads it once per request). */
export async function staffCompanyOf(session: Session | null, host: string | undefined): Promise<string | null> {
  if (!session?.idToken) return null;
  const db = await getDb();
  const viewer = await viewerFromAuthorization(db, `Bearer ${session.idToken}`);
  if (!viewer || viewer.role !== 'staff' || !viewer.companyId) return null;
  const tenant = await resolveTenant(db, host);
  if (tenant.kind === 'unknown') return null;
  const directory = await getDirectory(db);
  return directory.ids.get(viewer.companyId) === tenant.slug ? viewer.companyId : null;
}

/** Streams one order: its status now, then `{ status, change: true }` after every change. */
export async function streamOrder(
  req: Request,
  res: ServerResponse,
  order: { _id: string; status: string; updatedAt: string },
): Promise<void> {
  const db = await getDb();
  const channel = openSse(req, res);
  const subscription = subscribeOrderChanges((change) => {
    if (change.orderId === order._id) channel.send({ status: change.status, change: true });
  }, db);
  channel.onClose(subscription.unsubscribe);
  await subscription.ready.catch(() => undefined);
  channel.send({ status: order.status, updatedAt: order.updatedAt });
}

/** Streams the company's changes to its staff: `{ orderId, status }` per change. */
export async function streamCompany(req: Request, res: ServerResponse, companyId: string): Promise<void> {
  const db = await getDb();
  const channel = openSse(req, res);
  const subscription = subscribeOrderChanges((change) => {
    if (change.companyId === companyId) channel.send({ orderId: change.orderId, status: change.status });
  }, db);
  channel.onClose(subscription.unsubscribe);
  await subscription.ready.catch(() => undefined);
  channel.send({ ready: true });
}
