/**
 * Stock taken and given back inside the order's transaction. Taking is one conditional UPDATE per item
 * (`stock = stock - n where stock >= n`): the row lock makes concurrent orders queue on the item, and the
 * condition is re-checked on the committed value, so stock never goes below zero whatever the concurrency.
 * A null stock is unlimited and is not written at all (no lock on popular unlimited items).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/engine';
import { items } from '../db/schema';
import { stockChanged } from '../catalog/live-stock';

/** Units per item id, added up over the lines (one item with different options is several lines). */
export function unitsByItem(lines: ReadonlyArray<{ itemId: string; quantity: number }>): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  // Sorted: two orders taking the same items lock them in the same order and cannot deadlock.
  return new Map([...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export type TakeStockResult =
  { ok: true } | { ok: false; itemId: string; code: 'PRODUCT_OUT_OF_STOCK' | 'ITEM_NOT_FOUND' };

export async function takeStock(
  tx: Tx,
  companyId: string,
  units: ReadonlyMap<string, number>,
): Promise<TakeStockResult> {
  let took = false;
  for (const [itemId, quantity] of units) {
    const taken = await tx
      .update(items)
      .set({ stock: sql`${items.stock} - ${quantity}` })
      .where(
        and(
          eq(items.companyId, companyId),
          eq(items.id, itemId),
          isNotNull(items.stock),
          sql`${items.stock} >= ${quantity}`,
        ),
      )
      .returning({ id: items.id });
    if (taken.length > 0) {
      took = true;
      continue;
    }
    // Nothing taken: either the stock is unlimited (null) or there is not enough.
    const [row] = await tx
      .select({ stock: items.stock })
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.id, itemId)));
    if (!row) return { ok: false, itemId, code: 'ITEM_NOT_FOUND' };
    if (row.stock !== null) return { ok: false, itemId, code: 'PRODUCT_OUT_OF_STOCK' };
  }
  // The pages' live stock (src/server/catalog/live-stock.ts) reads again rather than wait out its cache.
  if (took) stockChanged(companyId);
  return { ok: true };
}

/** Gives the units back (a cancelled order). Unlimited items stay unlimited; a removed item is left alone. */
export async function releaseStock(tx: Tx, companyId: string, units: ReadonlyMap<string, number>): Promise<void> {
  for (const [itemId, quantity] of units) {
    await tx
      .update(items)
      .set({ stock: sql`${items.stock} + ${quantity}` })
      .where(and(eq(items.companyId, companyId), eq(items.id, itemId), isNotNull(items.stock)));
  }
  stockChanged(companyId);
}
