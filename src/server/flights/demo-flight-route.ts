/**
 * POST /api/dev/flight-change {flightNumber, gate?, terminal?, delayMinutes?} → 200 {flight, changed}: the demo's
 * simulated flight change (demo-flight-change.ts). 404 wherever the stand-in flights do not exist (a real deployment,
 * or a real provider configured: shared/CONTRACT.md "Demo and real deployments"); 400 on a body it cannot read,
 * naming the fields; 404 `FLIGHT_NOT_FOUND` for a flight the stand-in table does not have.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverNow } from '../clock';
import { getDb } from '../db/client';
import type { Db } from '../db/engine';
import { demoFlightsEnabled } from '../deployment/deployment-mode';
import { simulateDemoFlightChange } from './demo-flight-change';

export interface DemoFlightRouteOptions {
  env?: Partial<Record<string, string | undefined>>;
  db?: () => Promise<Db>;
  now?: typeof serverNow;
}

export function demoFlightRoute({ env = process.env, db = getDb, now = serverNow }: DemoFlightRouteOptions = {}) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (!demoFlightsEnabled(env)) {
      res.status(404).json({ error: 'NOT_FOUND' });
      return;
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      res.status(405).json({ error: 'METHOD_NOT_ALLOWED' });
      return;
    }
    // JSON only: a cross-site form cannot send it without a CORS preflight, which this route never grants.
    if (!/^application\/json\b/i.test(String(req.headers['content-type'] ?? ''))) {
      res.status(415).json({ error: 'UNSUPPORTED_MEDIA_TYPE' });
      return;
    }
    const result = await simulateDemoFlightChange(await db(), req.body, now(), { env });
    if (result.ok) {
      res.status(200).json({ flight: result.flight, changed: result.changed });
      return;
    }
    res.status(result.code === 'INVALID' ? 400 : 404).json({ error: result.code, fields: result.issues ?? [] });
  };
}
