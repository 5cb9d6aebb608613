/**
 * GET /api/business/bookings-csv?account=ID[&client=&from=&to=&status=&bookedBy=&lang=], signed in (session cookie or
 * bearer token) as a member of that business account → 200 text/csv attachment of the account's bookings with the
 * host's company; 401 UNAUTHENTICATED; 404 BUSINESS_NOT_FOUND for anyone else (an id reveals nothing) or on a host
 * that serves no company; 400 with the filter's code for a bad filter.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { resolveLocale } from '@/src/domain/locale';
import { BusinessError } from '@/src/server/business/business-error';
import { bookingsCsvFile, viewerOfUser } from '@/src/server/business/bookings-export';
import { getCompanySnapshot } from '@/src/server/catalog/company-snapshot';
import { serverNow } from '@/src/server/clock';
import { getDb } from '@/src/server/db/client';
import { accountRequest } from '@/src/server/identity/http/request-context';
import { signedInUserId } from '@/src/server/identity/http/signed-in-user';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export default async function bookingsCsvRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'METHOD_NOT_ALLOWED' });
    return;
  }
  const db = await getDb();
  const request = await accountRequest(db, req);
  const snap = request ? await getCompanySnapshot(db, request.tenant.slug) : null;
  if (!request || !snap) {
    res.status(404).json({ error: 'COMPANY_NOT_FOUND' });
    return;
  }
  const userId = await signedInUserId(db, req);
  const viewer = userId ? await viewerOfUser(db, userId) : null;
  if (!viewer) {
    res.status(401).json({ error: 'UNAUTHENTICATED' });
    return;
  }
  const filter = {
    clientId: one(req.query.client),
    from: one(req.query.from),
    to: one(req.query.to),
    status: one(req.query.status),
    bookedBy: one(req.query.bookedBy),
  };
  try {
    const file = await bookingsCsvFile(db, viewer, {
      accountId: one(req.query.account),
      snap,
      filter,
      locale: resolveLocale(one(req.query.lang) || request.locale),
      now: serverNow().toJSDate(),
    });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.status(200).send(file.body);
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    const status = error.code === 'BUSINESS_NOT_FOUND' ? 404 : error.code === 'UNAUTHENTICATED' ? 401 : 400;
    res.status(status).json({ error: error.code, fields: error.fields });
  }
}
