/**
 * GET /api/staff/nfe-export?month=AAAA-MM[&format=csv|json]: the month's NF-e records of every company booking
 * (src/server/business/nfe-export.ts) for the merchant's invoicing system, for the staff of the host's company
 * (session cookie or bearer token). Anyone else — signed out, a shopper, another company's staff — gets 404.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { nfeCsv } from '../../domain/business/nfe-record';
import { monthStart } from '../../domain/business/statement-charge';
import { getCompanySnapshot } from '../catalog/company-snapshot';
import { getDb } from '../db/client';
import { accountRequest } from '../identity/http/request-context';
import { signedInUserId } from '../identity/http/signed-in-user';
import { viewerOfUser } from './bookings-export';
import { monthNfeRecords } from './nfe-export';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export async function serveNfeExport(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'METHOD_NOT_ALLOWED' });
    return;
  }
  const db = await getDb();
  const request = await accountRequest(db, req);
  const userId = request ? await signedInUserId(db, req) : null;
  const viewer = userId ? await viewerOfUser(db, userId) : null;
  const snap = request && viewer ? await getCompanySnapshot(db, request.tenant.slug) : null;
  if (!snap || viewer?.role !== 'staff' || viewer.companyId !== snap.companyId) {
    res.status(404).json({ error: 'NOT_FOUND' });
    return;
  }
  const month = one(req.query.month);
  const start = monthStart(month);
  const format = one(req.query.format) || 'csv';
  if (!start || (format !== 'csv' && format !== 'json')) {
    res.status(400).json({ error: start ? 'FORMAT_INVALID' : 'STATEMENT_MONTH_INVALID' });
    return;
  }
  const records = await monthNfeRecords(db, snap, {
    start: start.toJSDate(),
    end: start.plus({ months: 1 }).toJSDate(),
  });
  const filename = `nfe-${snap.slug}-${month}.${format}`;
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  if (format === 'json') {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.status(200).send(JSON.stringify({ month, records }, null, 2));
  } else {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.status(200).send(nfeCsv(records));
  }
}
