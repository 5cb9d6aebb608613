/**
 * GET /api/user/export, signed in → 200 JSON attachment (LGPD "Baixar meus dados": profile, complement, documents,
 * addresses, orders; no hash, code or token); 401 UNAUTHENTICATED; 404 on a host that serves no company.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { accountExport } from '@/src/server/accounts/account-export';
import { getDb } from '@/src/server/db/client';
import { accountRequest } from '@/src/server/identity/http/request-context';
import { signedInUserId } from '@/src/server/identity/http/signed-in-user';

export default async function exportRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'METHOD_NOT_ALLOWED' });
    return;
  }
  const db = await getDb();
  const request = await accountRequest(db, req);
  if (!request) {
    res.status(404).json({ error: 'COMPANY_NOT_FOUND' });
    return;
  }
  const userId = await signedInUserId(db, req);
  const data = userId ? await accountExport(db, userId, request.now) : null;
  if (!data) {
    res.status(401).json({ error: 'UNAUTHENTICATED' });
    return;
  }
  const day = request.now.toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="meus-dados-${day}.json"`);
  res.status(200).send(JSON.stringify(data, null, 2));
}
