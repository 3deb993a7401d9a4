import { errorBody } from '@trails/contracts/common';
import type { Endpoint } from '@trails/contracts/endpoint';
import type { z } from 'zod';
import type { App } from './types.ts';

/**
 * Routes are registered from the endpoint map in `@trails/contracts` (`<domain>.ts` files):
 *
 *   app.route({
 *     ...endpointRoute(app, wishlistApi.add),
 *     onRequest: auth.requireUser(),
 *     schema: endpointSchema(wishlistApi.add, { tags: ['wishlist'], summary: '…', errors: [401, 422] }),
 *     handler: async (request) => …,
 *   });
 *
 * The method, the path and the schemas of params, query, body and success answer come from the
 * map; the route adds what only the server says: who may call it, its documentation and the
 * error answers it gives.
 */

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

type Success<E extends Endpoint> = E['status'] extends 201 | 202 ? E['status'] : 200;

/** What only the route says: its OpenAPI text, security, and which errors it answers. */
export interface EndpointDocs<S extends readonly ErrorStatus[], X extends Record<number, z.ZodType>> {
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  /** The error statuses this route answers with the shared error body. */
  errors?: S;
  /** Answers with a shape of their own (a 404 naming similar trips, a 200 beside a 201). */
  responses?: X;
  consumes?: string[];
  hide?: boolean;
}

type SchemaOf<E extends Endpoint, R> = (E['params'] extends z.ZodType ? { params: E['params'] } : unknown) &
  (E['query'] extends z.ZodType ? { querystring: E['query'] } : unknown) &
  (E['body'] extends z.ZodType ? { body: E['body'] } : unknown) &
  (E['headers'] extends z.ZodType ? { headers: E['headers'] } : unknown) & { response: R };

/** The route's schema: the map's parts under Fastify's names, the success answer under its status, then the errors. */
export function endpointSchema<
  E extends Endpoint,
  const S extends readonly ErrorStatus[] = [],
  X extends Record<number, z.ZodType> = Record<never, never>,
>(
  definition: E,
  { errors, responses, ...docs }: EndpointDocs<S, X>,
): SchemaOf<E, { [K in Success<E>]: E['response'] } & { [K in S[number]]: typeof errorBody } & X> &
  Omit<EndpointDocs<S, X>, 'errors' | 'responses'> & { produces?: string[] } {
  const response: Record<number, z.ZodType> = { [definition.status ?? 200]: definition.response };
  for (const status of errors ?? []) response[status] = errorBody;
  Object.assign(response, responses);
  const schema = {
    ...docs,
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body ? { body: definition.body } : {}),
    ...(definition.headers ? { headers: definition.headers } : {}),
    ...(definition.produces ? { produces: [definition.produces] } : {}),
    response,
  };
  return schema as never;
}

/**
 * The method and the address to register: the map's path, relative to the scope's prefix (the
 * back office's routes are registered inside `/api/admin`).
 */
export function endpointRoute<E extends Endpoint>(app: App, definition: E): { method: E['method']; url: string } {
  const prefix = app.prefix;
  if (!definition.path.startsWith(prefix)) {
    throw new Error(`${definition.path} cannot be registered under ${prefix}`);
  }
  return { method: definition.method, url: definition.path.slice(prefix.length) || '/' };
}
