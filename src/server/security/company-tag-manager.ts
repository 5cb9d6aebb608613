/**
 * Which companies have their own tag-manager id, so the proxy allows the tag manager's origin in their pages' CSP
 * only. One small query, kept for 30 s like the company directory: a new id reaches the policy within a minute.
 */
import { isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { companies } from '../db/schema';

const REFRESH_MS = 30_000;
const holder: { cached?: { slugs: Set<string>; loadedAt: number }; loading?: Promise<Set<string>> } = ((
  globalThis as { __storefrontTagManagers?: typeof holder }
).__storefrontTagManagers ??= {});

async function load(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ slug: companies.slug, id: companies.googleTagManagerId })
    .from(companies)
    .where(isNotNull(companies.googleTagManagerId));
  return new Set(rows.filter((row) => row.id?.trim()).map((row) => row.slug));
}

export async function companyHasTagManager(db: DbOrTx, slug: string, nowMs = Date.now()): Promise<boolean> {
  if (!holder.cached || nowMs - holder.cached.loadedAt >= REFRESH_MS) {
    holder.loading ??= load(db).then(
      (slugs) => {
        holder.cached = { slugs, loadedAt: nowMs };
        holder.loading = undefined;
        return slugs;
      },
      (error: unknown) => {
        holder.loading = undefined;
        throw error;
      },
    );
    await holder.loading;
  }
  return holder.cached?.slugs.has(slug) ?? false;
}

export function clearTagManagerCache(): void {
  holder.cached = undefined;
}
