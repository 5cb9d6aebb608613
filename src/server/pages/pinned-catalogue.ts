/**
 * A public page's catalogue, read once per request: its versions make the page cache's key
 * (src/server/page-cache.ts), and the page's operations then run on these very reads (the GraphQL context's seed)
 * rather than looking the snapshot and the stock up again.
 */
import { getCompanySnapshot } from '../catalog/company-snapshot';
import { getLiveStock } from '../catalog/live-stock';
import { getDb } from '../db/client';
import type { ContextSeed } from '../graphql/context';

export async function pinCatalogue(company: string): Promise<ContextSeed | null> {
  const db = await getDb();
  const snapshot = await getCompanySnapshot(db, company);
  if (!snapshot) return null;
  return { slug: company, snapshot, liveStock: await getLiveStock(db, snapshot.companyId) };
}

/** The catalogue's version with its live stock's ('-' for no company): a change of either is a new page. */
export function catalogueVersionOf(seed: ContextSeed | null): string {
  return seed ? `${seed.snapshot.version}.${seed.liveStock.version}` : '-';
}
