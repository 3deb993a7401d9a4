import i18n from 'i18next';
import type { ErrorBody } from '@trails/contracts/common';
import { SERVER_ERROR } from '@trails/contracts/server-error';
import { endpointUrl, type Endpoint, type EndpointAnswer, type EndpointInput } from '@trails/contracts/endpoint';
import { tokens, type TokenKind } from './storage';

/** A failed call: HTTP status, the server's message and its per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  /** The whole answer, for failures that say more than a message (e.g. a trip not available now). */
  readonly body: unknown;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, body: unknown = null) {
    super(message);
    this.body = body;
    this.status = status;
    this.errors = errors;
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const UNAUTHORIZED_EVENT = 'trails:unauthorized';

interface RequestOptions {
  method?: Endpoint['method'];
  body?: unknown;
  /** Which stored token to send: the traveller's, the back office's, or none. */
  auth?: TokenKind | 'none';
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * How requests leave: the browser's fetch, or, while the server renders a page's first view, a
 * function that answers them inside the API process (no network round trip).
 */
let sendRequest: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(send: typeof fetch): void {
  sendRequest = send;
}

/** The endpoint's input; a body may also go as FormData (a file with its fields). */
export type CallInput<E extends Endpoint> = EndpointInput<E> | (Omit<EndpointInput<E>, 'body'> & { body: FormData });

/** What a call says beside the endpoint's own input: whose token, a signal, extra headers. */
export type CallOptions = Pick<RequestOptions, 'auth' | 'signal' | 'headers'>;

/**
 * The one place the app talks to the API: a call built from the endpoint map
 * (`@trails/contracts/<domain>`): its method and path, the path's parameters and the query from
 * `input`, JSON, the bearer token, the error shape, and the answer typed by the endpoint's response
 * schema. Any 401 removes both stored tokens and tells the auth providers.
 */
export function callEndpoint<E extends Endpoint>(
  definition: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as {
    params?: Record<string, never>;
    query?: Record<string, never>;
    body?: unknown;
  };
  return send<EndpointAnswer<E>>(endpointUrl(definition, params, query), {
    ...options,
    method: definition.method,
    ...(body === undefined ? {} : { body }),
  });
}

async function send<T>(url: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    // The server writes this account's emails in the language the site is used in.
    'Accept-Language': i18n.language || 'en',
  };
  // No CSRF token: the API reads the session only from the Authorization header, which a page on
  // another site cannot make a browser send.
  const kind = options.auth ?? 'user';
  const token = kind === 'none' ? null : tokens.get(kind);
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await sendRequest(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, SERVER_ERROR);
  }

  const payload = (await response.json().catch(() => null)) as (ErrorBody & Record<string, unknown>) | null;
  if (!response.ok) {
    if (response.status === 401) {
      tokens.clearAll();
      globalThis.window?.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    if (response.status !== 404) console.error('API error', response.status, payload);
    throw new ApiError(response.status, payload?.message ?? SERVER_ERROR, payload?.errors ?? {}, payload);
  }
  return payload as T;
}

/**
 * A file endpoint of the map (a CSV export, a PDF invoice), with the same token and error handling
 * as `callEndpoint`; the file name comes from the answer's Content-Disposition when it gives one.
 */
export function downloadEndpoint<E extends Endpoint>(
  definition: E,
  input: EndpointInput<E>,
  options: Pick<RequestOptions, 'auth' | 'signal'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const { params, query, body } = input as {
    params?: Record<string, never>;
    query?: Record<string, never>;
    body?: unknown;
  };
  return fetchFile(endpointUrl(definition, params, query), {
    ...options,
    method: definition.method === 'POST' ? 'POST' : 'GET',
    ...(body === undefined ? {} : { body }),
  });
}

async function fetchFile(
  url: string,
  options: Pick<RequestOptions, 'auth' | 'signal'> & { method?: 'GET' | 'POST'; body?: unknown },
): Promise<{ blob: Blob; filename: string | null }> {
  const headers: Record<string, string> = {};
  const kind = options.auth ?? 'user';
  const token = kind === 'none' ? null : tokens.get(kind);
  if (token) headers.Authorization = `Bearer ${token}`;
  // A file asked for with a JSON body (the CSV of a selection) is a POST.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      signal: options.signal,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, SERVER_ERROR);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ErrorBody | null;
    if (response.status === 401) {
      tokens.clearAll();
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    throw new ApiError(response.status, payload?.message ?? SERVER_ERROR, payload?.errors ?? {});
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** Don't retry what will fail again: client errors are final. */
export function shouldRetry(failureCount: number, error: unknown, maxRetries: number): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}
