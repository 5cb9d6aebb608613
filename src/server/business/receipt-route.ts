/**
 * GET /api/orders/{id}/receipt[?lang=]: the receipt PDF of a paid order, for its buyer (session cookie, bearer
 * token, or a guest's client id cookie) and the members of its business account, on the order's company's host.
 * Everything else — signed out, a stranger, a member of another company, another company's host, an unpaid or
 * cancelled order, an unknown id — is the same 404, so an id reveals nothing.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { receiptAvailable } from '../../domain/business/receipt';
import { resolveLocale } from '../../domain/locale';
import { getCompanySnapshot } from '../catalog/company-snapshot';
import { getDb } from '../db/client';
import { clientIdFromCookie } from '../graphql/context';
import { accountRequest } from '../identity/http/request-context';
import { signedInUserId } from '../identity/http/signed-in-user';
import { loadOrder } from '../orders/order-record';
import { plausibleId } from './business-access';
import { viewerOfUser } from './bookings-export';
import { mayReadReceipt, receiptPdf } from './order-receipt';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export async function serveReceipt(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'METHOD_NOT_ALLOWED' });
    return;
  }
  const notFound = () => res.status(404).json({ error: 'NOT_FOUND' });
  const id = one(req.query.id);
  if (!plausibleId(id)) return notFound();
  const db = await getDb();
  const request = await accountRequest(db, req);
  const snap = request ? await getCompanySnapshot(db, request.tenant.slug) : null;
  if (!request || !snap) return notFound();
  const record = await loadOrder(db, snap.companyId, id);
  if (!record || !receiptAvailable(record.order)) return notFound();
  const userId = await signedInUserId(db, req);
  const caller = {
    viewer: userId ? await viewerOfUser(db, userId) : null,
    clientId: clientIdFromCookie(req.headers.cookie ?? null),
  };
  if (!(await mayReadReceipt(db, caller, record.order))) return notFound();
  const language = resolveLocale(one(req.query.lang) || request.locale);
  const pdf = await receiptPdf(db, { record, snap, language });
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="recibo-${record.order.number}.pdf"`);
  res.status(200).send(Buffer.from(pdf));
}
