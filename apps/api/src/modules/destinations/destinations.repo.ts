import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DestinationSort } from '@trails/contracts/catalogue-constants';
import type { Locale } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { localized, localizedMeta } from '../../lib/translations.ts';
import { likePattern, pageWithTotal, totalOf } from '../../lib/sql.ts';
import { bookings, destinations, tours } from '../../db/schema/index.ts';
import { destinationRefColumns, idOrSlugCondition, inOrderOf } from '../catalogue/catalogue.fragments.ts';

/** "Trending" counts the bookings of this many recent days. */
const TRENDING_DAYS = 90;

/** A destination's text in `lang`, English where it is not translated. */
const tr = <C extends AnyPgColumn>(column: C, field: string, lang: Locale) =>
  localized(destinations.translations, column, field, lang);

function summaryColumns(lang: Locale = 'en') {
  return {
    ...destinationRefColumns(lang),
    city: destinations.city,
    tagline: tr(destinations.tagline, 'tagline', lang),
    short_description: tr(destinations.shortDescription, 'short_description', lang),
    image: destinations.image,
    best_time_to_visit: tr(destinations.bestTimeToVisit, 'best_time_to_visit', lang),
    is_featured: destinations.isFeatured,
    // Kept by the database's triggers (migration 0008_catalogue_count_triggers).
    tour_count: destinations.tourCount,
    trek_count: destinations.trekCount,
    rating: destinations.rating,
    review_count: destinations.reviewCount,
  };
}

export interface DestinationFilters {
  search?: string | undefined;
  country?: string | undefined;
  state?: string | undefined;
  featured?: boolean | undefined;
}

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

/**
 * Bookings (not cancelled) of each destination's tours made in the trending window. All-time
 * counts are kept on the row; a window moves with the clock, so this one is counted when asked,
 * over the bookings of those days only (index on bookings.created_at).
 */
function recentBookingsPerDestination(db: Executor) {
  return db
    .select({
      destinationId: tours.destinationId,
      bookings: sql<number>`count(*)::int`.as('destination_recent_bookings'),
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        gte(bookings.createdAt, sql`now() - make_interval(days => ${TRENDING_DAYS})`),
      ),
    )
    .groupBy(tours.destinationId)
    .as('destination_recent');
}

/**
 * One page of active destinations in the requested order and how many match in all: one statement
 * (`totalOf`); only a page past the end asks for the count apart.
 */
export async function listDestinations(
  db: Executor,
  filters: DestinationFilters,
  sort: DestinationSort,
  page: number,
  perPage: number,
  lang: Locale = 'en',
) {
  const where = destinationConditions(filters);
  const byName = [asc(destinations.name), asc(destinations.id)];
  const matching = db.select({ n: count() }).from(destinations).where(where);
  let query = db
    .select({ ...summaryColumns(lang), total: totalOf(matching) })
    .from(destinations)
    .$dynamic();
  let order: SQL[] = byName;
  if (sort === 'newest') order = [desc(destinations.createdAt), desc(destinations.id)];
  if (sort === 'popular') order = [desc(destinations.bookingCount), desc(destinations.reviewCount), ...byName];
  if (sort === 'trending') {
    const recent = recentBookingsPerDestination(db);
    query = query.leftJoin(recent, eq(recent.destinationId, destinations.id));
    order = [desc(sql`coalesce(${recent.bookings}, 0)`), desc(destinations.reviewCount), ...byName];
  }
  const rows = await query
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => matching);
}

/** Active destinations of a state (any letter case), by name. */
export function destinationsInState(db: Executor, state: string, max: number, lang: Locale = 'en') {
  return db
    .select(summaryColumns(lang))
    .from(destinations)
    .where(destinationConditions({ state }))
    .orderBy(asc(destinations.name), asc(destinations.id))
    .limit(max);
}

/** Destination summaries of the given ids, in that order. */
export async function destinationSummaries(db: Executor, ids: number[], lang: Locale = 'en') {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await db.select(summaryColumns(lang)).from(destinations).where(inArray(destinations.id, ids)));
}

/** An active destination by id or slug, with its counts; null when there is none. */
export async function findPublicDestination(db: Executor, idOrSlug: string, lang: Locale = 'en') {
  const [row] = await db
    .select({
      ...summaryColumns(lang),
      description: tr(destinations.description, 'description', lang),
      images: destinations.images,
      activities: tr(destinations.activities, 'activities', lang),
      meta_title: localizedMeta(destinations.translations, destinations.metaTitle, 'meta_title', 'name', lang),
      meta_description: localizedMeta(
        destinations.translations,
        destinations.metaDescription,
        'meta_description',
        'short_description',
        lang,
      ),
    })
    .from(destinations)
    .where(and(idOrSlugCondition(destinations, idOrSlug), eq(destinations.isActive, true)))
    .limit(1);
  return row ?? null;
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
