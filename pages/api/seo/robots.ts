import type { NextApiRequest, NextApiResponse } from 'next';
import { siteFile } from '@/src/server/seo/site-file-handler';

/** GET /robots.txt (rewritten here by next.config.ts): what crawlers may read on the host, and where its sitemap is. */
export default async function robots(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).end();
    return;
  }
  const answer = await siteFile('robots', req.headers);
  res.setHeader('Content-Type', answer.contentType);
  if (answer.status === 200) res.setHeader('Cache-Control', 'public, max-age=60');
  res.status(answer.status).send(answer.body);
}
