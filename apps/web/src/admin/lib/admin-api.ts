import { apiRequest, type RequestOptions } from '../../lib/api-client';

/** Every back-office call: /api/admin/..., with the stored admin token. */
export function adminRequest<T>(path: string, options: Omit<RequestOptions, 'auth'> = {}): Promise<T> {
  return apiRequest<T>(`/admin${path}`, { ...options, auth: 'admin' });
}
