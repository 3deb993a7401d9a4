import type { FastifyRateLimitStore } from '@fastify/rate-limit';

const MAX_KEYS = 10_000;

/**
 * A fixed-window counter in memory that every limited route shares, so routes with the same
 * `groupId` (the rate-limit plugin appends it to the key) draw from one counter. The plugin's own
 * store gives each route a separate cache, which would let an alias address double the attempts.
 */
export class SharedMemoryStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.startedAt + timeWindow <= now) {
      entry = { count: 0, startedAt: now };
      if (this.windows.size >= MAX_KEYS) this.evictExpired(now, timeWindow);
    }
    entry.count += 1;
    this.windows.set(key, entry);
    callback(null, { current: entry.count, ttl: entry.startedAt + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  private evictExpired(now: number, timeWindow: number) {
    for (const [key, entry] of this.windows) {
      if (entry.startedAt + timeWindow <= now) this.windows.delete(key);
    }
    // Still full (a flood of distinct addresses): drop the oldest.
    while (this.windows.size >= MAX_KEYS) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}
