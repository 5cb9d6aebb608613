/**
 * Brings one table's rows of one company to a desired set: inserts what is
 * missing, updates only rows whose contents differ (so `updated_at` moves only
 * when something changed), deletes what is no longer wanted. Comparison is in
 * JavaScript, so it behaves the same on PGlite and on a PostgreSQL server.
 */
import { and, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/engine';

export type Row = Record<string, unknown>;

export interface TableChanges {
  inserted: number;
  updated: number;
  deleted: number;
}

export interface TableSpec {
  /** Name used in reports. */
  name: string;
  table: PgTable;
  /** Field names (drizzle's) identifying a row within the scope. */
  key: readonly string[];
  /** Selects the rows this sync owns (e.g. company_id = X). */
  scope: SQL;
}

const CHUNK = 200;

export function keyOf(row: Row, key: readonly string[]): string {
  return JSON.stringify(key.map((field) => row[field] ?? null));
}

function column(table: PgTable, field: string): PgColumn {
  const col = (getTableColumns(table) as Record<string, PgColumn>)[field];
  if (!col) throw new Error(`Unknown column ${field}`);
  return col;
}

function keyCondition(table: PgTable, key: readonly string[], row: Row): SQL {
  const parts = key.map((field) => eq(column(table, field), row[field]));
  return (parts.length === 1 ? parts[0] : and(...parts)) as SQL;
}

function hasUpdatedAt(table: PgTable): boolean {
  return 'updatedAt' in getTableColumns(table);
}

/** Loads the rows a spec owns. */
export async function loadRows(db: DbOrTx, spec: TableSpec): Promise<Row[]> {
  return (await db.select().from(spec.table).where(spec.scope)) as Row[];
}

export interface Plan {
  spec: TableSpec;
  inserts: Row[];
  updates: { row: Row; changed: Row }[];
  deletes: Row[];
}

/** Works out what to insert, update and delete, without writing. */
export function planSync(spec: TableSpec, existing: readonly Row[], desired: readonly Row[]): Plan {
  const byKey = new Map(existing.map((row) => [keyOf(row, spec.key), row]));
  const wanted = new Set<string>();
  const plan: Plan = { spec, inserts: [], updates: [], deletes: [] };
  for (const row of desired) {
    const k = keyOf(row, spec.key);
    if (wanted.has(k)) throw new Error(`${spec.name}: duplicate key ${k}`);
    wanted.add(k);
    const current = byKey.get(k);
    if (!current) {
      plan.inserts.push(row);
      continue;
    }
    const changed: Row = {};
    for (const [field, value] of Object.entries(row)) {
      if (!sameValue(value, current[field])) changed[field] = value ?? null;
    }
    if (Object.keys(changed).length > 0) plan.updates.push({ row, changed });
  }
  for (const [k, row] of byKey) if (!wanted.has(k)) plan.deletes.push(row);
  return plan;
}

export async function applyDeletes(db: DbOrTx, plan: Plan): Promise<void> {
  const { table, key } = plan.spec;
  for (let i = 0; i < plan.deletes.length; i += CHUNK) {
    const chunk = plan.deletes.slice(i, i + CHUNK);
    await db.delete(table).where(and(plan.spec.scope, or(...chunk.map((row) => keyCondition(table, key, row)))));
  }
}

export async function applyUpserts(db: DbOrTx, plan: Plan, now: Date): Promise<void> {
  const { table, key } = plan.spec;
  const stamp = hasUpdatedAt(table) ? { updatedAt: now } : {};
  for (const { row, changed } of plan.updates) {
    await db
      .update(table)
      .set({ ...changed, ...stamp })
      .where(and(plan.spec.scope, keyCondition(table, key, row)));
  }
  for (let i = 0; i < plan.inserts.length; i += CHUNK) {
    await db.insert(table).values(plan.inserts.slice(i, i + CHUNK).map((row) => withNulls(row)));
  }
}

export function changesOf(plan: Plan): TableChanges {
  return { inserted: plan.inserts.length, updated: plan.updates.length, deleted: plan.deletes.length };
}

function withNulls(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, value ?? null]));
}

/**
 * Equality of a desired value and a stored one: undefined is null, Dates by
 * instant, objects by their JSON content regardless of key order (jsonb does
 * not keep it), undefined properties ignored (JSON drops them).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) {
    const ta = a instanceof Date ? a.getTime() : new Date(a as string).getTime();
    const tb = b instanceof Date ? b.getTime() : new Date(b as string).getTime();
    return ta === tb;
  }
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((value, i) => sameValue(value, bb[i]));
  }
  const ao = a as Row;
  const bo = b as Row;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) {
    // A missing property and an undefined one are the same after JSON; null is kept by jsonb, so it counts.
    const va = ao[k];
    const vb = bo[k];
    if (va === undefined && vb === undefined) continue;
    if (va === undefined || vb === undefined) return false;
    if (!sameValue(va, vb)) return false;
  }
  return true;
}
