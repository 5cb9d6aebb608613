/**
 * The read model of one company's catalogue: the whole document loaded in one go (a few queries, no query per
 * item), indexed, and cached in process. A cached snapshot is trusted for at most one second; then one cheap
 * query compares the company's `updated_at` (bumped by every import that changes something), so every app
 * instance sees a change within a second and nothing is kept that another instance needs.
 */
import { eq } from 'drizzle-orm';
import type { CatalogDocument } from '../catalog-format/schema';
import { exportCatalog } from '../catalog-io/export';
import type { DbOrTx } from '../db/engine';
import { companies } from '../db/schema';
import { buildReadModel, type CatalogReadModel } from './read-model';

export interface CompanySnapshot {
  companyId: string;
  slug: string;
  version: number;
  /** The export document (reais), for the company's own fields; catalogues are read through `catalogue`. */
  doc: CatalogDocument;
  /** The catalogue in cents, built with the snapshot: the one door to catalogues, items and coupons. */
  catalogue: CatalogReadModel;
  /** Results that depend only on this snapshot and the minute (opening state, prices at the clock). */
  perMinute: { minute: number; values: Map<string, unknown> };
}

/**
 * Memoises a computation for the rest of the clock's minute: opening hours, modifiers and rules are all
 * defined to the minute, so every request in that minute gets the same answer.
 */
export function memoForMinute<T>(snapshot: CompanySnapshot, nowMs: number, key: string, compute: () => T): T {
  const minute = Math.floor(nowMs / 60_000);
  if (snapshot.perMinute.minute !== minute) snapshot.perMinute = { minute, values: new Map() };
  const values = snapshot.perMinute.values;
  if (values.has(key)) return values.get(key) as T;
  const value = compute();
  values.set(key, value);
  return value;
}

export function buildSnapshot(companyId: string, version: number, doc: CatalogDocument): CompanySnapshot {
  return {
    companyId,
    slug: doc.company.slug,
    version,
    doc,
    catalogue: buildReadModel(doc),
    perMinute: { minute: -1, values: new Map() },
  };
}

interface CacheEntry {
  snapshot: CompanySnapshot | null;
  checkedAt: number;
  loading?: Promise<CompanySnapshot | null>;
}
const cache: Map<string, CacheEntry> = ((
  globalThis as { __storefrontSnapshots?: Map<string, CacheEntry> }
).__storefrontSnapshots ??= new Map());
const TRUST_MS = 1000;

async function currentVersion(db: DbOrTx, slug: string): Promise<{ id: string; version: number } | null> {
  const [row] = await db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.slug, slug));
  return row ? { id: row.id, version: row.updatedAt.getTime() } : null;
}

async function load(db: DbOrTx, slug: string): Promise<CompanySnapshot | null> {
  const head = await currentVersion(db, slug);
  if (!head) return null;
  const cached = cache.get(slug)?.snapshot;
  if (cached && cached.version === head.version && cached.companyId === head.id) return cached;
  // The version and the rows are read in one snapshot of the database, so an import committing meanwhile
  // cannot give a catalogue that mixes old and new rows under either version.
  return db.transaction(
    async (tx) => {
      const current = await currentVersion(tx, slug);
      const doc = current ? await exportCatalog(tx, slug) : null;
      return current && doc ? buildSnapshot(current.id, current.version, doc) : null;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The company's snapshot, or null when no company has this slug. Concurrent callers share one load. */
export async function getCompanySnapshot(
  db: DbOrTx,
  slug: string,
  nowMs = Date.now(),
): Promise<CompanySnapshot | null> {
  const entry = cache.get(slug);
  if (entry && !entry.loading && nowMs - entry.checkedAt < TRUST_MS) return entry.snapshot;
  if (entry?.loading) return entry.loading;
  const loading = load(db, slug);
  cache.set(slug, { snapshot: entry?.snapshot ?? null, checkedAt: entry?.checkedAt ?? 0, loading });
  try {
    const snapshot = await loading;
    // No entry is kept for a slug no company has: the bare root may name any, and they would pile up.
    if (snapshot) cache.set(slug, { snapshot, checkedAt: nowMs });
    else cache.delete(slug);
    return snapshot;
  } catch (error) {
    cache.delete(slug);
    throw error;
  }
}

/** How many companies' snapshots are cached (tests: bounded by the companies that exist). */
export function snapshotCacheSize(): number {
  return cache.size;
}

/** Forgets cached snapshots (tests; an import in this process). */
export function clearSnapshotCache(slug?: string): void {
  if (slug) cache.delete(slug);
  else cache.clear();
}
