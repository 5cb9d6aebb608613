/**
 * A least-recently-used map bounded by what it really holds: every entry is charged its key's length, its
 * value's size and a fixed overhead, so many small entries under long keys are bounded as surely as a few large
 * answers. Used by the response cache and by Yoga's parse caches, whose keys are request texts of up to 100 KB.
 */
export interface CacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** What the map itself, the entry and its bookkeeping cost beyond key and value (an estimate, on the safe side). */
const ENTRY_OVERHEAD = 128;

export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; cost: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used goes last; the oldest are evicted first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    // Strings are UTF-16 in memory: two bytes a character.
    const cost = key.length * 2 + this.sizeOf(value) + ENTRY_OVERHEAD;
    if (cost > this.maxBytes / 8) return; // one entry never crowds out most of the others
    this.entries.set(key, { value, cost });
    this.bytes += cost;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.cost;
    }
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.bytes -= entry.cost;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): CacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }
}
