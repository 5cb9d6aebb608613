/**
 * The slider's state: which slide shows, and whether it advances on its own. It advances every `interval` ms,
 * except while the pointer is over it, while focus is inside it (someone is reading or about to press a link),
 * after the visitor pressed pause, and always under `prefers-reduced-motion: reduce`. Moving by hand restarts the
 * wait, so a slide chosen by hand stays its full time.
 */
import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export function useSlider(count: number, interval: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const still = reducedMotion !== false;
  const rotating = count > 1 && !still && !stopped;
  const paused = !rotating || hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [paused, index, count, interval]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    /** True when the slides move on their own at all (not still, not stopped): the pause button's state. */
    rotating,
    /** Whether slide changes are animated (never under reduced motion). */
    animated: !still,
    toggleRotation: () => setStopped((value) => !value),
    setHovered,
    setFocused,
  };
}
