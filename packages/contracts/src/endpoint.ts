import type { z } from 'zod';

/**
 * One endpoint of the API, written once: its method, its path (`:name` for each path parameter),
 * the zod schemas of what it takes and of its success answer. The API registers its route from
 * it (`apps/api/src/lib/endpoint-route.ts`) and the web's clients build their calls from it
 * (`callEndpoint` in `apps/web/src/lib/api-client.ts`, the back office's data client), so a path
 * or a field is never spelled in two places.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: `/api/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /** The success status (200 unless said): 201 for a creation, 202 for work accepted. */
  readonly status?: 200 | 201 | 202;
  /** The success answer; for a file, the schema the document shows (a string) and `produces`. */
  readonly response: z.ZodType;
  /** A file answer's media type (text/csv, application/pdf); absent for JSON. */
  readonly produces?: string;
}

/** Declares an endpoint, keeping its literal types (method, path, schemas) for both sides. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: the path's parameters, the query and the body, each where the endpoint takes one. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined });

/** The success answer's shape as it crosses the wire. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;

type Scalar = string | number | boolean | null | undefined;

/**
 * The endpoint's address with its `:name` parameters filled in (encoded) and its query appended
 * (blank values left out, arrays repeated): `/api/bookings/12?lang=hi`.
 */
export function endpointUrl(
  definition: Pick<Endpoint, 'path'>,
  params?: Record<string, Scalar> | undefined,
  query?: Record<string, Scalar | readonly Scalar[]> | undefined,
): string {
  const path = definition.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${definition.path}: ${name} is required`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') {
        pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
      }
    }
  }
  const text = pairs.join('&');
  return text ? `${path}?${text}` : path;
}
