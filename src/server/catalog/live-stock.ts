/**
 * Live stock: the current `stock` of a company's stock-keeping items, read beside the catalogue snapshot.
 * The snapshot is rebuilt only when an import bumps the company's version, so after orders it still holds the
 * imported stock; this overlay is what the resolvers and the quote read instead (docs/architecture.md "Caching").
 *
 * One query per company (`select id, stock from items where company_id = ? and stock is not null`), trusted for
 * {@link TRUST_MS}, so every instance sees another's orders within seconds. An order or a cancel in this process
 * drops the company's entry at once (`stockChanged`, called by src/server/orders/stock.ts). That call runs
 * inside the order's transaction, before its commit: a load that starts just after it may still read the old
 * value, so a map loaded within {@link SETTLE_MS} of a change is trusted only {@link SHORT_TRUST_MS}.
 *
 * `version` changes whenever a load finds different stock: the response and page caches put it in their keys,
 * so a cached answer never outlives the stock it shows.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { items } from '../db/schema';

export const TRUST_MS = 5000;
const SETTLE_MS = 1000;
const SHORT_TRUST_MS = 250;

export interface LiveStock {
  /** Item id → units left, for the items that keep a stock (absent: unlimited, or not an item of the company). */
  stock: ReadonlyMap<string, number>;
  /** Changes when the stock read differs from the previous read in this process. */
  version: number;
}

interface Entry {
  live: LiveStock;
  loadedAt: number;
  startedAt: number;
}
interface Holder {
  entries: Map<string, Entry>;
  loading: Map<string, Promise<LiveStock>>;
  changedAt: Map<string, number>;
  versions: Map<string, number>;
  loads: number;
}
// On globalThis: Next may load the API's and the pages' server bundles separately; they must share one overlay.
const holder: Holder = ((globalThis as { __storefrontLiveStock?: Holder }).__storefrontLiveStock ??= {
  entries: new Map(),
  loading: new Map(),
  changedAt: new Map(),
  versions: new Map(),
  loads: 0,
});

function sameStock(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, units] of a) if (b.get(id) !== units) return false;
  return true;
}

async function load(db: DbOrTx, companyId: string, startedAt: number): Promise<LiveStock> {
  holder.loads += 1;
  const rows = await db
    .select({ id: items.id, stock: items.stock })
    .from(items)
    .where(and(eq(items.companyId, companyId), isNotNull(items.stock)));
  const stock = new Map(rows.map((row) => [row.id, row.stock ?? 0]));
  const previous = holder.entries.get(companyId)?.live;
  let version = holder.versions.get(companyId) ?? 0;
  if (!previous || !sameStock(previous.stock, stock)) holder.versions.set(companyId, (version += 1));
  const live = { stock, version };
  holder.entries.set(companyId, { live, loadedAt: Date.now(), startedAt });
  return live;
}

function trusted(entry: Entry, companyId: string, nowMs: number): boolean {
  const changed = holder.changedAt.get(companyId);
  const settling = changed !== undefined && entry.startedAt - changed < SETTLE_MS;
  return nowMs - entry.loadedAt < (settling ? SHORT_TRUST_MS : TRUST_MS);
}

/** The company's live stock; concurrent callers share one load. */
export async function getLiveStock(db: DbOrTx, companyId: string, nowMs = Date.now()): Promise<LiveStock> {
  const entry = holder.entries.get(companyId);
  if (entry && trusted(entry, companyId, nowMs)) return entry.live;
  const flight = holder.loading.get(companyId);
  if (flight) return flight;
  const loading: Promise<LiveStock> = load(db, companyId, nowMs).finally(() => {
    if (holder.loading.get(companyId) === loading) holder.loading.delete(companyId);
  });
  holder.loading.set(companyId, loading);
  return loading;
}

/** An item's stock now: the live value when it keeps one, else the snapshot's (null: unlimited). */
export function stockOf(live: LiveStock, itemId: string, snapshotStock: number | null | undefined): number | null {
  if (snapshotStock == null) return null;
  return live.stock.get(itemId) ?? snapshotStock;
}

/** Stock of the company changed in this process (an order took units, a cancel gave them back). */
export function stockChanged(companyId: string): void {
  holder.changedAt.set(companyId, Date.now());
  holder.entries.delete(companyId);
  // A load already under way may have read the old stock: callers from now on start their own.
  holder.loading.delete(companyId);
}

/** How many loads ran since the start (tests: the overlay is cached). */
export function liveStockLoads(): number {
  return holder.loads;
}

/** Forgets everything (tests). */
export function clearLiveStock(): void {
  holder.entries.clear();
  holder.loading.clear();
  holder.changedAt.clear();
}
