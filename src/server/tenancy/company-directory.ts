/**
 * Which company a host serves: subdomains by slug, custom domains by the company_domains table.
 * The directory (every slug and domain, two small queries) is cached for 30 s, so a new custom domain or
 * company is served within a minute of the change.
 */
import type { DbOrTx } from '../db/engine';
import { companies, companyDomains } from '../db/schema';
import { eq } from 'drizzle-orm';

export interface Directory {
  slugs: Set<string>;
  ids: Map<string, string>;
  domains: Map<string, string>;
}
interface Cached {
  directory: Directory;
  loadedAt: number;
}
const REFRESH_MS = 30_000;
const holder: { cached?: Cached; loading?: Promise<Directory> } = ((
  globalThis as { __storefrontDirectory?: typeof holder }
).__storefrontDirectory ??= {});

async function loadDirectory(db: DbOrTx): Promise<Directory> {
  const [companyRows, domainRows] = await Promise.all([
    db.select({ id: companies.id, slug: companies.slug }).from(companies),
    db
      .select({ domain: companyDomains.domain, slug: companies.slug })
      .from(companyDomains)
      .innerJoin(companies, eq(companies.id, companyDomains.companyId)),
  ]);
  return {
    slugs: new Set(companyRows.map((r) => r.slug)),
    ids: new Map(companyRows.map((r) => [r.id, r.slug])),
    domains: new Map(domainRows.map((r) => [r.domain, r.slug])),
  };
}

export async function getDirectory(db: DbOrTx, nowMs = Date.now()): Promise<Directory> {
  if (holder.cached && nowMs - holder.cached.loadedAt < REFRESH_MS) return holder.cached.directory;
  holder.loading ??= loadDirectory(db).then(
    (directory) => {
      holder.cached = { directory, loadedAt: nowMs };
      holder.loading = undefined;
      return directory;
    },
    (error: unknown) => {
      holder.loading = undefined;
      throw error;
    },
  );
  return holder.loading;
}

export function clearDirectoryCache(): void {
  holder.cached = undefined;
}
