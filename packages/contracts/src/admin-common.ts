import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * Building blocks of every back-office resource: list queries (page, sort, direction) and
 * payload fields that cannot reach the database as something it refuses (NUL bytes, overflows).
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** PostgreSQL text cannot hold a NUL character: refuse it as a field error, not a 500. */
const noNul = (value: string) => !value.includes('\u0000');

/** Optional text: trimmed, bounded, no NUL; blank or null becomes null. */
export const adminOptionalText = (max: number) =>
  z
    .string({ error: MESSAGES.invalidValue })
    .trim()
    .max(max, { error: MESSAGES.tooLong })
    .refine(noNul, { error: MESSAGES.invalidValue })
    .nullish()
    .transform((value) => (value ? value : null));

/** Required text: trimmed, bounded, no NUL; blank gets the given message. */
export const adminRequiredText = (max: number, message: string = MESSAGES.required) =>
  z.string({ error: message }).pipe(
    z
      .string()
      .trim()
      .min(1, { error: message, abort: true })
      .max(max, { error: MESSAGES.tooLong, abort: true })
      .refine(noNul, { error: MESSAGES.invalidValue }),
  );

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

/** PostgreSQL `integer`: a larger id can never exist, and must not reach the database. */
export const MAX_DB_ID = 2_147_483_647;

/** `/:id` of a back-office record. */
export const adminIdParam = z.object({
  id: z.coerce.number({ error: MESSAGES.invalidValue }).int({ error: MESSAGES.invalidValue }).min(1, { error: MESSAGES.invalidValue }).max(MAX_DB_ID, { error: MESSAGES.invalidValue }),
});
