import type { NextApiRequest, NextApiResponse } from 'next';
import { staffCompanyId, streamCompany } from '@/src/server/tracking/order-streams';

export const config = { api: { responseLimit: false } };

/** `GET /api/orders/events`: server-sent events of every order change of the host's company, for its staff only. */
export default async function companyOrderEvents(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    return res.status(405).end();
  }
  const companyId = await staffCompanyId(req, res);
  if (!companyId) return res.status(403).json({ error: 'FORBIDDEN' });
  await streamCompany(req, res, companyId);
}
