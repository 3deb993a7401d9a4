import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DestinationSort } from '@trails/contracts';
import type { Executor } from '../../db/client.ts';
import { bookings, destinations, reviews, tours } from '../../db/schema/index.ts';
import { destinationRefColumns, idOrSlugCondition } from '../catalogue/catalogue.repo.ts';

/** "Trending" counts the bookings of this many recent days. */
const TRENDING_DAYS = 90;

const summaryColumns = {
  ...destinationRefColumns,
  city: destinations.city,
  tagline: destinations.tagline,
  short_description: destinations.shortDescription,
  image: destinations.image,
  best_time_to_visit: destinations.bestTimeToVisit,
  is_featured: destinations.isFeatured,
};

export interface DestinationFilters {
  search?: string | undefined;
  country?: string | undefined;
  state?: string | undefined;
  featured?: boolean | undefined;
}

/** `%`, `_` and `\` of a user's text match themselves in ILIKE. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
/** Equal ignoring letter case. */
const sameText = (column: SQLWrapper, value: string) => sql`lower(${column}) = lower(${value})`;

function destinationConditions(filters: DestinationFilters): SQL | undefined {
  return and(
    eq(destinations.isActive, true),
    filters.search
      ? or(
          ilike(destinations.name, likePattern(filters.search)),
          ilike(destinations.country, likePattern(filters.search)),
        )
      : undefined,
    filters.country ? sameText(destinations.country, filters.country) : undefined,
    filters.state ? sameText(destinations.state, filters.state) : undefined,
    filters.featured === undefined ? undefined : eq(destinations.isFeatured, filters.featured),
  );
}

/** Bookings (not cancelled) of each destination's tours; `recent` counts only the trending window. */
function bookingsPerDestination(db: Executor, recent: boolean) {
  return db
    .select({
      destinationId: tours.destinationId,
      bookings: sql<number>`count(*)::int`.as('destination_booking_total'),
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        recent ? gte(bookings.createdAt, sql`now() - make_interval(days => ${TRENDING_DAYS})`) : undefined,
      ),
    )
    .groupBy(tours.destinationId)
    .as('destination_bookings');
}

/** Approved reviews of each destination's active tours. */
function reviewsPerDestination(db: Executor) {
  return db
    .select({ destinationId: tours.destinationId, reviews: sql<number>`count(*)::int`.as('destination_review_total') })
    .from(reviews)
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .where(and(eq(reviews.isApproved, true), eq(tours.isActive, true)))
    .groupBy(tours.destinationId)
    .as('destination_reviews');
}

/** One page of active destination ids in the requested order, and how many match in all. */
export async function pageOfDestinationIds(
  db: Executor,
  filters: DestinationFilters,
  sort: DestinationSort,
  page: number,
  perPage: number,
): Promise<{ ids: number[]; total: number }> {
  const where = destinationConditions(filters);
  let idQuery = db.select({ id: destinations.id }).from(destinations).$dynamic();
  let order: SQL[] = [asc(destinations.name), asc(destinations.id)];
  if (sort === 'newest') order = [desc(destinations.createdAt), desc(destinations.id)];
  if (sort === 'trending' || sort === 'popular') {
    const booked = bookingsPerDestination(db, sort === 'trending');
    const reviewed = reviewsPerDestination(db);
    idQuery = idQuery
      .leftJoin(booked, eq(booked.destinationId, destinations.id))
      .leftJoin(reviewed, eq(reviewed.destinationId, destinations.id));
    order = [desc(sql`coalesce(${booked.bookings}, 0)`), desc(sql`coalesce(${reviewed.reviews}, 0)`), ...order];
  }
  const [rows, [counted]] = await Promise.all([
    idQuery
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(destinations).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.n ?? 0 };
}

/** Active destinations of a state (any letter case), by name. */
export async function destinationIdsInState(db: Executor, state: string, max: number): Promise<number[]> {
  const rows = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(destinationConditions({ state }))
    .orderBy(asc(destinations.name), asc(destinations.id))
    .limit(max);
  return rows.map((row) => row.id);
}

/** Active tours, and the average and number of their approved reviews, per destination. */
async function destinationStats(db: Executor, ids: number[]) {
  const [tourCounts, ratings] = await Promise.all([
    db
      .select({ id: tours.destinationId, n: count() })
      .from(tours)
      .where(and(eq(tours.isActive, true), inArray(tours.destinationId, ids)))
      .groupBy(tours.destinationId),
    db
      .select({
        id: tours.destinationId,
        rating: sql<number>`round(avg(${reviews.rating}), 1)::float8`,
        reviewCount: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .innerJoin(tours, eq(tours.id, reviews.tourId))
      .where(and(eq(reviews.isApproved, true), eq(tours.isActive, true), inArray(tours.destinationId, ids)))
      .groupBy(tours.destinationId),
  ]);
  const tourCount = new Map(tourCounts.map((row) => [row.id, row.n]));
  const rating = new Map(ratings.map((row) => [row.id, row]));
  return (id: number) => ({
    tour_count: tourCount.get(id) ?? 0,
    rating: rating.get(id)?.rating ?? null,
    review_count: rating.get(id)?.reviewCount ?? 0,
  });
}

/** Destination summaries of the given ids, in that order. */
export async function destinationSummaries(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, stats] = await Promise.all([
    db.select(summaryColumns).from(destinations).where(inArray(destinations.id, ids)),
    destinationStats(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, ...stats(id) }] : [];
  });
}

/** An active destination by id or slug, with its stats; null when there is none. */
export async function findPublicDestination(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: destinations.description,
      images: destinations.images,
      meta_title: destinations.metaTitle,
      meta_description: destinations.metaDescription,
    })
    .from(destinations)
    .where(and(idOrSlugCondition(destinations, idOrSlug), eq(destinations.isActive, true)))
    .limit(1);
  if (!row) return null;
  return { ...row, ...(await destinationStats(db, [row.id]))(row.id) };
}

/** States with at least one active destination, A-Z, with how many. */
export function statesWithDestinations(db: Executor) {
  return db
    .select({ state: sql<string>`${destinations.state}`, destination_count: count() })
    .from(destinations)
    .where(and(eq(destinations.isActive, true), isNotNull(destinations.state), ne(destinations.state, '')))
    .groupBy(destinations.state)
    .orderBy(asc(destinations.state));
}

/** Countries with at least one active destination, A-Z, with how many. */
export function countriesWithDestinations(db: Executor) {
  return db
    .select({ country: destinations.country, count: count() })
    .from(destinations)
    .where(eq(destinations.isActive, true))
    .groupBy(destinations.country)
    .orderBy(asc(destinations.country));
}

/** Every public destination for sitemap.xml: slug and last change, at most `max`, by id. */
export function sitemapRows(db: Executor, max: number) {
  return db
    .select({ slug: destinations.slug, updatedAt: destinations.updatedAt })
    .from(destinations)
    .where(eq(destinations.isActive, true))
    .orderBy(asc(destinations.id))
    .limit(max);
}
