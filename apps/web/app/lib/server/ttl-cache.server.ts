// Public data every render needs (translations, locales, project info, CMS menus) changes rarely:
// one in-process call per key and period instead of one per page view.

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();
const MAX_ENTRIES = 500;

/** Returns the cached promise for `key`, loading it at most once per `ttlMs`; failures are not cached. */
export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => entries.delete(key));
  return value;
}
