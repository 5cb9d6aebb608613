import type { NextApiRequest, NextApiResponse } from 'next';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/src/server/db/client';

/** 200 {ok: true, db} when the database answers; 503 otherwise (docs/interfaces.md "HTTP endpoints"). */
export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  try {
    const handle = await getDbHandle();
    await handle.db.execute(sql`select 1`);
    res.status(200).json({ ok: true, db: handle.engine });
  } catch {
    res.status(503).json({ ok: false });
  }
}
