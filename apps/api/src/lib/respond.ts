import type { Envelope, ListEnvelope, PaginationMeta } from '@trails/contracts/common';

export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

export function list<T>(data: T[], meta?: PaginationMeta): ListEnvelope<T> {
  return meta ? { success: true, data, meta } : { success: true, data };
}

export function done(message: string): { success: true; message: string } {
  return { success: true, message };
}

export function pageMeta(page: number, perPage: number, total: number, cap?: number): PaginationMeta {
  const capped = cap !== undefined && total > cap;
  const shown = capped ? cap : total;
  const meta = { page, per_page: perPage, total: shown, last_page: Math.max(1, Math.ceil(shown / perPage)) };
  return capped ? { ...meta, total_capped: true } : meta;
}

export const isoOrNull = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);
