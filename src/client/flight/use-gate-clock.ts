/**
 * "Now" for judging gate times in the browser, ticking every 30 seconds: the phone's clock, unless it is more than two
 * minutes off the server's (a phone set to the wrong time, or a demo whose server clock STORE_NOW fixes), in which
 * case the server's instant as last seen, moved on by the time passed since. A page's server time may be up to a
 * minute old (pages are cached per minute), hence the two-minute tolerance. Null until mounted (the server renders
 * no time, so hydration never disagrees).
 */
import { useEffect, useState } from 'react';

const TOLERANCE_MS = 2 * 60_000;
const TICK_MS = 30_000;

/** Server − browser, in ms; 0 while they agree. Kept for the visit: pages without a server time use it too. */
let offset = 0;

export function adoptServerTime(serverNow: string | null | undefined, browserNow: number = Date.now()): number {
  const server = serverNow ? Date.parse(serverNow) : NaN;
  if (Number.isFinite(server)) {
    const difference = server - browserNow;
    offset = Math.abs(difference) > TOLERANCE_MS ? difference : 0;
  }
  return offset;
}

export function useGateClock(serverNow?: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    adoptServerTime(serverNow);
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [serverNow]);
  return now;
}
