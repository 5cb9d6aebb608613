import type { NextApiRequest, NextApiResponse } from 'next';

/** The cheapest API route: the ceiling of the stack, measured by `npm run bench:api`. */
export default function ping(_req: NextApiRequest, res: NextApiResponse) {
  res.status(200).json({ ok: true });
}
