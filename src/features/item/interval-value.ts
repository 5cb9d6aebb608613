/** A rental's interval as the item page holds it: the fields' local values and, once readable, its days and ISO bounds. */
export interface IntervalValue {
  start: string;
  end: string;
  days: number | null;
  iso: { start: string; end: string } | null;
}

export const EMPTY_INTERVAL: IntervalValue = { start: '', end: '', days: null, iso: null };
