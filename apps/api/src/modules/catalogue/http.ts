import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public catalogue reads may be cached for a minute by browsers and proxies. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/** Route `onSend` hook: the cache header on successful answers only, never on an error. */
export async function publicCache(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 200) void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  return payload;
}
