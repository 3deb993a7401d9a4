import type { BulkResult, Envelope, PaginationMeta } from '@trails/contracts';
import { apiDownload, apiRequest, type RequestOptions } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** Every back-office call: /api/admin/..., with the stored admin token (only this client makes them). */
function adminRequest<T>(path: string, options: Omit<RequestOptions, 'auth'> = {}): Promise<T> {
  return apiRequest<T>(`/admin${path}`, { ...options, auth: 'admin' });
}

/**
 * The one way admin screens reach the server: list / get / create / update / remove / action on a
 * resource name, turned into REST calls under /api/admin. Failures are `ApiError`s carrying the
 * HTTP status, the server's message and its per-field errors (a 422's `errors`).
 */

export type RecordId = number | string;
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
 * The list shapes the back office accepts: a plain list, `{ data: [...] }`, `{ data: { data: [...] } }`
 * (some endpoints nest), or an object of records keyed by id.
 */
export function normaliseList<T>(payload: unknown): ListResult<T> {
  let body = payload as { data?: unknown; meta?: PaginationMeta } | unknown[] | null;
  let meta: PaginationMeta | undefined;
  for (
    let depth = 0;
    depth < 3 && body && !Array.isArray(body) && typeof body === 'object' && 'data' in body;
    depth += 1
  ) {
    meta ??= body.meta;
    body = body.data as typeof body;
  }
  const stats =
    payload && typeof payload === 'object' && 'stats' in payload
      ? (payload.stats as Record<string, number>)
      : undefined;
  const data = (Array.isArray(body) ? body : body && typeof body === 'object' ? Object.values(body) : []) as T[];
  const result = { data, meta: meta ?? { page: 1, per_page: data.length, total: data.length, last_page: 1 } };
  return stats ? { ...result, stats } : result;
}

const path = (resource: string, id?: RecordId, action?: string) =>
  `/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}${action ? `/${action}` : ''}`;

async function write<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  query?: Record<string, FilterValue>,
): Promise<WriteResult<T>> {
  const answer = await adminRequest<Partial<Envelope<T>> | null>(url, { method, body, ...(query ? { query } : {}) });
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
    return normaliseList<T>(
      await adminRequest<unknown>(path(resource, under?.id, under?.name), { query: { ...paging, ...filters } }),
    );
  },

  /**
   * A named read beside a resource's records, answered in an envelope: GET /bookings/summary?<filters>,
   * /bookings/executives, /bookings/3/documents (with `id`), /reviews/summary. Blank filters are not sent.
   */
  async fetch<T>(resource: string, name: string, filters: Record<string, FilterValue> = {}, id?: RecordId): Promise<T> {
    return (await adminRequest<Envelope<T>>(path(resource, id, name), { query: filters })).data;
  },

  /** A resource that is one record, not a list: GET /settings. */
  async read<T>(resource: string): Promise<T> {
    return (await adminRequest<Envelope<T>>(path(resource))).data;
  },

  /** PUT on a resource that is one record: /profile. */
  replace: <T>(resource: string, body: unknown) => write<T>('PUT', path(resource), body),

  async get<T>(resource: string, id: RecordId): Promise<T> {
    return (await adminRequest<Envelope<T>>(path(resource, id))).data;
  },

  create: <T>(resource: string, body: unknown) => write<T>('POST', path(resource), body),

  update: <T>(resource: string, id: RecordId, body: unknown) => write<T>('PUT', path(resource, id), body),

  /** DELETE /<resource>/<id>, with query options some deletes take (`move_to`). */
  remove: (resource: string, id: RecordId, options?: Record<string, FilterValue>) =>
    write<never>('DELETE', path(resource, id), undefined, options),

  /**
   * A named call on one record or on the resource: POST /reviews/3/approve, /custom-packages/5/convert,
   * /tours/bulk-import (a FormData body is sent as it is), /auth/login.
   */
  action: <T>(resource: string, id: RecordId | undefined, name: string, body?: unknown) =>
    write<T>('POST', path(resource, id, name), body),

  /**
   * One action on the selected records, in one request: POST /<resource>/bulk `{ action, ids }`.
   * The answer says which ids changed and which were skipped, with the reason.
   */
  async bulk(resource: string, action: string, ids: readonly RecordId[]): Promise<BulkResult> {
    return (
      await adminRequest<Envelope<BulkResult>>(path(resource, undefined, 'bulk'), {
        method: 'POST',
        body: { action, ids },
      })
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
    { filters, body, id }: { filters?: Record<string, FilterValue>; body?: unknown; id?: RecordId } = {},
  ): Promise<void> {
    const query = filters
      ? Object.fromEntries(
          Object.entries(filters).filter((entry): entry is [string, string | number | boolean] => entry[1] != null),
        )
      : undefined;
    const { blob, filename } = await apiDownload(`/admin${path(resource, id, name)}`, {
      auth: 'admin',
      ...(query ? { query } : {}),
      ...(body === undefined ? {} : { method: 'POST' as const, body }),
    });
    saveFile(blob, filename ?? fallbackName);
  },

  /** A named PUT on one record or on the whole resource: PUT /notifications/3/read, /notifications/mark-all-read. */
  command: <T>(resource: string, id: RecordId | undefined, name: string, body?: unknown) =>
    write<T>('PUT', path(resource, id, name), body),
};

export type DataClient = typeof dataClient;
