import type { NextApiRequest, NextApiResponse } from 'next';
import { handleGraphQL } from '@/src/server/graphql/http-handler';

export const config = { api: { bodyParser: false, responseLimit: false } };

export default function graphql(req: NextApiRequest, res: NextApiResponse) {
  return handleGraphQL(req, res);
}
