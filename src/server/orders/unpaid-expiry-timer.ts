/**
 * The clock that expires unpaid orders with nobody looking (docs/decisions.md "Decisions"): every server process
 * (scripts/start.ts) sweeps once at start and then every EXPIRY_INTERVAL_MS, at the server's clock (STORE_NOW when
 * set). Several instances on one PostgreSQL all run it; each order is taken with SKIP LOCKED
 * (unpaid-expiry.ts), so they share the work and never cancel an order twice. A tick never overlaps the previous one,
 * runs passes until nothing is left (up to MAX_PASSES, the rest waiting for the next tick), and never throws.
 */
import { serverNow } from '../clock';
import type { Db } from '../db/engine';
import { EXPIRY_BATCH, expireUnpaidOrders } from './unpaid-expiry';

/** A minute: a PIX due at 12:30 is cancelled by 12:31 at the latest (and at once for anyone reading it). */
export const EXPIRY_INTERVAL_MS = 60_000;
const MAX_PASSES = 20;

export interface ExpiryTimer {
  /** Runs one tick now (the timer's own, or a test's); resolves with how many orders it cancelled. */
  tick(): Promise<number>;
  stop(): void;
}

export function startUnpaidExpiryTimer(
  db: () => Promise<Db>,
  { intervalMs = EXPIRY_INTERVAL_MS, now = serverNow } = {},
): ExpiryTimer {
  let running: Promise<number> | null = null;
  const tick = () =>
    (running ??= (async () => {
      let total = 0;
      try {
        const handle = await db();
        for (let pass = 0; pass < MAX_PASSES; pass += 1) {
          const expired = await expireUnpaidOrders({ db: handle }, { now: now() });
          total += expired;
          if (expired < EXPIRY_BATCH) break;
        }
      } catch (error) {
        console.error('[orders] unpaid-order expiry failed:', (error as Error).message);
      } finally {
        running = null;
      }
      return total;
    })());
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref(); // never what keeps the process alive
  void tick();
  return { tick, stop: () => clearInterval(timer) };
}
