/** GET /api/gtm (docs/interfaces.md "HTTP endpoints"): the tag-manager id of the company a subdomain or custom domain names. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { companies } from '../db/schema';
import { getDirectory } from './company-directory';

export interface TrackerResponse {
  sites: { tracker: { googleTagManagerId: string } }[];
}

export async function trackerFor(
  db: DbOrTx,
  query: { subdomain?: string; customDomain?: string },
  env = process.env,
): Promise<TrackerResponse | null> {
  const directory = await getDirectory(db);
  const subdomain = query.subdomain?.trim().toLowerCase();
  const slug = subdomain
    ? directory.slugs.has(subdomain)
      ? subdomain
      : undefined
    : directory.domains.get(query.customDomain?.trim().toLowerCase().replace(/:\d+$/, '') ?? '');
  if (!slug) return null;
  const [row] = await db.select({ id: companies.googleTagManagerId }).from(companies).where(eq(companies.slug, slug));
  // A company without its own id falls back to the partner id of the environment (empty when unset).
  return { sites: [{ tracker: { googleTagManagerId: row?.id || env.PARTNER_GTM_ID || '' } }] };
}
