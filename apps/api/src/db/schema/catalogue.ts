import { TOUR_CATEGORIES } from '@trails/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  durationFields,
  imageList,
  money,
  publishFlags,
  reviewCounts,
  seoFields,
  timestamps,
  translationsColumn,
} from './columns.ts';

/**
 * A full-text search document. Written only by the database's triggers (migrations
 * 0003_catalogue_search_triggers, 0010_search_title_vectors), never by the application; read through `@@` and ts_rank_cd.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const destinations = pgTable(
  'destinations',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    tagline: text(),
    shortDescription: text(),
    description: text(),
    image: text(),
    images: imageList(),
    country: text().default('India').notNull(),
    state: text(),
    city: text(),
    bestTimeToVisit: text(),
    /** What visitors do there ("Shikara ride on Dal Lake"), shown on the destination's page. */
    activities: jsonb().$type<string[]>().default([]).notNull(),
    translations: translationsColumn(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    ...publishFlags,
    ...seoFields,
    /** A: name; B: country, state, city; C: tagline, short description; D: description. */
    searchVector: tsvector(),
    /** The A and B parts of searchVector alone: a search ranks these matches first (search.repo). */
    titleVector: tsvector(),
    /** Kept by triggers: active tours, approved reviews of them, bookings (not cancelled) of any of its tours. */
    tourCount: integer().default(0).notNull(),
    /** Kept by triggers: active treks (their approved reviews count in review_count and rating_sum too; their bookings do not). */
    trekCount: integer().default(0).notNull(),
    ...reviewCounts(),
    bookingCount: integer().default(0).notNull(),
    ...timestamps,
  },
  (t) => [
    index('destinations_active_name_idx').on(t.isActive, t.name, t.id),
    index('destinations_active_newest_idx').on(t.isActive, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('destinations_active_popular_idx').on(
      t.isActive,
      t.bookingCount.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.name,
      t.id,
    ),
    uniqueIndex('destinations_slug_idx').on(t.slug),
    index('destinations_search_idx').using('gin', t.searchVector),
    index('destinations_title_search_idx').using('gin', t.titleVector),
    index('destinations_active_featured_idx').on(t.isActive, t.isFeatured),
    index('destinations_country_idx').on(t.country),
    index('destinations_state_idx').on(t.state),
    index('destinations_created_at_idx').on(t.createdAt),
    check('destinations_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('destinations_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);

/** The columns every tour and trek starts with: id, its destination, title and slug. */
const itemIdentity = () => ({
  id: serial().primaryKey(),
  destinationId: integer()
    .notNull()
    .references(() => destinations.id, { onDelete: 'restrict' }),
  title: text().notNull(),
  slug: text().notNull(),
});

/** What the pre-departure email tells a traveller: where to meet, what to pack, who leads (unless the departure names its leader). */
const tripBriefing = {
  meetingPoint: text(),
  packingList: text(),
  leaderName: text(),
  leaderPhone: text(),
};

export const tours = pgTable(
  'tours',
  {
    ...itemIdentity(),
    category: text({ enum: TOUR_CATEGORIES }).notNull(),
    price: money().notNull(),
    originalPrice: money(),
    ...durationFields,
    shortDescription: text(),
    description: text(),
    image: text(),
    images: imageList(),
    highlights: jsonb().$type<string[]>().default([]).notNull(),
    inclusions: jsonb().$type<string[]>().default([]).notNull(),
    translations: translationsColumn(),
    maxGroupSize: integer().default(12).notNull(),
    /** Travellers must give their details before the start (off for tours unless staff switch it on). */
    requiresTravellerDetails: boolean().default(false).notNull(),
    ...tripBriefing,
    ...publishFlags,
    ...seoFields,
    /** A: title; B: destination name and state; C: short description, category; D: description. */
    searchVector: tsvector(),
    /** The A and B parts of searchVector alone: a search ranks these matches first (search.repo). */
    titleVector: tsvector(),
    /** Kept by triggers: approved reviews and bookings that are not cancelled. */
    ...reviewCounts(),
    bookingCount: integer().default(0).notNull(),
    ...timestamps,
  },
  (t) => [
    index('tours_active_rating_idx').on(
      t.isActive,
      t.rating.desc().nullsLast(),
      t.reviewCount.desc().nullsFirst(),
      t.id,
    ),
    index('tours_active_popular_idx').on(
      t.isActive,
      t.bookingCount.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id,
    ),
    index('tours_active_price_idx').on(t.isActive, t.price, t.id),
    index('tours_active_duration_idx').on(t.isActive, t.durationDays, t.id),
    index('tours_active_newest_idx').on(t.isActive, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('tours_slug_idx').on(t.slug),
    index('tours_search_idx').using('gin', t.searchVector),
    index('tours_title_search_idx').using('gin', t.titleVector),
    index('tours_destination_idx').on(t.destinationId),
    index('tours_active_category_idx').on(t.isActive, t.category),
    index('tours_active_featured_idx').on(t.isActive, t.isFeatured),
    index('tours_price_idx').on(t.price),
    index('tours_duration_idx').on(t.durationDays),
    index('tours_created_at_idx').on(t.createdAt),
    index('tours_title_idx').on(t.title),
    check('tours_price_check', sql`${t.price} > 0`),
    check('tours_original_price_check', sql`${t.originalPrice} is null or ${t.originalPrice} > 0`),
    check('tours_duration_days_check', sql`${t.durationDays} between 1 and 365`),
    check('tours_duration_nights_check', sql`${t.durationNights} between 0 and 365`),
    check('tours_group_size_check', sql`${t.maxGroupSize} between 1 and 500`),
    check(
      'tours_category_check',
      sql`${t.category} in (${sql.raw(TOUR_CATEGORIES.map((category) => `'${category}'`).join(', '))})`,
    ),
  ],
);

export const treks = pgTable(
  'treks',
  {
    ...itemIdentity(),
    difficultyLevel: text({ enum: ['easy', 'moderate', 'difficult'] })
      .default('moderate')
      .notNull(),
    trekGrade: text(),
    /** Highest point of the trek in metres. */
    maxAltitudeM: integer(),
    price: money().notNull(),
    originalPrice: money(),
    ...durationFields,
    bestTime: text(),
    maxGroupSize: integer().default(15).notNull(),
    /** Travellers must give their details (name as on ID, ID, emergency contact) before the start. */
    requiresTravellerDetails: boolean().default(true).notNull(),
    /** Permits foreign nationals need (protected areas): shown on the details form to non-Indian nationals. */
    permitNote: text(),
    ...tripBriefing,
    shortDescription: text(),
    description: text(),
    image: text(),
    images: imageList(),
    highlights: jsonb().$type<string[]>().default([]).notNull(),
    translations: translationsColumn(),
    ...publishFlags,
    ...seoFields,
    /** A: title; B: destination name and state; C: short description, difficulty, grade; D: description. */
    searchVector: tsvector(),
    /** The A and B parts of searchVector alone: a search ranks these matches first (search.repo). */
    titleVector: tsvector(),
    /** Kept by triggers: approved reviews and bookings that are not cancelled. */
    ...reviewCounts(),
    bookingCount: integer().default(0).notNull(),
    ...timestamps,
  },
  (t) => [
    index('treks_active_rating_idx').on(
      t.isActive,
      t.rating.desc().nullsLast(),
      t.reviewCount.desc().nullsFirst(),
      t.id,
    ),
    index('treks_active_popular_idx').on(
      t.isActive,
      t.bookingCount.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id,
    ),
    index('treks_active_price_idx').on(t.isActive, t.price, t.id),
    index('treks_active_duration_idx').on(t.isActive, t.durationDays, t.id),
    index('treks_active_newest_idx').on(t.isActive, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('treks_active_altitude_idx').on(t.isActive, t.maxAltitudeM.desc().nullsLast(), t.id),
    uniqueIndex('treks_slug_idx').on(t.slug),
    index('treks_search_idx').using('gin', t.searchVector),
    index('treks_title_search_idx').using('gin', t.titleVector),
    index('treks_destination_idx').on(t.destinationId),
    index('treks_active_difficulty_idx').on(t.isActive, t.difficultyLevel),
    index('treks_active_featured_idx').on(t.isActive, t.isFeatured),
    index('treks_altitude_idx').on(t.maxAltitudeM),
    index('treks_duration_idx').on(t.durationDays),
    index('treks_price_idx').on(t.price),
    index('treks_created_at_idx').on(t.createdAt),
    index('treks_title_idx').on(t.title),
    check('treks_price_check', sql`${t.price} > 0`),
    check('treks_duration_days_check', sql`${t.durationDays} between 1 and 365`),
    check('treks_duration_nights_check', sql`${t.durationNights} between 0 and 365`),
    check('treks_altitude_check', sql`${t.maxAltitudeM} is null or ${t.maxAltitudeM} between 0 and 9000`),
    check('treks_group_size_check', sql`${t.maxGroupSize} between 1 and 500`),
    check('treks_difficulty_check', sql`${t.difficultyLevel} in ('easy', 'moderate', 'difficult')`),
  ],
);

/** Day-by-day plan of a tour or of a trek (exactly one of the two). */
export const itineraryDays = pgTable(
  'itinerary_days',
  {
    id: serial().primaryKey(),
    tourId: integer().references(() => tours.id, { onDelete: 'cascade' }),
    trekId: integer().references(() => treks.id, { onDelete: 'cascade' }),
    dayNumber: integer().notNull(),
    title: text().notNull(),
    description: text(),
    altitudeM: integer(),
    distanceKm: doublePrecision(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('itinerary_tour_day_idx').on(t.tourId, t.dayNumber),
    uniqueIndex('itinerary_trek_day_idx').on(t.trekId, t.dayNumber),
    check('itinerary_owner_check', sql`num_nonnulls(${t.tourId}, ${t.trekId}) = 1`),
    check('itinerary_day_check', sql`${t.dayNumber} between 1 and 365`),
  ],
);

/**
 * The catalogue's vocabulary: distinct words of tour titles and of destination names, states and
 * countries, kept by the same triggers. A query word is matched against these few thousand terms
 * with trigram similarity (typos, prefixes) before full-text search runs; stale terms are harmless.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text().primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);
