/**
 * `importCatalog(db, json)`: one company with everything it sells, in the
 * format of docs/interfaces.md "Catalogue import format".
 *
 * - Validates the whole document first; on any problem returns every problem
 *   with its JSON path and writes nothing.
 * - Applies everything in one transaction: records are matched by `_id`
 *   (slug for the company and blog posts, code for coupons, position for the
 *   lists that have no id), changed rows are updated, new ones inserted.
 * - The document is the company's whole catalogue: catalogues, categories,
 *   items, options, services, shared option groups, coupons, blog posts and
 *   domains of that company that are not in it are deleted. Users and orders
 *   are never touched.
 * - Importing the same document again changes nothing (no row is written, so
 *   `updated_at` stays put).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { parseCatalogDocument, type CatalogDocument } from '../catalog-format/schema';
import type { Db, DbOrTx } from '../db/engine';
import * as s from '../db/schema';
import { documentToRows, type CompanyRows } from './rows';
import {
  applyDeletes,
  applyUpserts,
  changesOf,
  loadRows,
  planSync,
  type Plan,
  type Row,
  type TableChanges,
  type TableSpec,
} from './sync';

export type ImportResult =
  | {
      ok: true;
      companyId: string;
      companySlug: string;
      /** The company did not exist before. */
      created: boolean;
      /** Per table, what was written; every count is 0 when nothing changed. */
      changes: Record<string, TableChanges>;
      unchanged: boolean;
      dryRun: boolean;
    }
  | { ok: false; problems: string[] };

export interface ImportOptions {
  /** Validate and work out the changes, then roll back. */
  dryRun?: boolean;
  /** Clock for updated_at (tests). */
  now?: Date;
}

class Rollback extends Error {
  constructor(readonly result: ImportResult) {
    super('rollback');
  }
}

/** Tables in parent-to-child order: upserts run in this order, deletes in the reverse. */
const ORDER = [
  'domains',
  'globalSubcategories',
  'globalSubitems',
  'services',
  'catalogs',
  'categories',
  'items',
  'itemSubcategories',
  'itemSubitems',
  'featuredItemCategories',
  'openingHours',
  'holidays',
  'deliveryAreas',
  'deliveryRules',
  'coupons',
  'blogPosts',
] as const satisfies readonly (keyof CompanyRows)[];
type TableName = (typeof ORDER)[number];

const TABLES: Record<TableName, { table: PgTable & { companyId: unknown }; key: string[] }> = {
  domains: { table: s.companyDomains, key: ['domain'] },
  globalSubcategories: { table: s.globalSubcategories, key: ['id'] },
  globalSubitems: { table: s.globalSubitems, key: ['id'] },
  services: { table: s.serviceDefinitions, key: ['id'] },
  catalogs: { table: s.catalogs, key: ['id'] },
  categories: { table: s.categories, key: ['id'] },
  items: { table: s.items, key: ['id'] },
  itemSubcategories: { table: s.itemSubcategories, key: ['id'] },
  itemSubitems: { table: s.itemSubitems, key: ['id'] },
  featuredItemCategories: { table: s.featuredItemCategories, key: ['catalogId', 'position'] },
  openingHours: { table: s.openingHours, key: ['catalogId', 'weekday'] },
  holidays: { table: s.holidays, key: ['catalogId', 'position'] },
  deliveryAreas: { table: s.deliveryAreas, key: ['catalogId', 'id'] },
  deliveryRules: { table: s.deliveryRules, key: ['catalogId', 'position'] },
  coupons: { table: s.coupons, key: ['code'] },
  blogPosts: { table: s.blogPosts, key: ['slug'] },
};

/** Tables with a unique slug besides their key: see `freeSlugs`. */
const SLUGGED: TableName[] = ['services', 'catalogs', 'items'];

export async function importCatalog(db: Db, input: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const parsed = parseCatalogDocument(input);
  if (!parsed.ok) return { ok: false, problems: parsed.issues };
  try {
    return await db.transaction(async (tx) => {
      const result = await applyDocument(tx, parsed.document, options.now ?? new Date());
      if (!result.ok || options.dryRun) throw new Rollback(result.ok ? { ...result, dryRun: true } : result);
      return result;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}

async function applyDocument(tx: DbOrTx, doc: CatalogDocument, now: Date): Promise<ImportResult> {
  const slug = doc.company.slug;
  // Two imports of one company at once (several app instances) run one after the other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog-import:${slug}`}))`);

  const [existing] = await tx.select().from(s.companies).where(eq(s.companies.slug, slug));
  const companyId = existing?.id ?? randomUUID();
  const rows = documentToRows(doc, companyId);

  const problems = await domainConflicts(tx, companyId, rows);
  if (problems.length > 0) return { ok: false, problems };

  const changes: Record<string, TableChanges> = {};
  if (!existing) {
    await tx.insert(s.companies).values({ id: companyId, ...rows.company, createdAt: now, updatedAt: now });
    changes.companies = { inserted: 1, updated: 0, deleted: 0 };
  } else {
    const plan = planSync(
      { name: 'companies', table: s.companies, key: ['id'], scope: eq(s.companies.id, companyId) },
      [existing as Row],
      [{ id: companyId, ...rows.company } as Row],
    );
    await applyUpserts(tx, plan, now);
    changes.companies = changesOf(plan);
  }

  const plans = {} as Record<TableName, Plan>;
  for (const name of ORDER) {
    const { table, key } = TABLES[name];
    const spec: TableSpec = { name, table, key, scope: eq(table.companyId as typeof s.catalogs.companyId, companyId) };
    plans[name] = planSync(spec, await loadRows(tx, spec), rows[name] as Row[]);
  }
  await freeSlugs(tx, companyId, plans);
  for (const name of ORDER) await applyUpserts(tx, plans[name], now);
  for (const name of [...ORDER].reverse()) await applyDeletes(tx, plans[name]);
  for (const name of ORDER) changes[name] = changesOf(plans[name]);

  const unchanged = Object.values(changes).every((c) => c.inserted + c.updated + c.deleted === 0);
  // The company's updated_at is the version of its whole catalogue: read caches revalidate on it.
  if (!unchanged) await tx.update(s.companies).set({ updatedAt: now }).where(eq(s.companies.id, companyId));
  return { ok: true, companyId, companySlug: slug, created: !existing, changes, unchanged, dryRun: false };
}

/** A custom domain serves one company: report domains another company already has. */
async function domainConflicts(tx: DbOrTx, companyId: string, rows: CompanyRows): Promise<string[]> {
  const wanted = rows.domains.map((d) => d.domain);
  if (wanted.length === 0) return [];
  const taken = await tx
    .select({ domain: s.companyDomains.domain, slug: s.companies.slug })
    .from(s.companyDomains)
    .innerJoin(s.companies, eq(s.companies.id, s.companyDomains.companyId))
    .where(and(inArray(s.companyDomains.domain, wanted), ne(s.companyDomains.companyId, companyId)));
  return taken.map(
    ({ domain, slug }) =>
      `company.domains[${wanted.indexOf(domain)}]: "${domain}" already belongs to company "${slug}"`,
  );
}

/**
 * Slugs are unique per company (catalogues, services) or per catalogue
 * (items), and are updated row by row: two records swapping slugs, or a new
 * record taking the slug of one being deleted, would collide half-way. Rows
 * whose slug changes or that are going away first get a temporary slug ("~" +
 * id, never a valid slug), then the upserts set the final ones.
 */
async function freeSlugs(tx: DbOrTx, companyId: string, plans: Record<TableName, Plan>): Promise<void> {
  for (const name of SLUGGED) {
    const plan = plans[name];
    const table = TABLES[name].table as typeof s.catalogs;
    const moving = [
      ...plan.updates.filter((u) => 'slug' in u.changed).map((u) => u.row.id as string),
      ...plan.deletes.map((row) => row.id as string),
    ];
    if (moving.length === 0) continue;
    await tx
      .update(table)
      .set({ slug: sql`'~' || ${table.id}` })
      .where(and(eq(table.companyId, companyId), inArray(table.id, moving)));
  }
}
