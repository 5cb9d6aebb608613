/**
 * Which company a host serves: subdomains by slug, custom domains by the company_domains table.
 * The directory (every slug and domain, two small queries) is cached for 30 s, so a new custom domain or
 * company is served within a minute of the change.
 */
import type { DbOrTx } from '../db/engine';
import { companies, companyDomains } from '../db/schema';
import { eq } from 'drizzle-orm';
import { parseHost } from './parse-host';

export interface Directory { slugs: Set<string>; ids: Map<string, string>; domains: Map<string, string> }
interface Cached { directory: Directory; loadedAt: number }
const REFRESH_MS = 30_000;
const holder: { cached?: Cached; loading?: Promise<Directory> } = ((globalThis as { __storefrontDirectory?: typeof holder }).__storefrontDirectory ??= {});

async function loadDirectory(db: DbOrTx): Promise<Directory> {
  const [companyRows, domainRows] = await Promise.all([
    db.select({ id: companies.id, slug: companies.slug }).from(companies),
    db.select({ domain: companyDomains.domain, slug: companies.slug }).from(companyDomains).innerJoin(companies, eq(companies.id, companyDomains.companyId)),
  ]);
  return { slugs: new Set(companyRows.map((r) => r.slug)), ids: new Map(companyRows.map((r) => [r.id, r.slug])), domains: new Map(domainRows.map((r) => [r.domain, r.slug])) };
}

export async function getDirectory(db: DbOrTx, nowMs = Date.now()): Promise<Directory> {
  if (holder.cached && nowMs - holder.cached.loadedAt < REFRESH_MS) return holder.cached.directory;
  holder.loading ??= loadDirectory(db).then(
    (directory) => { holder.cached = { directory, loadedAt: nowMs }; holder.loading = undefined; return directory; },
    (error: unknown) => { holder.loading = undefined; throw error; },
  );
  return holder.loading;
}

export function clearDirectoryCache(): void {
  holder.cached = undefined;
}

export type HostCompany =
  | { kind: 'root'; slug: string }
  | { kind: 'subdomain'; slug: string }
  | { kind: 'custom'; slug: string; domain: string }
  | { kind: 'unknown' };

/** The company a request's host serves; the bare root domain serves DEFAULT_COMPANY. */
export async function companyForHost(db: DbOrTx, host: string, env = process.env): Promise<HostCompany> {
  const rootDomain = env.ROOT_DOMAIN || `localhost:${env.PORT || 3000}`;
  const parsed = parseHost(host, rootDomain);
  const directory = await getDirectory(db);
  switch (parsed.kind) {
    case 'root': {
      // Served even when DEFAULT_COMPANY does not exist: the page then answers 404, the API a COMPANY_NOT_FOUND.
      return { kind: 'root', slug: env.DEFAULT_COMPANY || 'aeroporto' };
    }
    case 'subdomain':
      return directory.slugs.has(parsed.slug) ? { kind: 'subdomain', slug: parsed.slug } : { kind: 'unknown' };
    case 'custom': {
      const slug = directory.domains.get(parsed.domain);
      return slug ? { kind: 'custom', slug, domain: parsed.domain } : { kind: 'unknown' };
    }
    default:
      return { kind: 'unknown' };
  }
}
