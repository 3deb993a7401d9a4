import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public catalogue reads may be stored by browsers and proxies but are checked again on each use
 * (the ETag makes that a 304 from the server's own cache), so a change staff make shows at once.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** Route `onSend` hook: the cache header on successful answers only, never on an error. */
export async function publicCache(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 200) void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  return payload;
}
