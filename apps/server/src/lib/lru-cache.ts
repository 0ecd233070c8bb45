/** Limits of an LruCache: entry count, optional total size (bytes, as `sizeOf` counts them) and time to live. */
export interface LruOptions<V> {
  maxEntries: number;
  /** Time to live of an entry, from when it was stored. */
  ttlMs: number;
  /** Largest total of `sizeOf` over all entries; an entry larger than this on its own is never stored. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** The clock (tests move it). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  size: number;
  expiresAt: number;
  /** When the entry last moved to the recent end. */
  touchedAt: number;
}

/** A hit moves its entry to the recent end at most this often: hot entries skip the Map delete and re-insert. */
const TOUCH_INTERVAL_MS = 1_000;

/**
 * A bounded in-memory cache: least recently used entries leave first when the count or the size limit is reached,
 * and no entry outlives its time to live. A Map keeps insertion order, so re-inserting on a hit marks recency (at
 * most once a second per entry: recency is exact to within that second).
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #options: LruOptions<V>;
  #size = 0;

  constructor(options: LruOptions<V>) {
    if (!(options.maxEntries > 0) || !(options.ttlMs > 0))
      throw new Error('LruCache needs a positive maxEntries and ttlMs');
    this.#options = options;
  }

  #now(): number {
    return this.#options.now ? this.#options.now() : Date.now();
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      this.#size -= entry.size;
      return undefined;
    }
    if (now - entry.touchedAt >= TOUCH_INTERVAL_MS) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      entry.touchedAt = now;
    }
    return entry.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /** Stores `value` (replacing any entry of `key`); false when it is too large to keep at all. */
  set(key: K, value: V, ttlMs = this.#options.ttlMs): boolean {
    this.delete(key);
    const size = this.#options.sizeOf ? this.#options.sizeOf(value) : 0;
    const { maxSize } = this.#options;
    if (maxSize !== undefined && size > maxSize) return false;
    const now = this.#now();
    this.#entries.set(key, { value, size, expiresAt: now + ttlMs, touchedAt: now });
    this.#size += size;
    this.#evict();
    return true;
  }

  /** Re-counts the size of an entry whose value grew (a compressed variant was added). */
  resize(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry || !this.#options.sizeOf) return;
    const size = this.#options.sizeOf(entry.value);
    this.#size += size - entry.size;
    entry.size = size;
    this.#evict();
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#size -= entry.size;
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#size = 0;
  }

  /** Entries held, expired ones included until they are touched or pushed out. */
  get count(): number {
    return this.#entries.size;
  }

  /** Total of `sizeOf` over the entries held. */
  get size(): number {
    return this.#size;
  }

  #evict(): void {
    const { maxEntries, maxSize } = this.#options;
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= maxEntries && (maxSize === undefined || this.#size <= maxSize))
        return;
      this.#entries.delete(key);
      this.#size -= entry.size;
    }
  }
}
