import { DEFAULT_CACHE_TTL_MS } from '../../lib/public-cache.ts';

/**
 * What every visitor of a page gets the same (the public settings, a page's head data), read once
 * per public data version instead of on every render: the pages that use it are kept by that
 * version too, so it is never older than a kept page. A new version, or the kept pages' own age
 * limit, reads it again; a failed read is not kept. Bounded: past `maxEntries` it starts afresh.
 */
export function versionMemo<T>(
  currentVersion: () => number,
  { maxEntries = 2000, ttlMs = DEFAULT_CACHE_TTL_MS, now = Date.now } = {},
) {
  let version = -1;
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  return {
    /** The value kept for `key` at the current version, else `read()`'s, kept when `keep` says so. */
    get(key: string, read: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const current = currentVersion();
      if (current !== version) {
        entries.clear();
        version = current;
      }
      const known = entries.get(key);
      if (known && now() - known.at <= ttlMs) return known.value;
      const value = read();
      if (entries.size >= maxEntries) entries.clear();
      const entry = { value, at: now() };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((result) => {
        if (!keep(result) || version !== current) forget();
      }, forget);
      return value;
    },
  };
}
