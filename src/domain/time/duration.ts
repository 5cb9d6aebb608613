/**
 * Durations (docs/business-rules.md "Durations"): minutes = milliseconds ÷ 60000; days are
 * rounded up from 86 400 000 ms.
 */
export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;

/**
 * Whole minutes in a duration, truncated toward zero: a countdown such as
 * "closes in N min" never promises more time than is left.
 */
export function msToMinutes(ms: number): number {
  // `+ 0` turns -0 into 0.
  return Math.trunc(ms / MS_PER_MINUTE) + 0;
}

/** Days in a duration, any started day counting as a whole one. */
export function msToDays(ms: number): number {
  return Math.ceil(ms / MS_PER_DAY) + 0;
}
