import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

const MAX_KEYS = 10_000;

/**
 * A fixed-window counter in memory (on PGlite: one process has the database) that every limited route shares, so routes with the same
 * `groupId` (the rate-limit plugin appends it to the key) draw from one counter. The plugin's own
 * store gives each route a separate cache, which would let an alias address double the attempts.
 */
export class SharedMemoryStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
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

/** How often a process clears counters whose window has passed. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The same fixed windows in PostgreSQL, so every server process on one database counts together:
 * one upsert per limited request (a new window starts when the stored one has passed), and now and
 * then a sweep of counters whose window is over. The table is UNLOGGED (see its migration).
 */
export class PostgresStore implements FastifyRateLimitStore {
  private lastPrune = 0;
  private readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  private async count(key: string, timeWindow: number) {
    const result = await this.db.execute(sql`
      insert into rate_limit_counters (key, hits, resets_at)
      values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
      on conflict (key) do update
        set hits = case when rate_limit_counters.resets_at <= now() then 1 else rate_limit_counters.hits + 1 end,
            resets_at = case when rate_limit_counters.resets_at <= now() then excluded.resets_at else rate_limit_counters.resets_at end
      returning hits, ceil(extract(epoch from resets_at - now()) * 1000)::integer as ttl`);
    // Both drivers answer { rows }; drizzle's generic result type does not say so.
    const { rows } = result as unknown as { rows: { hits: number; ttl: number }[] };
    this.prune();
    return { current: Number(rows[0]!.hits), ttl: Math.max(0, Number(rows[0]!.ttl)) };
  }

  private prune() {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    // A failed sweep only leaves rows for the next one.
    this.db.execute(sql`delete from rate_limit_counters where resets_at < now()`).catch(() => undefined);
  }
}
