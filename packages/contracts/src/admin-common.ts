import { z } from 'zod';
import { paginationQuery, text } from './common.ts';
import { queryBoolean } from './catalogue.ts';
import { CATALOGUE_LIMITS } from './catalogue-constants.ts';
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

export const ADMIN_LIST_LIMITS = { itemMax: 300, max: 30 } as const;

const textItems = z
  .array(text(ADMIN_LIST_LIMITS.itemMax), { error: MESSAGES.invalidValue })
  .max(ADMIN_LIST_LIMITS.max, { error: MESSAGES.tooLong });
const withoutBlanks = (items: string[]) => items.filter(Boolean);

/** A list of short texts (highlights, inclusions): blanks dropped, bounded; missing is empty. */
export const adminTextList = textItems.default([]).transform(withoutBlanks);

/** The same, where a body that leaves it out keeps what is stored (undefined stays undefined). */
export const adminOptionalTextList = textItems.transform(withoutBlanks).optional();

/** A finite number in [min, max]; blank or null is null. */
export const adminOptionalNumber = (min: number, max: number) =>
  z
    .number({ error: MESSAGES.invalidValue })
    .min(min, { error: MESSAGES.invalidValue })
    .max(max, { error: MESSAGES.invalidValue })
    .nullish()
    .transform((value) => value ?? null);

/**
 * The query every back-office list takes: page and per_page, a search text, the active and
 * featured filters, and a sort from the resource's whitelist (anything else is a 422, never raw SQL)
 * with a direction; by default the newest first.
 */
export const adminListQuery = <const Sort extends readonly [string, ...string[]]>(
  sorts: Sort,
  defaultSort: Sort[number] = 'created_at',
) =>
  paginationQuery.extend({
    search: text(CATALOGUE_LIMITS.searchQueryMax).optional(),
    is_active: queryBoolean.optional(),
    is_featured: queryBoolean.optional(),
    sort: z.enum(sorts, { error: MESSAGES.invalidSort }).default(defaultSort as never),
    direction: z.enum(SORT_DIRECTIONS, { error: MESSAGES.invalidSort }).default('desc'),
  });
