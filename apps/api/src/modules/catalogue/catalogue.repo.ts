import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import {
  DURATION_BUCKETS,
  type DurationBucket,
  type NumberRange,
  type TourCategory,
  type ToursQuery,
  type TreksQuery,
  type TrekSort,
} from '@trails/contracts';
import type { Executor } from '../../db/client.ts';
import type { ItemKind } from './catalogue.kinds.ts';
import { bookings, destinations, itineraryDays, reviews, tours, treks } from '../../db/schema/index.ts';

/**
 * Query pieces shared by the catalogue modules: the public (active) filters, sorts and pagination
 * of tours and treks, the approved-review rating aggregate, the destination reference, itineraries.
 */

export type { ItemKind };

/** A tour or a trek table with the columns the shared pieces use, and its foreign keys elsewhere. */
const ITEMS = {
  tour: { table: tours, reviewKey: reviews.tourId, bookingKey: bookings.tourId, dayKey: itineraryDays.tourId },
  trek: { table: treks, reviewKey: reviews.trekId, bookingKey: bookings.trekId, dayKey: itineraryDays.trekId },
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

/** The destination of a tour or trek as the contract's DestinationRef (select it with an inner join). */
export const destinationRefColumns = {
  id: destinations.id,
  slug: destinations.slug,
  name: destinations.name,
  country: destinations.country,
  state: destinations.state,
  latitude: destinations.latitude,
  longitude: destinations.longitude,
};

/**
 * An approved review of an active tour or trek: what the public site shows and counts. The query
 * must left-join `tours` and `treks` on the review's subject.
 */
export const approvedPublicReview = and(
  eq(reviews.isApproved, true),
  or(eq(tours.isActive, true), eq(treks.isActive, true)),
) as SQL;

/** Average of approved reviews, rounded to one decimal, and their number, per tour or per trek. */
function approvedRatings(db: Executor, kind: ItemKind) {
  const key = ITEMS[kind].reviewKey;
  return db
    .select({
      // A column, so the outer query refers to it qualified; the aggregates get names of their own.
      subjectId: key,
      rating: sql<number>`round(avg(${reviews.rating}), 1)::float8`.as(`${kind}_avg_rating`),
      reviewCount: sql<number>`count(*)::int`.as(`${kind}_approved_reviews`),
    })
    .from(reviews)
    .where(and(eq(reviews.isApproved, true), isNotNull(key)))
    .groupBy(key)
    .as(`${kind}_ratings`);
}

/** Bookings that were not cancelled, per tour or per trek. */
function bookingTotals(db: Executor, kind: ItemKind) {
  const key = ITEMS[kind].bookingKey;
  return db
    .select({ subjectId: key, bookings: sql<number>`count(*)::int`.as(`${kind}_booking_total`) })
    .from(bookings)
    .where(and(isNotNull(key), ne(bookings.status, 'cancelled')))
    .groupBy(key)
    .as(`${kind}_bookings`);
}

export interface Rating {
  rating: number | null;
  review_count: number;
}
const NO_RATING: Rating = { rating: null, review_count: 0 };

/** Ratings of the given tours or treks from their approved reviews; missing ids have none. */
async function ratingsOf(db: Executor, kind: ItemKind, ids: number[]): Promise<Map<number, Rating>> {
  if (ids.length === 0) return new Map();
  const key = ITEMS[kind].reviewKey;
  const rows = await db
    .select({
      id: sql<number>`${key}`,
      rating: sql<number>`round(avg(${reviews.rating}), 1)::float8`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.isApproved, true), inArray(key, ids)))
    .groupBy(key);
  return new Map(rows.map((row) => [row.id, { rating: row.rating, review_count: row.reviewCount }]));
}

/**
 * Rows of a summary query put in the order of `ids` (the page order), with their ratings and an
 * ISO `created_at`. Ids without a row (deleted meanwhile) are skipped.
 */
export async function inPageOrder<Row extends { id: number; created_at: Date }>(
  db: Executor,
  kind: ItemKind,
  ids: number[],
  rows: Row[],
): Promise<(Omit<Row, 'created_at'> & Rating & { created_at: string })[]> {
  const ratings = await ratingsOf(db, kind, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ ...row, created_at: row.created_at.toISOString(), ...(ratings.get(id) ?? NO_RATING) }];
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
  /** Conditions only one kind has (category, difficulty, altitude). */
  extra?: (SQL | undefined)[];
  sort: ItemOrder;
  page: number;
  perPage: number;
}

/** One page of active tour or trek ids in the requested order, and how many match in all. */
export async function pageOfItemIds(
  db: Executor,
  kind: ItemKind,
  { filters, extra = [], sort, page, perPage }: ItemPageRequest,
): Promise<{ ids: number[]; total: number }> {
  const table = ITEMS[kind].table;
  const ratings = approvedRatings(db, kind);
  const popularity = bookingTotals(db, kind);
  const minRating = filters.rating ?? 0;
  const filterByRating = minRating > 0;
  const orderByRating = sort === 'rating' || sort === 'popular' || sort === 'featured';

  const where = and(
    eq(table.isActive, true),
    filters.priceRange ? gte(table.price, filters.priceRange.min) : undefined,
    filters.priceRange ? lte(table.price, filters.priceRange.max) : undefined,
    ...durationConditions(table, filters.duration),
    filters.featured === undefined ? undefined : eq(table.isFeatured, filters.featured),
    filters.destination === undefined ? undefined : destinationCondition(db, table, filters.destination),
    filterByRating ? gte(ratings.rating, minRating) : undefined,
    ...extra,
  );

  const reviewCount = sql`coalesce(${ratings.reviewCount}, 0)`;
  const orders: Record<ItemOrder, SQL[]> = {
    popular: [desc(sql`coalesce(${popularity.bookings}, 0)`), desc(reviewCount), asc(table.id)],
    price_low: [asc(table.price), asc(table.id)],
    price_high: [desc(table.price), asc(table.id)],
    rating: [sql`${ratings.rating} desc nulls last`, desc(reviewCount), asc(table.id)],
    duration: [asc(table.durationDays), asc(table.id)],
    newest: [desc(table.createdAt), desc(table.id)],
    altitude: [sql`${treks.maxAltitudeM} desc nulls last`, asc(table.id)],
    featured: [desc(table.isFeatured), sql`${ratings.rating} desc nulls last`, desc(reviewCount), asc(table.id)],
  };
  if (sort === 'altitude' && kind !== 'trek') throw new Error('altitude is a trek sort');

  let idQuery = db.select({ id: table.id }).from(table).$dynamic();
  if (filterByRating || orderByRating) idQuery = idQuery.leftJoin(ratings, eq(ratings.subjectId, table.id));
  if (sort === 'popular') idQuery = idQuery.leftJoin(popularity, eq(popularity.subjectId, table.id));
  let countQuery = db.select({ n: count() }).from(table).$dynamic();
  if (filterByRating) countQuery = countQuery.leftJoin(ratings, eq(ratings.subjectId, table.id));

  const [rows, [counted]] = await Promise.all([
    idQuery
      .where(where)
      .orderBy(...orders[sort])
      .limit(perPage)
      .offset((page - 1) * perPage),
    countQuery.where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.n ?? 0 };
}

function durationConditions(table: typeof tours | typeof treks, bucket: DurationBucket | undefined): SQL[] {
  if (!bucket) return [];
  const { min, max } = DURATION_BUCKETS[bucket];
  return max === null ? [gte(table.durationDays, min)] : [gte(table.durationDays, min), lte(table.durationDays, max)];
}

function destinationCondition(db: Executor, table: typeof tours | typeof treks, value: string): SQL {
  const key = parseIdOrSlug(value);
  if ('id' in key) return eq(table.destinationId, key.id);
  return inArray(
    table.destinationId,
    db.select({ id: destinations.id }).from(destinations).where(eq(destinations.slug, key.slug)),
  );
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

/** The day-by-day plan of a tour or trek, by day number. */
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

/** A tour's or trek's detail row completed with its itinerary, its rating and an ISO `created_at`. */
export async function withItineraryAndRating<Row extends { id: number; created_at: Date }>(
  db: Executor,
  kind: ItemKind,
  row: Row,
): Promise<
  Omit<Row, 'created_at'> & Rating & { created_at: string; itinerary: Awaited<ReturnType<typeof itineraryOf>> }
> {
  const [itinerary, ratings] = await Promise.all([itineraryOf(db, kind, row.id), ratingsOf(db, kind, [row.id])]);
  return { ...row, created_at: row.created_at.toISOString(), itinerary, ...(ratings.get(row.id) ?? NO_RATING) };
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

/** The columns every summary of a tour or trek has. */
function sharedSummaryColumns(table: typeof tours | typeof treks) {
  return {
    id: table.id,
    slug: table.slug,
    title: table.title,
    price: table.price,
    original_price: table.originalPrice,
    duration_days: table.durationDays,
    duration_nights: table.durationNights,
    short_description: table.shortDescription,
    image: table.image,
    is_featured: table.isFeatured,
    max_group_size: table.maxGroupSize,
    created_at: table.createdAt,
  };
}

/** What each kind selects for a summary (list card) and, on top of it, for its detail page. */
const COLUMNS = {
  tour: {
    summary: { ...sharedSummaryColumns(tours), category: tours.category, destination: destinationRefColumns },
    detail: {
      description: tours.description,
      images: tours.images,
      highlights: tours.highlights,
      inclusions: tours.inclusions,
      meta_title: tours.metaTitle,
      meta_description: tours.metaDescription,
      destination: { ...destinationRefColumns, city: destinations.city, best_time_to_visit: destinations.bestTimeToVisit },
    },
  },
  trek: {
    summary: {
      ...sharedSummaryColumns(treks),
      difficulty_level: treks.difficultyLevel,
      trek_grade: treks.trekGrade,
      max_altitude_m: treks.maxAltitudeM,
      best_time: treks.bestTime,
      destination: destinationRefColumns,
    },
    detail: {
      description: treks.description,
      images: treks.images,
      highlights: treks.highlights,
      meta_title: treks.metaTitle,
      meta_description: treks.metaDescription,
      destination: destinationRefColumns,
    },
  },
};

type Columns<K extends ItemKind> = (typeof COLUMNS)[K];
/** A summary row of one kind, as selected (dates still dates, no rating yet). */
export type SummaryRow<K extends ItemKind> = SelectResultFields<Columns<K>['summary']>;
export type DetailRow<K extends ItemKind> = SelectResultFields<
  Omit<Columns<K>['summary'], 'destination'> & Columns<K>['detail']
>;
/** The columns of one kind, typed as a plain field map so one query serves both kinds. */
function columnsOf(kind: ItemKind) {
  return COLUMNS[kind] as Columns<'tour' | 'trek'> as unknown as Columns<'tour'>;
}

/** Summaries of the given tours or treks, in that order, with ratings. */
export async function itemSummaries<K extends ItemKind>(db: Executor, kind: K, ids: number[]) {
  if (ids.length === 0) return [];
  const table = ITEMS[kind].table;
  const rows = await db
    .select(columnsOf(kind).summary)
    .from(table)
    .innerJoin(destinations, eq(destinations.id, table.destinationId))
    .where(inArray(table.id, ids));
  return inPageOrder(db, kind, ids, rows as unknown as SummaryRow<K>[]);
}

/** An active tour or trek by id or slug, with its destination; null when there is none. */
export async function findPublicItem<K extends ItemKind>(db: Executor, kind: K, idOrSlug: string) {
  const table = ITEMS[kind].table;
  const columns = columnsOf(kind);
  const [row] = await db
    .select({ ...columns.summary, ...columns.detail })
    .from(table)
    .innerJoin(destinations, eq(destinations.id, table.destinationId))
    .where(and(idOrSlugCondition(table, idOrSlug), eq(table.isActive, true)))
    .limit(1);
  return (row as DetailRow<K> | undefined) ?? null;
}

/** The list filters only one kind has: a tour's category; a trek's difficulty and top altitude. */
export const kindConditions = {
  tour: (query: ToursQuery): (SQL | undefined)[] => [query.category ? eq(tours.category, query.category) : undefined],
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
