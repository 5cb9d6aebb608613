import type { NextApiRequest, NextApiResponse } from 'next';
import { readableOrder, streamOrder } from '@/src/server/tracking/order-streams';

export const config = { api: { responseLimit: false } };

/**
 * `GET /api/orders/{id}/events`: server-sent events of one order's status, for whoever may read the order
 * (src/server/tracking/order-streams.ts); 404 for anyone else, so an id reveals nothing.
 */
export default async function orderEvents(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    return res.status(405).end();
  }
  const id = typeof req.query.id === 'string' ? req.query.id.slice(0, 100) : '';
  const order = id ? await readableOrder(req, res, id) : null;
  if (!order) return res.status(404).json({ error: 'NOT_FOUND' });
  await streamOrder(req, res, order);
}
