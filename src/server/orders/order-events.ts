/**
 * Order changes as events, for the live status page and the staff board (server-sent events).
 *
 * On PostgreSQL the change travels as `NOTIFY order_changes` and every instance receives it through one dedicated
 * `LISTEN` connection per process, so an order confirmed on one instance reaches a shopper connected to another.
 * On the embedded PGlite there is only one process, and an in-process emitter is enough.
 *
 * Publish only after the transaction that made the change has committed: a listener reads the order again and
 * must see the change.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { OrderStatus } from '../../domain/orders/order-types';
import type { Db } from '../db/engine';
import { engineOf } from '../db/engine';

export interface OrderChange {
  companyId: string;
  orderId: string;
  status: OrderStatus;
}

export type OrderChangeHandler = (change: OrderChange) => void;

/** The PostgreSQL channel; payloads are a few ids, far under NOTIFY's 8000-byte limit. */
export const ORDER_CHANNEL = 'order_changes';

interface Hub {
  emitter: EventEmitter;
  /** The LISTEN connection per pool (PostgreSQL), opened by the first subscriber. */
  listeners: WeakMap<object, Promise<pg.Client>>;
}

// On globalThis: Next's server bundle and the start script may load this module twice in one process.
const hub: Hub = ((globalThis as { __storefrontOrderEvents?: Hub }).__storefrontOrderEvents ??= {
  emitter: new EventEmitter().setMaxListeners(0),
  listeners: new WeakMap(),
});

/** Tells every subscriber (on every instance, on PostgreSQL) that an order changed. Never throws. */
export async function publishOrderChange(db: Db, change: OrderChange): Promise<void> {
  const payload: OrderChange = { companyId: change.companyId, orderId: change.orderId, status: change.status };
  try {
    if (engineOf(db).engine === 'postgres') {
      await notifyBatched(db, payload);
      return;
    }
  } catch (error) {
    // The order is saved; a missed event only delays a live view until its next read.
    console.error('[orders] could not publish an order change:', (error as Error).message);
    return;
  }
  hub.emitter.emit(ORDER_CHANNEL, payload);
}

interface Batch {
  changes: OrderChange[];
  done: Promise<void>;
}
const pendingBatches = new WeakMap<object, { queued: Batch | null; flushing: Promise<void> | null }>();

/**
 * PostgreSQL serialises the commits of transactions that NOTIFY, each one waiting for its WAL flush under a
 * global lock: one NOTIFY per order capped placement at one disk flush per order. So changes published while a
 * NOTIFY is in flight are queued and sent together in the next transaction, and that transaction does not wait
 * for its flush (`synchronous_commit = off`: it writes no data, and a lost notification only delays a live
 * view until its next read).
 */
function notifyBatched(db: Db, change: OrderChange): Promise<void> {
  let state = pendingBatches.get(db);
  if (!state) pendingBatches.set(db, (state = { queued: null, flushing: null }));
  const s = state;
  if (!s.queued) {
    const batch: Batch = { changes: [], done: Promise.resolve() };
    batch.done = (async () => {
      await s.flushing?.catch(() => {});
      if (s.queued === batch) s.queued = null;
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        for (const queued of batch.changes)
          await tx.execute(sql`select pg_notify(${ORDER_CHANNEL}, ${JSON.stringify(queued)})`);
      });
    })();
    s.queued = batch;
    s.flushing = batch.done;
  }
  s.queued.changes.push(change);
  return s.queued.done;
}

/**
 * Calls `handler` for every order change until the returned function is called. On PostgreSQL the first
 * subscriber opens the process's LISTEN connection (a dedicated client, outside the pool); `ready` resolves once
 * it listens, so a caller can publish knowing it will be heard.
 */
export function subscribeOrderChanges(
  handler: OrderChangeHandler,
  db?: Db,
): { unsubscribe: () => void; ready: Promise<void> } {
  hub.emitter.on(ORDER_CHANNEL, handler);
  const ready = db ? ensureListener(db) : Promise.resolve();
  return {
    ready,
    unsubscribe: () => {
      hub.emitter.off(ORDER_CHANNEL, handler);
    },
  };
}

async function ensureListener(db: Db): Promise<void> {
  const { engine, pool } = engineOf(db);
  if (engine !== 'postgres' || !pool) return;
  let pending = hub.listeners.get(pool);
  if (!pending) {
    pending = openListener(pool);
    hub.listeners.set(pool, pending);
    pending.catch(() => hub.listeners.delete(pool)); // the next subscriber tries again
  }
  await pending;
}

async function openListener(pool: pg.Pool): Promise<pg.Client> {
  // Same server and credentials as the pool, but its own connection: LISTEN belongs to one session.
  const client = new pg.Client(pool.options);
  client.on('notification', (message) => {
    if (message.channel !== ORDER_CHANNEL || !message.payload) return;
    try {
      const change = JSON.parse(message.payload) as OrderChange;
      hub.emitter.emit(ORDER_CHANNEL, change);
    } catch {
      // Not ours: ignored.
    }
  });
  client.on('error', (error) => {
    console.error('[orders] LISTEN connection lost:', error.message);
    hub.listeners.delete(pool);
    // Reconnect while someone is listening; changes made in between are missed (live views read again on reconnect).
    if (hub.emitter.listenerCount(ORDER_CHANNEL) > 0) {
      setTimeout(() => {
        if (!hub.listeners.has(pool)) {
          const again = openListener(pool);
          hub.listeners.set(pool, again);
          again.catch(() => hub.listeners.delete(pool));
        }
      }, 1000).unref();
    }
  });
  await client.connect();
  await client.query(`listen ${ORDER_CHANNEL}`);
  return client;
}

/** Closes this process's LISTEN connection for `db` (shutdown, tests). */
export async function closeOrderListener(db: Db): Promise<void> {
  const { pool } = engineOf(db);
  if (!pool) return;
  const pending = hub.listeners.get(pool);
  hub.listeners.delete(pool);
  if (pending) await (await pending.catch(() => null))?.end();
}
