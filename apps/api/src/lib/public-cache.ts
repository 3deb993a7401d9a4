import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type pg from 'pg';
import { listenOnChannel, type ChannelListener } from './pg-listen.ts';

/** The PostgreSQL channel every process listens on; a notification means "public data changed". */
export const PUBLIC_DATA_CHANNEL = 'public_data_changed';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** One cached answer: the serialised body, its compressed copies, a weak ETag and the headers it is sent with. */
export interface CachedAnswer {
  etag: string;
  /** Every header of the first answer (content type, security headers, caching) but its length and encoding. */
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  bytes: number;
  storedAt: number;
  /** The route it answered (`/api/tours/:id/reviews`), for a change that concerns a few routes only. */
  route?: string | undefined;
}

export interface PublicCacheOptions {
  /** Total budget for bodies and their compressed copies; the least recently used go first. */
  maxBytes?: number;
  /** A bound on an entry's life, for changes no service made (SQL by hand, a migration, the seed CLI). */
  ttlMs?: number;
  /** Copies at least this long are compressed (as @fastify/compress's threshold). */
  compressThreshold?: number;
  now?: () => number;
}

function headersLength(headers: Record<string, string>): number {
  let length = 0;
  for (const name in headers) length += name.length + (headers[name]?.length ?? 0);
  return length;
}

export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
export const DEFAULT_CACHE_TTL_MS = 5 * 60_000;
/** An answer larger than this share of the budget is served, never stored. */
const MAX_ENTRY_SHARE = 8;

/**
 * The in-process cache of public, anonymous GET answers, and `publicDataVersion`: a counter every
 * write that changes public data bumps (`invalidate()`, after its transaction commits). A bump
 * empties the cache; an answer computed while the version moved is not stored. Until `enable()`
 * (and while the cross-process listener is down) nothing is served or stored.
 */
export function createPublicCache(options: PublicCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
  const ttlMs = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const threshold = options.compressThreshold ?? 1024;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;
  let version = 0;
  let catalogueVersion = 0;
  let enabled = false;
  const notifiers: ((change: PublicDataChange) => Promise<void>)[] = [];

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /**
   * Bumps the version in this process only (a notification from another process lands here); and
   * the catalogue version too unless the change is known to leave the catalogue as it was.
   */
  function bumpLocal(change: PublicDataChange = { catalogue: true }) {
    version += 1;
    if (change.catalogue) catalogueVersion += 1;
    if (change.routes && !change.catalogue) {
      // Only the answers of these routes: a helpful vote need not empty the catalogue's answers.
      const routes = new Set(change.routes);
      for (const [key, entry] of entries) if (entry.route === undefined || routes.has(entry.route)) drop(key);
      return;
    }
    entries.clear();
    bytes = 0;
  }

  return {
    /** The current public data version; capture it before reading, hand it to `store`. */
    get version() {
      return version;
    },
    /**
     * Bumped only by writes to what tours, treks and destinations are (titles, places, which are
     * active): what follows the catalogue alone (the search suggestions' index) need not be rebuilt
     * for every booking or review.
     */
    get catalogueVersion() {
      return catalogueVersion;
    },
    get enabled() {
      return enabled;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },

    /** Serving from the cache may begin (the listener, if any, is up). */
    enable() {
      enabled = true;
    },
    /** Stop serving and storing, and forget everything (the listener went down). */
    disable() {
      enabled = false;
      bumpLocal();
    },

    /** Something that tells the other processes, run by every `invalidate()`. */
    onInvalidate(notify: (change: PublicDataChange) => Promise<void>) {
      notifiers.push(notify);
    },

    bumpLocal,

    /**
     * Call after a write to public data has committed: this process forgets every cached answer at
     * once, then the other processes are told. Never rejects (a failed notification is reported by
     * the notifier and the listeners' reconnect empties their caches).
     */
    async invalidate(change: PublicDataChange = { catalogue: false }): Promise<void> {
      bumpLocal(change);
      await Promise.all(notifiers.map((notify) => notify(change).catch(() => undefined)));
    },

    get(key: string): CachedAnswer | undefined {
      if (!enabled) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > ttlMs) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** The weak ETag of a body (weak: the same for its compressed copies). */
    etagOf(body: Buffer): string {
      return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    },

    /**
     * Stores an answer read at `readVersion`, once its compressed copies are made; dropped when the
     * version moved meanwhile, so a read that overlapped a write never outlives it.
     */
    async store(
      key: string,
      readVersion: number,
      answer: { body: Buffer; etag: string; headers: Record<string, string>; route?: string },
    ): Promise<void> {
      if (!enabled || readVersion !== version || answer.body.length > maxBytes / MAX_ENTRY_SHARE) return;
      const big = answer.body.length >= threshold;
      const [gz, br] = big
        ? await Promise.all([
            gzip(answer.body),
            brotli(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
          ])
        : [null, null];
      if (!enabled || readVersion !== version) return;
      const entry: CachedAnswer = {
        ...answer,
        gzip: gz,
        br,
        bytes:
          key.length + answer.body.length + (gz?.length ?? 0) + (br?.length ?? 0) + headersLength(answer.headers) + 200,
        storedAt: now(),
      };
      drop(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

/**
 * What a write changed: `catalogue` when it changed tours, treks or destinations themselves;
 * `routes` when only the answers of these routes changed (the rest of the cache is kept).
 */
export interface PublicDataChange {
  catalogue: boolean;
  routes?: readonly string[];
}

/** What a write path needs: one call after its transaction commits. */
export type PublicDataInvalidator = Pick<PublicCache, 'invalidate'>;

interface Logger {
  warn(object: unknown, message: string): void;
  info(object: unknown, message: string): void;
}

/** A change as another process sent it; anything unreadable empties everything. */
function readChange(text: string): PublicDataChange {
  try {
    const parsed = JSON.parse(text) as { catalogue?: unknown; routes?: unknown };
    const routes =
      Array.isArray(parsed.routes) && parsed.routes.every((route) => typeof route === 'string')
        ? { routes: parsed.routes as string[] }
        : {};
    return { catalogue: parsed.catalogue === true, ...routes };
  } catch {
    return { catalogue: true };
  }
}

/**
 * Several processes on one PostgreSQL: every `invalidate()` sends `pg_notify(public_data_changed)`
 * through the pool, and a dedicated connection LISTENs and bumps this process's version on each
 * notification from another process. While that connection is down the cache is off (nothing
 * served, nothing stored), and reconnecting empties it, since notifications sent meanwhile were lost.
 */
export function connectPublicDataListener(cache: PublicCache, pool: pg.Pool, logger: Logger): ChannelListener {
  const instance = randomUUID();
  cache.onInvalidate(async (change) => {
    try {
      await pool.query('SELECT pg_notify($1, $2)', [PUBLIC_DATA_CHANNEL, `${instance} ${JSON.stringify(change)}`]);
    } catch (error) {
      logger.warn({ err: error }, 'could not notify other processes of a public data change');
    }
  });
  return listenOnChannel(
    pool,
    PUBLIC_DATA_CHANNEL,
    {
      notified: (payload = '') => {
        const space = payload.indexOf(' ');
        const sender = space === -1 ? payload : payload.slice(0, space);
        if (sender !== instance) cache.bumpLocal(readChange(payload.slice(space + 1)));
      },
      up: () => {
        // Whatever was missed while no one listened is forgotten with the cache.
        cache.bumpLocal();
        cache.enable();
      },
      down: () => cache.disable(),
    },
    logger,
    'public data listener (the response cache is off meanwhile)',
  );
}
