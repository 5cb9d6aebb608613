/**
 * A company's booking carries each client's exact time on its line; the order itself still names one of the slots
 * the store offers (createOrder checks the way and time as for any booking). That slot is the one holding the
 * earliest client's time, else the last one starting before it, else the first offered that day. Pure.
 */
export interface OfferedSlot {
  startsAt: string;
  endsAt: string;
}

/** The earliest of the ISO timestamps given (null when none is readable). */
export function earliestTime(times: readonly string[]): string | null {
  let best: { iso: string; at: number } | null = null;
  for (const iso of times) {
    const at = Date.parse(iso);
    if (!Number.isNaN(at) && (!best || at < best.at)) best = { iso, at };
  }
  return best?.iso ?? null;
}

export function orderSlotFor(earliest: string, slots: readonly OfferedSlot[]): OfferedSlot | null {
  const at = Date.parse(earliest);
  if (Number.isNaN(at) || slots.length === 0) return null;
  const holding = slots.find((slot) => Date.parse(slot.startsAt) <= at && at <= Date.parse(slot.endsAt));
  if (holding) return holding;
  const before = slots.filter((slot) => Date.parse(slot.startsAt) <= at);
  return before.at(-1) ?? slots[0];
}
