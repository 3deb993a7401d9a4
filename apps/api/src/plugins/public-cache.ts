import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { splitLocalePath } from '@trails/contracts/site-pages';
import type { CachedAnswer, PublicCache } from '../lib/public-cache.ts';
import type { App } from '../lib/types.ts';
import { PUBLIC_CACHE_CONTROL, publicCache } from '../modules/catalogue/http.ts';
import { redirectLocale } from '../modules/pages/page-language.ts';

/**
 * The public catalogue answers that may be cached: anonymous and the same for everyone, changed
 * only by writes that call `invalidate()`. Departures are not here (seats change with every
 * booking), nor anything that depends on the caller.
 */
export const CACHEABLE_ROUTES: ReadonlySet<string> = new Set([
  '/api/tours',
  '/api/tours/facets',
  '/api/tours/map',
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
  '/api/custom-packages/budget',
  '/api/pages/:key',
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

/**
 * A page's key: the language the server renders it in (its address's: `/hi/tours` is Hindi, an
 * un-prefixed address English) and its normalised address. Never the same as an API key, which
 * starts with `/api/`.
 */
export function pageCacheKey(url: string): string {
  return `${splitLocalePath(url.split('?')[0] ?? '/').locale} ${cacheKey(url)}`;
}

/**
 * The key a raw request's answer would be kept under: an API answer's, or a page's; none for a
 * visitor the page would send to their language's address (the redirect comes before the cache).
 */
function requestKey(request: IncomingMessage, url: string): string | null {
  if (url.startsWith('/api/')) return cacheKey(url);
  return redirectLocale(url, request.headers) ? null : pageCacheKey(url);
}

function accepts(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...rest] = part.trim().split(';');
    return name?.trim().toLowerCase() === encoding && !rest.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** `If-None-Match` names this ETag (weak or strong) or `*`. */
export function matches(header: string | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/** Headers of a fresh answer that a cached copy must not repeat: the copy's own length and encoding decide them. */
export const PER_COPY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/**
 * Writes a cached answer on a raw response: 304 without a body when `If-None-Match` names its
 * ETag, otherwise the body in the best encoding the client accepts (Brotli, gzip, or none).
 */
export function writeCached(request: IncomingMessage, response: ServerResponse, entry: CachedAnswer): void {
  if (matches(request.headers['if-none-match'], entry.etag)) {
    response.writeHead(304, entry.headers);
    response.end();
    return;
  }
  const acceptEncoding = request.headers['accept-encoding'];
  const [body, encoding] =
    entry.br && accepts(acceptEncoding, 'br')
      ? [entry.br, 'br']
      : entry.gzip && accepts(acceptEncoding, 'gzip')
        ? [entry.gzip, 'gzip']
        : [entry.body, undefined];
  response.writeHead(
    200,
    encoding
      ? { ...entry.headers, 'content-encoding': encoding, 'content-length': body.length }
      : { ...entry.headers, 'content-length': body.length },
  );
  response.end(body);
}

/**
 * Answers a raw request from the cache before Fastify sees it, when it can: an anonymous GET whose
 * normalised address a cacheable route answered at the current version, or a public page rendered
 * in the request's language (modules/pages). Only those store answers, so an address found here is
 * one of theirs. True when it answered.
 */
export function serveCachedRequest(cache: PublicCache, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || request.headers.authorization !== undefined || !cache.enabled || !request.url)
    return false;
  const key = requestKey(request, request.url);
  const entry = key === null ? undefined : cache.get(key);
  if (!entry) return false;
  writeCached(request, response, entry);
  return true;
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
    // A request the server's own fast path did not answer (`app.inject`, or an entry stored since).
    reply.hijack();
    writeCached(request.raw, reply.raw, entry);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const read = pending.get(request);
    if (!read || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = cache.etagOf(body);
    void reply.header('etag', etag).header('vary', 'accept-encoding');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_COPY_HEADERS.has(name))
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    headers['content-type'] ??= 'application/json; charset=utf-8';
    if (browserCacheable.has(request.routeOptions.url ?? '')) headers['cache-control'] = PUBLIC_CACHE_CONTROL;
    void cache
      .store(read.key, read.version, { body, etag, headers, route: request.routeOptions.url })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not cache a public answer');
      });
    if (matches(request.headers['if-none-match'], etag)) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
}
