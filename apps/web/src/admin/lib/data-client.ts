import type { BulkResult } from '@trails/contracts/admin-bulk';
import type { Envelope, PaginationMeta } from '@trails/contracts/common';
import { adminApi } from '@trails/contracts/admin-api';
import type { Endpoint } from '@trails/contracts/endpoint';
import { callEndpoint, downloadEndpoint } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

type Method = Endpoint['method'];

/** A back-office resource: a group of endpoints in the map (`bookings`, `activity-logs`, …). */
export type AdminResource = keyof typeof adminApi;
/** A name some resource of the map gives an endpoint (`approve`, `summary`, `export`, …). */
export type AdminOperation = { [R in AdminResource]: keyof (typeof adminApi)[R] & string }[AdminResource];

/**
 * The endpoint of an operation on a resource, from the map in `@trails/contracts/admin-api`:
 * `list`, `get`, `create`, `update`, `remove`, `read`, `replace`, or a named one (`approve`,
 * `summary`, `bulk`). Asking for one the map does not have is a programming error.
 */
function endpointOf(resource: AdminResource, operation: string, expected?: Method): Endpoint {
  const group = adminApi[resource] as Readonly<Record<string, Endpoint | undefined>>;
  const found = group[operation];
  if (!found) throw new Error(`The endpoint map has no ${operation} on ${resource}`);
  // A plain operation (list, get, create, …) must be what its name says; a named one is what the map says.
  if (expected && found.method !== expected)
    throw new Error(`${resource}.${operation} is ${found.method}, not ${expected}`);
  return found;
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
  resource: AdminResource,
  operation: string,
  {
    id,
    query,
    body,
    expected,
  }: { id?: RecordRef; query?: Record<string, FilterValue>; body?: unknown; expected?: Method } = {},
): Promise<T> {
  const definition = endpointOf(resource, operation, expected);
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

async function write<T>(
  resource: AdminResource,
  operation: string,
  options: { id?: RecordRef; query?: Record<string, FilterValue>; body?: unknown; expected?: Method } = {},
): Promise<WriteResult<T>> {
  const answer = await adminRequest<Partial<Envelope<T>> | null>(resource, operation, options);
  return { data: answer?.data, message: answer?.message };
}

export const dataClient = {
  /** A page of records; `under` lists a record's own list instead (GET /departures/3/waitlist). */
  async list<T>(
    resource: AdminResource,
    params: ListParams = {},
    under?: { id: RecordId; name: AdminOperation },
  ): Promise<ListResult<T>> {
    const { filters, ...paging } = params;
    const query = { ...paging, ...filters };
    return normaliseList<T>(
      await (under
        ? adminRequest<unknown>(resource, under.name, { id: under.id, query })
        : adminRequest<unknown>(resource, 'list', { query, expected: 'GET' })),
    );
  },

  /**
   * A named read beside a resource's records, answered in an envelope: GET /bookings/summary?<filters>,
   * /bookings/executives, /bookings/3/documents (with `id`), /reviews/summary. Blank filters are not sent.
   */
  async fetch<T>(
    resource: AdminResource,
    name: AdminOperation,
    filters: Record<string, FilterValue> = {},
    id?: RecordRef,
  ): Promise<T> {
    return (await adminRequest<Envelope<T>>(resource, name, { id, query: filters })).data;
  },

  /** A resource that is one record, not a list: GET /settings. */
  async read<T>(resource: AdminResource): Promise<T> {
    return (await adminRequest<Envelope<T>>(resource, 'read', { expected: 'GET' })).data;
  },

  /** PUT on a resource that is one record: /profile. */
  replace: <T>(resource: AdminResource, body: unknown) => write<T>(resource, 'replace', { body, expected: 'PUT' }),

  /** One record: GET /<resource>/<id>, or by the path's own parameter (`{ key: 'about' }` for /pages/:key). */
  async get<T>(resource: AdminResource, id: RecordRef): Promise<T> {
    return (await adminRequest<Envelope<T>>(resource, 'get', { id, expected: 'GET' })).data;
  },

  create: <T>(resource: AdminResource, body: unknown) => write<T>(resource, 'create', { body, expected: 'POST' }),

  update: <T>(resource: AdminResource, id: RecordRef, body: unknown) =>
    write<T>(resource, 'update', { id, body, expected: 'PUT' }),

  /** DELETE /<resource>/<id>, with query options some deletes take (`move_to`). */
  remove: (resource: AdminResource, id: RecordId, options?: Record<string, FilterValue>) =>
    write<never>(resource, 'remove', { id, expected: 'DELETE', ...(options ? { query: options } : {}) }),

  /**
   * A named call on one record or on the resource: POST /reviews/3/approve, /custom-packages/5/convert,
   * /tours/bulk-import (a FormData body is sent as it is), /auth/login.
   */
  action: <T>(resource: AdminResource, id: RecordRef | undefined, name: AdminOperation, body?: unknown) =>
    write<T>(resource, name, { id, body }),

  /**
   * One action on the selected records, in one request: POST /<resource>/bulk `{ action, ids }`.
   * The answer says which ids changed and which were skipped, with the reason.
   */
  async bulk(resource: AdminResource, action: string, ids: readonly RecordId[]): Promise<BulkResult> {
    return (await adminRequest<Envelope<BulkResult>>(resource, 'bulk', { body: { action, ids } })).data;
  },

  /**
   * A file of the resource saved by the browser: GET /<resource>/<name>?<filters>, or a POST with
   * `body` (the CSV of a selection). The server's file name wins over `fallbackName`.
   */
  async download(
    resource: AdminResource,
    name: AdminOperation,
    fallbackName: string,
    { filters, body, id }: { filters?: Record<string, FilterValue>; body?: unknown; id?: RecordRef } = {},
  ): Promise<void> {
    const definition = endpointOf(resource, name);
    const params = paramsOf(id, definition);
    const { blob, filename } = await downloadEndpoint(definition, { params, query: filters, body } as never, {
      auth: 'admin',
    });
    saveFile(blob, filename ?? fallbackName);
  },

  /** A named PUT on one record or on the whole resource: PUT /notifications/3/read, /notifications/mark-all-read. */
  command: <T>(resource: AdminResource, id: RecordRef | undefined, name: AdminOperation, body?: unknown) =>
    write<T>(resource, name, { id, body }),
};

export type DataClient = typeof dataClient;
