import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { TourMapPoint, ToursQuery, TreksQuery } from '@trails/contracts/catalogue';
import {
  DURATION_BUCKETS,
  type DurationBucket,
  type NumberRange,
  type TrekSort,
} from '@trails/contracts/catalogue-constants';
import type { Locale, TourCategory } from '@trails/contracts/constants';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { ContentTranslations } from '../../db/schema/columns.ts';
import { localized, localizedItinerary, localizedMeta } from '../../lib/translations.ts';
import { pageWithTotal, totalOf } from '../../lib/sql.ts';
import type { ItemKind } from './catalogue.kinds.ts';
import { destinations, itineraryDays, reviews, tours, treks } from '../../db/schema/index.ts';

/**
 * Query pieces shared by the catalogue modules: the public (active) filters, sorts and pagination
 * of tours and treks (one statement per page), the destination reference, itineraries. Ratings and
 * counts are columns the database's triggers keep.
 */

export type { ItemKind };

/** A tour or a trek table with the columns the shared pieces use, and its foreign keys elsewhere. */
const ITEMS = {
  tour: { table: tours, dayKey: itineraryDays.tourId },
  trek: { table: treks, dayKey: itineraryDays.trekId },
} as const;

/** Postgres `integer` range: a longer run of digits is a slug, never an id (and never an overflow error). */
const MAX_INT = 2_147_483_647;

/** `"12"` is an id, anything else a slug. */
function parseIdOrSlug(value: string): { id: number } | { slug: string } {
  if (/^\d{1,10}$/.test(value)) {
    const id = Number(value);
    if (id >= 1 && id <= MAX_INT) return { id };
  }
  return { slug: value };
}

/** `table.id = n` or `table.slug = s`. */
export function idOrSlugCondition(table: typeof tours | typeof treks | typeof destinations, value: string): SQL {
  const key = parseIdOrSlug(value);
  return 'id' in key ? eq(table.id, key.id) : eq(table.slug, key.slug);
}

/** The destination of a tour or trek as the contract's DestinationRef (select it with an inner join), its name in `lang`. */
export function destinationRefColumns(lang: Locale = 'en') {
  return {
    id: destinations.id,
    slug: destinations.slug,
    name: localized(destinations.translations, destinations.name, 'name', lang),
    country: destinations.country,
    state: destinations.state,
    latitude: destinations.latitude,
    longitude: destinations.longitude,
  };
}

/**
 * An approved review of an active tour or trek: what the public site shows and counts. The query
 * must left-join `tours` and `treks` on the review's subject.
 */
export const approvedPublicReview = and(
  eq(reviews.isApproved, true),
  or(eq(tours.isActive, true), eq(treks.isActive, true)),
) as SQL;

export interface Rating {
  rating: number | null;
  review_count: number;
}

/** The rating the triggers keep on the row: rounded average of approved reviews (null without any) and their number. */
function ratingColumns(table: typeof tours | typeof treks) {
  return { rating: table.rating, review_count: table.reviewCount };
}

/** Rows with an ISO `created_at`. */
function withIsoDate<Row extends { created_at: Date }>(row: Row): Omit<Row, 'created_at'> & { created_at: string } {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** Rows in the order of `ids`; ids without a row (deleted meanwhile) are skipped. */
export function inOrderOf<Row extends { id: number }>(ids: number[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** The filters tours and treks share. */
export interface ItemFilters {
  priceRange?: NumberRange | undefined;
  duration?: DurationBucket | undefined;
  featured?: boolean | undefined;
  /** Destination id or slug. */
  destination?: string | undefined;
  /** Minimum rounded average of approved reviews; 0 or missing means any (also unrated). */
  rating?: number | undefined;
}

/** The list orders: the contract's sorts, and `featured` (featured first, then rating) for a destination's page. */
export type ItemOrder = TrekSort | 'featured';

export interface ItemPageRequest {
  filters: ItemFilters;
  /** The language of the texts answered (English where one is not translated). */
  lang?: Locale;
  /** Conditions only one kind has (category, difficulty, altitude). */
  extra?: (SQL | undefined)[];
  sort: ItemOrder;
  page: number;
  perPage: number;
}

/**
 * One page of active tours or treks in the requested order, with how many match in all: one
 * statement (`totalOf`). Only a page past the end, which has no row to carry the total,
 * asks for the count apart.
 */
export async function listItems<K extends ItemKind>(
  db: Executor,
  kind: K,
  { filters, extra = [], sort, page, perPage, lang = 'en' }: ItemPageRequest,
): Promise<{ rows: Summary<K>[]; total: number }> {
  const table = ITEMS[kind].table;
  const narrowing = narrowingConditions(table, filters, extra);
  const where = and(eq(table.isActive, true), ...narrowing);

  const orders: Record<ItemOrder, SQL[]> = {
    popular: [desc(table.bookingCount), desc(table.reviewCount), asc(table.id)],
    price_low: [asc(table.price), asc(table.id)],
    price_high: [desc(table.price), asc(table.id)],
    rating: [sql`${table.rating} desc nulls last`, desc(table.reviewCount), asc(table.id)],
    duration: [asc(table.durationDays), asc(table.id)],
    newest: [desc(table.createdAt), desc(table.id)],
    altitude: [sql`${treks.maxAltitudeM} desc nulls last`, asc(table.id)],
    featured: [desc(table.isFeatured), sql`${table.rating} desc nulls last`, desc(table.reviewCount), asc(table.id)],
  };
  if (sort === 'altitude' && kind !== 'trek') throw new Error('altitude is a trek sort');

  // Every active tour, unfiltered: the destinations keep that count (`tour_count`, by trigger), so
  // the total is a sum over the destinations instead of a count over every tour. Otherwise every
  // condition is on the item's own row, so counting needs no join.
  const matching =
    kind === 'tour' && narrowing.length === 0
      ? db.select({ n: sql<number>`coalesce(sum(${destinations.tourCount}), 0)::int` }).from(destinations)
      : db.select({ n: count() }).from(table).where(where);
  // The page's ids first, from the order's index alone (index-only where it can), then the joins
  // for those rows only: a deep page (page 200 of 100,000) then skips its earlier rows in the
  // index instead of joining each of them to its destination (11 → 1 ms).
  const pageIds = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...orders[sort])
    .limit(perPage)
    .offset((page - 1) * perPage);
  const rows = await db
    .select({ ...columnsOf(kind, lang).summary, total: totalOf(matching) })
    .from(table)
    .innerJoin(destinations, eq(destinations.id, table.destinationId))
    .where(inArray(table.id, pageIds))
    .orderBy(...orders[sort]);
  const paged = await pageWithTotal(rows, page, () => matching);
  return { rows: paged.rows.map((row) => withIsoDate(row as unknown as SummaryRow<K>)), total: paged.total };
}

/** The list's filters as conditions on the item's own row (each column has its index). */
function narrowingConditions(
  table: typeof tours | typeof treks,
  filters: ItemFilters,
  extra: (SQL | undefined)[],
): SQL[] {
  const minRating = filters.rating ?? 0;
  return [
    filters.priceRange ? gte(table.price, filters.priceRange.min) : undefined,
    filters.priceRange ? lte(table.price, filters.priceRange.max) : undefined,
    ...durationConditions(table, filters.duration),
    filters.featured === undefined ? undefined : eq(table.isFeatured, filters.featured),
    filters.destination === undefined ? undefined : destinationCondition(table, filters.destination),
    minRating > 0 ? gte(table.rating, minRating) : undefined,
    ...extra,
  ].filter((condition) => condition !== undefined);
}

/**
 * Every active tour that matches the list's filters, as map pins (id, title, price, where its
 * destination is), in id order, at most `max`; `truncated` when more match.
 */
export async function tourMapPoints(
  db: Executor,
  filters: ItemFilters,
  extra: (SQL | undefined)[],
  max: number,
  lang: Locale = 'en',
): Promise<{ points: TourMapPoint[]; truncated: boolean }> {
  const rows = await db
    .select({
      id: tours.id,
      slug: tours.slug,
      title: localized(tours.translations, tours.title, 'title', lang),
      price: tours.price,
      duration_days: tours.durationDays,
      duration_nights: tours.durationNights,
      destination: {
        id: destinations.id,
        name: localized(destinations.translations, destinations.name, 'name', lang),
        state: destinations.state,
        latitude: destinations.latitude,
        longitude: destinations.longitude,
      },
    })
    .from(tours)
    .innerJoin(destinations, eq(destinations.id, tours.destinationId))
    .where(and(eq(tours.isActive, true), ...narrowingConditions(tours, filters, extra)))
    .orderBy(asc(tours.id))
    .limit(max + 1);
  return { points: rows.slice(0, max), truncated: rows.length > max };
}

function durationConditions(table: typeof tours | typeof treks, bucket: DurationBucket | undefined): SQL[] {
  if (!bucket) return [];
  const { min, max } = DURATION_BUCKETS[bucket];
  return max === null ? [gte(table.durationDays, min)] : [gte(table.durationDays, min), lte(table.durationDays, max)];
}

/** The destination by id, or by slug through a subquery: a condition on the item's row alone. */
function destinationCondition(table: typeof tours | typeof treks, value: string): SQL {
  const key = parseIdOrSlug(value);
  return 'id' in key
    ? eq(table.destinationId, key.id)
    : sql`${table.destinationId} = (select ${destinations.id} from ${destinations} where ${destinations.slug} = ${key.slug})`;
}

/** Price bounds of the active tours or treks (0 and 0 when there are none). */
export async function priceBounds(db: Executor, kind: ItemKind): Promise<{ price_min: number; price_max: number }> {
  const table = ITEMS[kind].table;
  const [row] = await db
    .select({
      min: sql<number>`coalesce(min(${table.price}), 0)::float8`,
      max: sql<number>`coalesce(max(${table.price}), 0)::float8`,
    })
    .from(table)
    .where(eq(table.isActive, true));
  return { price_min: row?.min ?? 0, price_max: row?.max ?? 0 };
}

/** Whether any tour or trek of the kind, active or not, has a price (stored in the site currency). */
export async function hasPricedItems(db: Executor, kind: ItemKind): Promise<boolean> {
  const table = ITEMS[kind].table;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.price} > 0`)
    .limit(1);
  return rows.length > 0;
}

/** The lower and upper quartile of the active items' prices, or null when there are none. */
export async function priceQuartiles(db: Executor, kind: ItemKind): Promise<{ low: number; high: number } | null> {
  const table = ITEMS[kind].table;
  const [row] = await db
    .select({
      low: sql<number | null>`(percentile_cont(0.25) within group (order by ${table.price}))::float8`,
      high: sql<number | null>`(percentile_cont(0.75) within group (order by ${table.price}))::float8`,
    })
    .from(table)
    .where(eq(table.isActive, true));
  return row?.low != null && row.high != null ? { low: row.low, high: row.high } : null;
}

/** The day-by-day plan of a tour or trek, by day number (in English; see localizedItinerary). */
export function itineraryOf(db: Executor, kind: ItemKind, id: number) {
  return db
    .select({
      day_number: itineraryDays.dayNumber,
      title: itineraryDays.title,
      description: itineraryDays.description,
      altitude_m: itineraryDays.altitudeM,
      distance_km: itineraryDays.distanceKm,
    })
    .from(itineraryDays)
    .where(eq(ITEMS[kind].dayKey, id))
    .orderBy(asc(itineraryDays.dayNumber));
}

/**
 * A tour's or trek's detail row completed with its itinerary (its days translated into `lang`
 * where written, from the row's `translations`, which the answer leaves out) and an ISO `created_at`.
 */
export async function withItinerary<Row extends { id: number; created_at: Date; translations?: ContentTranslations }>(
  db: Executor,
  kind: ItemKind,
  row: Row,
  lang: Locale = 'en',
): Promise<
  Omit<Row, 'created_at' | 'translations'> & { created_at: string; itinerary: Awaited<ReturnType<typeof itineraryOf>> }
> {
  const { translations, ...rest } = row;
  const days = await itineraryOf(db, kind, row.id);
  return { ...withIsoDate(rest), itinerary: localizedItinerary(days, translations, lang) } as Omit<
    Row,
    'created_at' | 'translations'
  > & { created_at: string; itinerary: typeof days };
}

/** Whether a tour or trek is public, by id or slug; its id when it is. */
export async function publicItemId(db: Executor, kind: ItemKind, idOrSlug: string): Promise<number | null> {
  const table = ITEMS[kind].table;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(idOrSlugCondition(table, idOrSlug), eq(table.isActive, true)))
    .limit(1);
  return row?.id ?? null;
}

/** Every public tour or trek for sitemap.xml: slug and last change, at most `max`, by id. */
export function sitemapRows(db: Executor, kind: ItemKind, max: number) {
  const table = ITEMS[kind].table;
  return db
    .select({ slug: table.slug, updatedAt: table.updatedAt })
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.id))
    .limit(max);
}

/** The columns every summary of a tour or trek has, its texts in `lang`. */
function sharedSummaryColumns(table: typeof tours | typeof treks, lang: Locale) {
  const tr = <C extends AnyPgColumn>(column: C, field: string) => localized(table.translations, column, field, lang);
  return {
    id: table.id,
    slug: table.slug,
    title: tr(table.title, 'title'),
    price: table.price,
    original_price: table.originalPrice,
    duration_days: table.durationDays,
    duration_nights: table.durationNights,
    short_description: tr(table.shortDescription, 'short_description'),
    image: table.image,
    is_featured: table.isFeatured,
    max_group_size: table.maxGroupSize,
    created_at: table.createdAt,
    ...ratingColumns(table),
  };
}

/** What each kind selects for a summary (list card) and, on top of it, for its detail page, its texts in `lang`. */
function buildColumns(lang: Locale) {
  const tour = <C extends AnyPgColumn>(column: C, field: string) => localized(tours.translations, column, field, lang);
  const trek = <C extends AnyPgColumn>(column: C, field: string) => localized(treks.translations, column, field, lang);
  const place = <C extends AnyPgColumn>(column: C, field: string) =>
    localized(destinations.translations, column, field, lang);
  return {
    tour: {
      summary: {
        ...sharedSummaryColumns(tours, lang),
        category: tours.category,
        destination: destinationRefColumns(lang),
      },
      detail: {
        description: tour(tours.description, 'description'),
        images: tours.images,
        highlights: tour(tours.highlights, 'highlights'),
        inclusions: tour(tours.inclusions, 'inclusions'),
        meta_title: localizedMeta(tours.translations, tours.metaTitle, 'meta_title', 'title', lang),
        meta_description: localizedMeta(
          tours.translations,
          tours.metaDescription,
          'meta_description',
          'short_description',
          lang,
        ),
        translations: tours.translations,
        destination: {
          ...destinationRefColumns(lang),
          city: destinations.city,
          best_time_to_visit: place(destinations.bestTimeToVisit, 'best_time_to_visit'),
        },
      },
    },
    trek: {
      summary: {
        ...sharedSummaryColumns(treks, lang),
        difficulty_level: treks.difficultyLevel,
        trek_grade: treks.trekGrade,
        max_altitude_m: treks.maxAltitudeM,
        best_time: trek(treks.bestTime, 'best_time'),
        destination: destinationRefColumns(lang),
      },
      detail: {
        description: trek(treks.description, 'description'),
        images: treks.images,
        highlights: trek(treks.highlights, 'highlights'),
        meta_title: localizedMeta(treks.translations, treks.metaTitle, 'meta_title', 'title', lang),
        meta_description: localizedMeta(
          treks.translations,
          treks.metaDescription,
          'meta_description',
          'short_description',
          lang,
        ),
        translations: treks.translations,
        destination: destinationRefColumns(lang),
      },
    },
  };
}
const COLUMNS_BY_LANG = new Map<Locale, ReturnType<typeof buildColumns>>();
function columnsIn(lang: Locale): ReturnType<typeof buildColumns> {
  let columns = COLUMNS_BY_LANG.get(lang);
  if (!columns) COLUMNS_BY_LANG.set(lang, (columns = buildColumns(lang)));
  return columns;
}

type Columns<K extends ItemKind> = ReturnType<typeof buildColumns>[K];
/** A summary row of one kind, as selected (dates still dates). */
export type SummaryRow<K extends ItemKind> = SelectResultFields<Columns<K>['summary']>;
export type DetailRow<K extends ItemKind> = SelectResultFields<
  Omit<Columns<K>['summary'], 'destination'> & Columns<K>['detail']
>;
/** The columns of one kind, typed as a plain field map so one query serves both kinds. */
function columnsOf(kind: ItemKind, lang: Locale = 'en') {
  return columnsIn(lang)[kind] as Columns<'tour' | 'trek'> as unknown as Columns<'tour'>;
}

/** A summary as answered: ISO `created_at`. */
export type Summary<K extends ItemKind> = Omit<SummaryRow<K>, 'created_at'> & { created_at: string };

/** Summaries of the given tours or treks, in that order. */
export async function itemSummaries<K extends ItemKind>(
  db: Executor,
  kind: K,
  ids: number[],
  lang: Locale = 'en',
): Promise<Summary<K>[]> {
  if (ids.length === 0) return [];
  const table = ITEMS[kind].table;
  const rows = await db
    .select(columnsOf(kind, lang).summary)
    .from(table)
    .innerJoin(destinations, eq(destinations.id, table.destinationId))
    .where(inArray(table.id, ids));
  return inOrderOf(ids, rows as unknown as SummaryRow<K>[]).map(withIsoDate);
}

/** An active tour or trek by id or slug, with its destination; null when there is none. */
export async function findPublicItem<K extends ItemKind>(db: Executor, kind: K, idOrSlug: string, lang: Locale = 'en') {
  const table = ITEMS[kind].table;
  const columns = columnsOf(kind, lang);
  const [row] = await db
    .select({ ...columns.summary, ...columns.detail })
    .from(table)
    .innerJoin(destinations, eq(destinations.id, table.destinationId))
    .where(and(idOrSlugCondition(table, idOrSlug), eq(table.isActive, true)))
    .limit(1);
  return (row as DetailRow<K> | undefined) ?? null;
}

/** An inactive item's title and destination (nothing else of it is shown), or null. */
export async function findInactiveItem(
  db: Executor,
  kind: ItemKind,
  idOrSlug: string,
  lang: Locale = 'en',
): Promise<{ title: string; destinationId: number } | null> {
  const table = ITEMS[kind].table;
  const [row] = await db
    .select({ title: localized(table.translations, table.title, 'title', lang), destinationId: table.destinationId })
    .from(table)
    .where(and(idOrSlugCondition(table, idOrSlug), eq(table.isActive, false)))
    .limit(1);
  return row ?? null;
}

/** The list filters only one kind has: a tour's category; a trek's difficulty and top altitude. */
export const kindConditions = {
  tour: (query: Pick<ToursQuery, 'category'>): (SQL | undefined)[] => [
    query.category ? eq(tours.category, query.category) : undefined,
  ],
  trek: (query: TreksQuery): (SQL | undefined)[] => [
    query.difficulty ? eq(treks.difficultyLevel, query.difficulty) : undefined,
    query.altitudeRange ? gte(treks.maxAltitudeM, query.altitudeRange.min) : undefined,
    query.altitudeRange ? lte(treks.maxAltitudeM, query.altitudeRange.max) : undefined,
  ],
};

/** Active tours per category. */
export function categoryCounts(db: Executor): Promise<{ category: TourCategory; count: number }[]> {
  return db
    .select({ category: tours.category, count: count() })
    .from(tours)
    .where(eq(tours.isActive, true))
    .groupBy(tours.category)
    .orderBy(asc(tours.category));
}

/** Lowest and highest top altitude of the active treks (0 and 0 when none is known). */
export async function altitudeBounds(db: Executor): Promise<{ altitude_min: number; altitude_max: number }> {
  const [row] = await db
    .select({
      min: sql<number>`coalesce(min(${treks.maxAltitudeM}), 0)::int`,
      max: sql<number>`coalesce(max(${treks.maxAltitudeM}), 0)::int`,
    })
    .from(treks)
    .where(eq(treks.isActive, true));
  return { altitude_min: row?.min ?? 0, altitude_max: row?.max ?? 0 };
}
