import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from '../lib/public-cache.ts';
import type { App } from '../lib/types.ts';
import { PUBLIC_CACHE_CONTROL, publicCache } from '../modules/catalogue/http.ts';

/**
 * The public catalogue answers that may be cached: anonymous and the same for everyone, changed
 * only by writes that call `invalidate()`. Departures are not here (seats change with every
 * booking), nor anything that depends on the caller.
 */
export const CACHEABLE_ROUTES: ReadonlySet<string> = new Set([
  '/api/tours',
  '/api/tours/facets',
  '/api/tours/:id',
  '/api/tours/:id/reviews',
  '/api/treks',
  '/api/treks/facets',
  '/api/treks/:id',
  '/api/treks/:id/reviews',
  '/api/destinations',
  '/api/destinations/facets',
  '/api/destinations/by-state/:state',
  '/api/destinations/:id',
  '/api/states',
  '/api/reviews',
  '/api/stats',
  '/api/settings',
  '/api/search',
  '/api/blogs',
  '/api/blogs/:id',
  '/api/blog-categories',
]);

/** The cache key: the path and the query parameters sorted, so `?b=2&a=1` and `?a=1&b=2` share one. */
export function cacheKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const params = [...new URLSearchParams(url.slice(mark + 1))].sort(([a, x], [b, y]) =>
    a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0,
  );
  return params.length ? `${url.slice(0, mark)}?${new URLSearchParams(params).toString()}` : url.slice(0, mark);
}

function accepts(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...rest] = part.trim().split(';');
    return name?.trim().toLowerCase() === encoding && !rest.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The response cache; `publicCache.invalidate()` after a write to public data commits. */
    publicCache: PublicCache;
  }
}

/**
 * Serves cached answers from `onRequest` (after the security headers, before any parsing or
 * database work) and stores fresh ones from `onSend`. Register after helmet and before
 * @fastify/compress, so `onSend` sees the serialised body rather than a compressed stream.
 */
export function registerPublicCache(app: App, cache: PublicCache): void {
  app.decorate('publicCache', cache);
  // A cached answer carries the Cache-Control its route sends (`publicCache`), no more.
  const browserCacheable = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ([route.onSend ?? []].flat().includes(publicCache)) browserCacheable.add(route.url);
  });
  // The key and the version a cacheable request was read at.
  const pending = new WeakMap<FastifyRequest, { key: string; version: number }>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !cache.enabled || request.headers.authorization !== undefined) return;
    if (!CACHEABLE_ROUTES.has(request.routeOptions.url ?? '')) return;
    const key = cacheKey(request.url);
    const entry = cache.get(key);
    if (!entry) {
      pending.set(request, { key, version: cache.version });
      return;
    }
    if (browserCacheable.has(request.routeOptions.url ?? '')) void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    void reply.header('etag', entry.etag).header('vary', 'accept-encoding');
    if (matches(request, entry.etag)) return reply.code(304).send();
    const [body, encoding] =
      entry.br && accepts(request, 'br')
        ? [entry.br, 'br']
        : entry.gzip && accepts(request, 'gzip')
          ? [entry.gzip, 'gzip']
          : [entry.body, null];
    void reply.header('content-type', entry.contentType);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.code(200).send(body);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const read = pending.get(request);
    if (!read || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = cache.etagOf(body);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    void cache.store(read.key, read.version, { body, etag, contentType }).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not cache a public answer');
    });
    void reply.header('etag', etag).header('vary', 'accept-encoding');
    if (matches(request, etag)) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
}
