import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/src/server/db/client';
import { trackerFor } from '@/src/server/tenancy/tracker';

export default async function gtm(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const subdomain = one(req.query.subdomain);
  const customDomain = one(req.query.customDomain);
  if (!subdomain && !customDomain) {
    res.status(400).json({ error: 'Give ?subdomain= or ?customDomain=' });
    return;
  }
  const tracker = await trackerFor(await getDb(), { subdomain, customDomain });
  if (!tracker) {
    res.status(404).json({ sites: [] });
    return;
  }
  res.setHeader('Cache-Control', 'public, max-age=60');
  res.status(200).json(tracker);
}
