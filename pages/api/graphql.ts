import type { NextApiRequest, NextApiResponse } from 'next';
import { getYoga, MAX_BODY_BYTES } from '@/src/server/graphql/yoga';

export const config = { api: { bodyParser: false, responseLimit: false } };

class BodyTooLarge extends Error {}

async function readBody(req: NextApiRequest): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads the body within the size limit, then hands a standard Request to GraphQL Yoga. */
export default async function graphql(req: NextApiRequest, res: NextApiResponse) {
  let body: Buffer | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        res.status(413).json({ errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
        return;
      }
      throw error;
    }
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/api/graphql'}`;
  const response = await getYoga().fetch(url, { method: req.method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(Buffer.from(await response.arrayBuffer()));
}
