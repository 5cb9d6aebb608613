/**
 * The clock that makes orders follow their flights with nobody looking (flight-follow.ts): every server process
 * (scripts/start.ts) sweeps once at start and then every FOLLOW_INTERVAL_MS, at the server's clock (STORE_NOW when
 * set), through the process's flight lookup (its cache and call budget: a paid provider is asked about a flight at
 * most once in five minutes per instance). Not started where no provider answers (a real deployment without
 * FLIGHT_STATUS_API_KEY). A tick never overlaps the previous one and never throws.
 */
import { serverNow } from '../clock';
import type { Db } from '../db/engine';
import { followFlights } from './flight-follow';
import { flightLookup, type FlightLookup } from './flight-lookup';
import { flightStatusProvider } from './flight-provider';

/** A minute, as the unpaid-order sweep: a gate change reaches the courier and the shopper within about a minute. */
export const FOLLOW_INTERVAL_MS = 60_000;

export interface FollowTimer {
  /** Runs one tick now (the timer's own, or a test's); resolves with how many orders took a change. */
  tick(): Promise<number>;
  stop(): void;
}

export function startFlightFollowTimer(
  db: () => Promise<Db>,
  {
    intervalMs = FOLLOW_INTERVAL_MS,
    now = serverNow,
    lookup = flightLookup,
    env = process.env,
  }: {
    intervalMs?: number;
    now?: typeof serverNow;
    lookup?: () => FlightLookup;
    env?: Partial<Record<string, string | undefined>>;
  } = {},
): FollowTimer | null {
  if (flightStatusProvider(env).name === 'none') return null;
  let running: Promise<number> | null = null;
  const tick = () =>
    (running ??= (async () => {
      try {
        const report = await followFlights({ db: await db(), lookup: lookup() }, { now: now() });
        return report.changed;
      } catch (error) {
        console.error('[flights] following flights failed:', (error as Error).message);
        return 0;
      } finally {
        running = null;
      }
    })());
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref(); // never what keeps the process alive
  void tick();
  return { tick, stop: () => clearInterval(timer) };
}
