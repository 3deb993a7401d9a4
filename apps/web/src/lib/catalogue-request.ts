import { apiRequest } from './api-client';

type Params = Record<string, string | number | boolean | undefined>;

/** Public catalogue reads: no token (an expired one must not sign the visitor out), abortable. */
export const catalogueGet = <T>(path: string, query?: Params, signal?: AbortSignal) =>
  apiRequest<T>(path, { auth: 'none', query, signal });
