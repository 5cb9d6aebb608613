import { useEffect, useState } from 'react';

/** Seconds left of a cool-down, ticking once a second; `start(seconds)` begins a new one. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    // Wake at the next whole second left, so the label changes once a second.
    const timer = window.setTimeout(() => setNow(Date.now()), (until - now) % 1000 || 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds: number) => {
      const current = Date.now();
      setNow(current);
      setUntil(current + seconds * 1000);
    },
  ];
}
