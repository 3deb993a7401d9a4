import type { BulkResult } from '@trails/contracts/admin-bulk';
import type { Envelope, PaginationMeta } from '@trails/contracts/common';
import { adminApi } from '@trails/contracts/admin-api';
import type { Endpoint } from '@trails/contracts/endpoint';
import { callEndpoint, downloadEndpoint } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

type Method = Endpoint['method'];

/**
 * The endpoint of an operation on a resource, from the map in `@trails/contracts/admin-api`:
 * `list`, `get`, `create`, `update`, `remove`, `read`, `replace`, or a named one (`approve`,
 * `summary`, `bulk`). A resource not yet in the map is addressed by its REST path.
 */
function endpointOf(resource: string, operation: string, method: Method, id?: RecordRef, action?: string): Endpoint {
  const group = (adminApi as unknown as Record<string, Record<string, Endpoint> | undefined>)[resource];
  const found = group?.[operation];
  if (found) {
    if (found.method !== method && !(operation === action || operation === 'bulk')) {
      throw new Error(`${resource}.${operation} is ${found.method}, not ${method}`);
    }
    return found;
  }
  return {
    method,
    path: `/api/admin${path(resource, typeof id === 'object' ? undefined : id, action)}`,
    response: undefined as never,
  };
}

/**
 * The path's parameters: a record's id fills the path's one parameter (`:id`, or `:key` for
 * /settings/:key); an object fills several (`{ id: 3, entryId: 9 }` for
 * /departures/:id/waitlist/:entryId/offer).
 */
function paramsOf(id: RecordRef | undefined, definition: Endpoint): Record<string, RecordId> | undefined {
  if (id === undefined) return undefined;
  if (typeof id === 'object') return id;
  const names = [...definition.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);
  return { [names.length === 1 ? names[0]! : 'id']: id };
}

/** Every back-office call, with the stored admin token (only this client makes them). */
function adminRequest<T>(
  resource: string,
  operation: string,
  method: Method,
  {
    id,
    action,
    query,
    body,
  }: { id?: RecordRef; action?: string; query?: Record<string, FilterValue>; body?: unknown } = {},
): Promise<T> {
  const definition = endpointOf(resource, operation, method, id, action);
  const params = paramsOf(id, definition);
  return callEndpoint(definition, { params, query, body } as never, { auth: 'admin' }) as Promise<T>;
}

/**
 * The one way admin screens reach the server: list / get / create / update / remove / action on a
 * resource name, turned into REST calls under /api/admin. Failures are `ApiError`s carrying the
 * HTTP status, the server's message and its per-field errors (a 422's `errors`).
 */

export type RecordId = number | string;
/** One record's id, or the path's named parameters where it has more than one. */
export type RecordRef = RecordId | Readonly<Record<string, RecordId>>;
export type FilterValue = string | number | boolean | undefined | null;

export interface ListParams {
  page?: number;
  per_page?: number;
  sort?: string;
  direction?: 'asc' | 'desc';
  /** Query parameters of the resource's own: search, is_active, ... Blank values are not sent. */
  filters?: Record<string, FilterValue>;
}

export interface ListResult<T> {
  data: T[];
  meta: PaginationMeta;
  /** Summary counts some lists send along (the cards above the table). */
  stats?: Record<string, number>;
}

/** A write's answer: the record (when the server returns one) and the server's message. */
export interface WriteResult<T> {
  data: T | undefined;
  message: string | undefined;
}

/**
 * A list answer as every back-office list endpoint sends it: `{ success, data: [...], meta, stats? }`
 * (`meta` absent on the few short lists that are not paged: one page of everything).
 */
export function normaliseList<T>(payload: unknown): ListResult<T> {
  const body = (payload ?? {}) as { data?: unknown; meta?: PaginationMeta; stats?: Record<string, number> };
  const data = (Array.isArray(body.data) ? body.data : []) as T[];
  const result = { data, meta: body.meta ?? { page: 1, per_page: data.length, total: data.length, last_page: 1 } };
  return body.stats ? { ...result, stats: body.stats } : result;
}

const path = (resource: string, id?: RecordId, action?: string) =>
  `/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}${action ? `/${action}` : ''}`;

async function write<T>(
  resource: string,
  operation: string,
  method: 'POST' | 'PUT' | 'DELETE',
  options: { id?: RecordRef; action?: string; query?: Record<string, FilterValue>; body?: unknown } = {},
): Promise<WriteResult<T>> {
  const answer = await adminRequest<Partial<Envelope<T>> | null>(resource, operation, method, options);
  return { data: answer?.data, message: answer?.message };
}

export const dataClient = {
  /** A page of records; `under` lists a record's own list instead (GET /departures/3/waitlist). */
  async list<T>(
    resource: string,
    params: ListParams = {},
    under?: { id: RecordId; name: string },
  ): Promise<ListResult<T>> {
    const { filters, ...paging } = params;
    const query = { ...paging, ...filters };
    return normaliseList<T>(
      await (under
        ? adminRequest<unknown>(resource, under.name, 'GET', { id: under.id, action: under.name, query })
        : adminRequest<unknown>(resource, 'list', 'GET', { query })),
    );
  },

  /**
   * A named read beside a resource's records, answered in an envelope: GET /bookings/summary?<filters>,
   * /bookings/executives, /bookings/3/documents (with `id`), /reviews/summary. Blank filters are not sent.
   */
  async fetch<T>(
    resource: string,
    name: string,
    filters: Record<string, FilterValue> = {},
    id?: RecordRef,
  ): Promise<T> {
    return (await adminRequest<Envelope<T>>(resource, name, 'GET', { id, action: name, query: filters })).data;
  },

  /** A resource that is one record, not a list: GET /settings. */
  async read<T>(resource: string): Promise<T> {
    return (await adminRequest<Envelope<T>>(resource, 'read', 'GET')).data;
  },

  /** PUT on a resource that is one record: /profile. */
  replace: <T>(resource: string, body: unknown) => write<T>(resource, 'replace', 'PUT', { body }),

  /** One record: GET /<resource>/<id>, or by the path's own parameter (`{ key: 'about' }` for /pages/:key). */
  async get<T>(resource: string, id: RecordRef): Promise<T> {
    return (await adminRequest<Envelope<T>>(resource, 'get', 'GET', { id })).data;
  },

  create: <T>(resource: string, body: unknown) => write<T>(resource, 'create', 'POST', { body }),

  update: <T>(resource: string, id: RecordRef, body: unknown) => write<T>(resource, 'update', 'PUT', { id, body }),

  /** DELETE /<resource>/<id>, with query options some deletes take (`move_to`). */
  remove: (resource: string, id: RecordId, options?: Record<string, FilterValue>) =>
    write<never>(resource, 'remove', 'DELETE', { id, ...(options ? { query: options } : {}) }),

  /**
   * A named call on one record or on the resource: POST /reviews/3/approve, /custom-packages/5/convert,
   * /tours/bulk-import (a FormData body is sent as it is), /auth/login.
   */
  action: <T>(resource: string, id: RecordRef | undefined, name: string, body?: unknown) =>
    write<T>(resource, name, 'POST', { id, action: name, body }),

  /**
   * One action on the selected records, in one request: POST /<resource>/bulk `{ action, ids }`.
   * The answer says which ids changed and which were skipped, with the reason.
   */
  async bulk(resource: string, action: string, ids: readonly RecordId[]): Promise<BulkResult> {
    return (
      await adminRequest<Envelope<BulkResult>>(resource, 'bulk', 'POST', { action: 'bulk', body: { action, ids } })
    ).data;
  },

  /**
   * A file of the resource saved by the browser: GET /<resource>/<name>?<filters>, or a POST with
   * `body` (the CSV of a selection). The server's file name wins over `fallbackName`.
   */
  async download(
    resource: string,
    name: string,
    fallbackName: string,
    { filters, body, id }: { filters?: Record<string, FilterValue>; body?: unknown; id?: RecordRef } = {},
  ): Promise<void> {
    const definition = endpointOf(resource, name, body === undefined ? 'GET' : 'POST', id, name);
    const params = paramsOf(id, definition);
    const { blob, filename } = await downloadEndpoint(definition, { params, query: filters, body } as never, {
      auth: 'admin',
    });
    saveFile(blob, filename ?? fallbackName);
  },

  /** A named PUT on one record or on the whole resource: PUT /notifications/3/read, /notifications/mark-all-read. */
  command: <T>(resource: string, id: RecordRef | undefined, name: string, body?: unknown) =>
    write<T>(resource, name, 'PUT', { id, action: name, body }),
};

export type DataClient = typeof dataClient;
