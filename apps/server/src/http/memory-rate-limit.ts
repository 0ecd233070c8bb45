import { LruCache } from '../lib/lru-cache.ts';
import { DomainError } from './errors.ts';

export interface MemoryRateLimitOptions {
  limit: number;
  windowMs: number;
  /** Most keys tracked at once; the least recently seen go first (a flood of fresh keys cannot grow memory). */
  maxKeys?: number;
  now?: () => number;
}

interface Window {
  start: number;
  hits: number;
}

/**
 * A fixed-window limit kept in this node's memory, for hot reads where a database write per request would cost more
 * than the request itself (catalogue search). Each node counts on its own: N nodes allow N times the limit, which is
 * enough to stop a scraper and never slows a cached answer.
 */
export function createMemoryRateLimit(options: MemoryRateLimitOptions) {
  const now = options.now ?? Date.now;
  const windows = new LruCache<string, Window>({
    maxEntries: options.maxKeys ?? 50_000,
    ttlMs: options.windowMs,
    now,
  });
  return {
    /** Counts a hit of `key`; throws 429 (with Retry-After) once the window already holds `limit` hits. */
    consume(key: string): void {
      const at = now();
      const start = Math.floor(at / options.windowMs) * options.windowMs;
      let window = windows.get(key);
      if (!window || window.start !== start) {
        window = { start, hits: 0 };
        windows.set(key, window, start + options.windowMs - at);
      }
      window.hits += 1;
      if (window.hits > options.limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil((start + options.windowMs - at) / 1000));
        throw new DomainError('RateLimited', 'Too many requests', { retryAfterSeconds });
      }
    },
  };
}
