import { z } from 'zod';
import { text } from './common.ts';
import { MESSAGES } from './messages.ts';

/**
 * Building blocks of every back-office resource: list queries (page, sort, direction) and
 * payload fields that cannot reach the database as something it refuses (NUL bytes, overflows).
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Optional text (trimmed, bounded, no NUL, as every string); blank or null becomes null. */
export const adminOptionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** An image or page address: http(s) URL or a site path such as /uploads/x.jpg; blank is null. */
export const adminUrl = (max = 2000) =>
  adminOptionalText(max).refine((value) => value === null || /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(value), {
    error: MESSAGES.urlInvalid,
  });

/** A finite number in [min, max]; blank or null is null. */
export const adminOptionalNumber = (min: number, max: number) =>
  z
    .number({ error: MESSAGES.invalidValue })
    .min(min, { error: MESSAGES.invalidValue })
    .max(max, { error: MESSAGES.invalidValue })
    .nullish()
    .transform((value) => value ?? null);

