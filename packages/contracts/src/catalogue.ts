import { z } from 'zod';
import { DIFFICULTY_LEVELS, LIMITS, TOUR_CATEGORIES, TRIP_TYPES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { PG_INT_MAX, envelope, idOrSlugParam, intField, listEnvelope, paginationQuery, text } from './common.ts';
import { endpoint } from './endpoint.ts';
import { NOT_AVAILABLE_REASON } from './not-available.ts';
import { contentLang, langQuery } from './translations.ts';
import {
  CATALOGUE_LIMITS,
  DESTINATION_SORTS,
  DURATION_BUCKET_NAMES,
  TOUR_SORTS,
  TREK_SORTS,
  type DurationBucket,
} from './catalogue-constants.ts';

/* ------------------------------------------------------------- query helpers */

/** `true`/`false`/`1`/`0` in a query string. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: MESSAGES.invalidValue })
  .transform((value) => value === 'true' || value === '1');

/** The largest price a `numeric(12, 2)` column holds. */
export const PRICE_MAX = 9_999_999_999.99;

/**
 * "min-max" with two non-negative numbers, min <= max, within what the column holds:
 * `priceRange=500-25000`. Whole numbers only for an integer column.
 */
export const numberRange = (message: string, { max, integer = false }: { max: number; integer?: boolean }) =>
  z
    .string({ error: message })
    .trim()
    .regex(integer ? /^\d{1,10}-\d{1,10}$/ : /^\d{1,13}(\.\d{1,2})?-\d{1,13}(\.\d{1,2})?$/, { error: message })
    .transform((value) => {
      const [min, max] = value.split('-').map(Number) as [number, number];
      return { min, max };
    })
    .refine((range) => range.min <= range.max && range.max <= max, { error: message });

export const priceRangeField = numberRange(MESSAGES.invalidPriceRange, { max: PRICE_MAX });
/** Metres, in an integer column. */
export const altitudeRangeField = numberRange(MESSAGES.invalidAltitudeRange, { max: PG_INT_MAX, integer: true });

/** `limit` takes the first N items: the same as `per_page` with page 1. */
const limitField = intField(1, LIMITS.perPageMax).optional();

const listQuery = paginationQuery.extend({ limit: limitField, lang: contentLang });

/* ----------------------------------------------------------------- entities */

const nullableText = z.string().nullable();

export const destinationRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  state: nullableText,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type DestinationRef = z.infer<typeof destinationRef>;

/** Average of approved reviews (null when there are none) and how many there are. */
const ratingFields = {
  rating: z.number().nullable(),
  review_count: z.number().int(),
};

export const destinationSummary = destinationRef.extend({
  city: nullableText,
  tagline: nullableText,
  short_description: nullableText,
  image: nullableText,
  best_time_to_visit: nullableText,
  is_featured: z.boolean(),
  tour_count: z.number().int(),
  /** Its active treks, beside `tour_count`; its rating and review count cover its tours and treks. */
  trek_count: z.number().int(),
  ...ratingFields,
});
export type DestinationSummary = z.infer<typeof destinationSummary>;

export const tourSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(TOUR_CATEGORIES),
  price: z.number(),
  original_price: z.number().nullable(),
  duration_days: z.number().int(),
  duration_nights: z.number().int(),
  short_description: nullableText,
  image: nullableText,
  is_featured: z.boolean(),
  max_group_size: z.number().int(),
  destination: destinationRef,
  created_at: z.string(),
  ...ratingFields,
});
export type TourSummary = z.infer<typeof tourSummary>;

export const itineraryDay = z.object({
  day_number: z.number().int(),
  title: z.string(),
  description: nullableText,
  altitude_m: z.number().int().nullable(),
  distance_km: z.number().nullable(),
});
export type ItineraryDay = z.infer<typeof itineraryDay>;

const detailFields = {
  description: nullableText,
  images: z.array(z.string()),
  highlights: z.array(z.string()),
  itinerary: z.array(itineraryDay),
  meta_title: nullableText,
  meta_description: nullableText,
};

export const tourDetail = tourSummary.extend({
  ...detailFields,
  inclusions: z.array(z.string()),
  destination: destinationRef.extend({ city: nullableText, best_time_to_visit: nullableText }),
});
export type TourDetail = z.infer<typeof tourDetail>;

export const trekSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  trek_grade: nullableText,
  max_altitude_m: z.number().int().nullable(),
  /** The top altitude as the site writes it, "4,270 m" (from max_altitude_m, which sorts and filters). */
  altitude: nullableText,
  price: z.number(),
  original_price: z.number().nullable(),
  duration_days: z.number().int(),
  duration_nights: z.number().int(),
  best_time: nullableText,
  max_group_size: z.number().int(),
  short_description: nullableText,
  image: nullableText,
  is_featured: z.boolean(),
  destination: destinationRef,
  created_at: z.string(),
  ...ratingFields,
});
export type TrekSummary = z.infer<typeof trekSummary>;

export const trekDetail = trekSummary.extend(detailFields);
export type TrekDetail = z.infer<typeof trekDetail>;

export const destinationDetail = destinationSummary.extend({
  description: nullableText,
  images: z.array(z.string()),
  /** What visitors do there, written by staff for this destination; empty when none is written. */
  activities: z.array(z.string()),
  meta_title: nullableText,
  meta_description: nullableText,
  /** Up to CATALOGUE_LIMITS.destinationTours active tours; `tour_count` is the real total. */
  tours: z.array(tourSummary),
  /** Up to CATALOGUE_LIMITS.destinationTours active treks; `trek_count` is the real total. */
  treks: z.array(trekSummary),
});
export type DestinationDetail = z.infer<typeof destinationDetail>;

/** The reviewed trip under the specs' names, beside `subject`: `tour_id` / `tour`, or `trek_id` / `trek`. */
export const reviewedTripFields = {
  tour_id: z.number().int().nullable(),
  trek_id: z.number().int().nullable(),
  tour: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  trek: z.object({ id: z.number().int(), title: z.string() }).nullable(),
};

export const publicReview = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  trip_type: z.enum(TRIP_TYPES).nullable(),
  traveled_on: nullableText,
  helpful_count: z.number().int(),
  is_featured: z.boolean(),
  /** The reviewer has a confirmed booking of this trip whose travel date has passed. */
  verified: z.boolean(),
  created_at: z.string(),
  user: z.object({ name: z.string() }),
  /** The operator's public answer to the review, and when it was written (null until staff reply). */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  /** What was reviewed. */
  subject: z.object({ type: z.enum(['tour', 'trek']), id: z.number().int(), slug: z.string(), title: z.string() }),
  ...reviewedTripFields,
});
export type PublicReview = z.infer<typeof publicReview>;

export const statsSchema = z.object({
  tours: z.number().int(),
  treks: z.number().int(),
  destinations: z.number().int(),
  customers: z.number().int(),
  reviews: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

export const stateSummary = z.object({ state: z.string(), destination_count: z.number().int() });
export type StateSummary = z.infer<typeof stateSummary>;

/** Bounds of the tour filters, from the active catalogue: the price slider's range and the categories in use. */
export const tourFacets = z.object({
  price_min: z.number(),
  price_max: z.number(),
  categories: z.array(z.object({ category: z.enum(TOUR_CATEGORIES), count: z.number().int() })),
});
export type TourFacets = z.infer<typeof tourFacets>;

export const trekFacets = z.object({
  price_min: z.number(),
  price_max: z.number(),
  altitude_min: z.number().int(),
  altitude_max: z.number().int(),
});
export type TrekFacets = z.infer<typeof trekFacets>;

/** Countries with active destinations, for the destination list's filter. */
export const destinationFacets = z.object({
  countries: z.array(z.object({ country: z.string(), count: z.number().int() })),
});
export type DestinationFacets = z.infer<typeof destinationFacets>;

export const searchResults = z.object({
  tours: z.array(tourSummary),
  destinations: z.array(destinationSummary),
  /** Beside the spec's two lists: treks, most relevant first, up to the same limit. */
  treks: z.array(trekSummary),
});
export type SearchResults = z.infer<typeof searchResults>;

/* ------------------------------------------------------------------ queries */

/** A list query as a client sends it: the same keys, every value as query-string text. */
export type QueryParams<Query> = { [K in keyof Query]?: string | number | boolean };

export const destinationsQuery = listQuery.extend({
  /** Matches name or country. */
  search: text(CATALOGUE_LIMITS.searchQueryMax).optional(),
  country: text(100).optional(),
  state: text(100).optional(),
  featured: queryBoolean.optional(),
  sort: z.enum(DESTINATION_SORTS, { error: MESSAGES.invalidSort }).default('name'),
});
export type DestinationsQuery = z.infer<typeof destinationsQuery>;

export const toursQuery = listQuery.extend({
  priceRange: priceRangeField.optional(),
  rating: z.coerce.number({ error: MESSAGES.invalidValue }).min(0).max(5).optional(),
  duration: z
    .enum(DURATION_BUCKET_NAMES as [DurationBucket, ...DurationBucket[]], { error: MESSAGES.invalidValue })
    .optional(),
  category: z.enum(TOUR_CATEGORIES, { error: MESSAGES.invalidValue }).optional(),
  sort: z.enum(TOUR_SORTS, { error: MESSAGES.invalidSort }).default('popular'),
  featured: queryBoolean.optional(),
  /** Destination id or slug. */
  destination: text(200).optional(),
});
export type ToursQuery = z.infer<typeof toursQuery>;

/** The tours map asks with the list's filters; it has neither pages nor an order. */
export const tourMapQuery = toursQuery.pick({
  priceRange: true,
  rating: true,
  duration: true,
  category: true,
  featured: true,
  destination: true,
  lang: true,
});
export type TourMapQuery = z.infer<typeof tourMapQuery>;

/** A tour as a pin: where its destination is, and what its popup says. */
export const tourMapPoint = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  duration_days: z.number().int(),
  duration_nights: z.number().int(),
  destination: z.object({
    id: z.number().int(),
    name: z.string(),
    state: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
});
export type TourMapPoint = z.infer<typeof tourMapPoint>;

/** Every tour that matches, up to CATALOGUE_LIMITS.mapPointsMax; `truncated` when there were more. */
export const tourMap = z.object({ points: z.array(tourMapPoint), truncated: z.boolean() });
export type TourMap = z.infer<typeof tourMap>;

export const treksQuery = listQuery.extend({
  difficulty: z.enum(DIFFICULTY_LEVELS, { error: MESSAGES.invalidValue }).optional(),
  duration: z
    .enum(DURATION_BUCKET_NAMES as [DurationBucket, ...DurationBucket[]], { error: MESSAGES.invalidValue })
    .optional(),
  /** Highest point in metres, "min-max". */
  altitudeRange: altitudeRangeField.optional(),
  priceRange: priceRangeField.optional(),
  sort: z.enum(TREK_SORTS, { error: MESSAGES.invalidSort }).default('popular'),
  featured: queryBoolean.optional(),
  destination: text(200).optional(),
});
export type TreksQuery = z.infer<typeof treksQuery>;

export const reviewsQuery = listQuery.extend({
  featured: queryBoolean.optional(),
});
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

/** A page of one trip's reviews, or of the traveller's own: the trips are named in `lang`. */
export const reviewPageQuery = paginationQuery.extend({ lang: contentLang });
export type ReviewPageQuery = z.infer<typeof reviewPageQuery>;

export const searchQuery = z.object({
  q: text(CATALOGUE_LIMITS.searchQueryMax).optional(),
  limit: intField(1, CATALOGUE_LIMITS.searchMax).default(CATALOGUE_LIMITS.searchDefault),
  lang: contentLang,
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const stateParam = z.object({ state: text(100).min(1, { error: MESSAGES.invalidValue }) });

/**
 * GET /api/tours/:id or /api/treks/:id of an inactive trip: a 404 like an unknown one (whether it
 * comes back is not known), with `reason` telling the two apart, the trip's title and nothing else
 * of it, and a few similar trips that can be booked.
 */
export const notAvailableBody = <S extends z.ZodType>(summary: S) =>
  z.object({
    success: z.literal(false),
    message: z.string(),
    reason: z.literal(NOT_AVAILABLE_REASON),
    item: z.object({ title: z.string() }),
    similar: z.array(summary),
  });

/* ------------------------------------------------------------- endpoints */

/**
 * The public endpoints of one kind of trip (`/api/tours`, `/api/treks`): the list, the filters'
 * facets, one trip by id or slug, and its approved reviews. Both kinds have the same shape.
 */
function tripKindApi<
  P extends 'tours' | 'treks',
  Q extends z.ZodType,
  S extends z.ZodType,
  D extends z.ZodType,
  F extends z.ZodType,
>(plural: P, schemas: { query: Q; summary: S; detail: D; facets: F }) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/api/${plural}`,
      query: schemas.query,
      response: listEnvelope(schemas.summary),
    }),
    facets: endpoint({ method: 'GET', path: `/api/${plural}/facets`, response: envelope(schemas.facets) }),
    get: endpoint({
      method: 'GET',
      path: `/api/${plural}/:id`,
      params: idOrSlugParam,
      query: langQuery,
      response: envelope(schemas.detail),
    }),
    reviews: endpoint({
      method: 'GET',
      path: `/api/${plural}/:id/reviews`,
      params: idOrSlugParam,
      query: reviewPageQuery,
      response: listEnvelope(publicReview),
    }),
  };
}

/** The public tours: list, facets, one tour, its reviews, and the list's matches as map pins. */
export const toursApi = {
  ...tripKindApi('tours', { query: toursQuery, summary: tourSummary, detail: tourDetail, facets: tourFacets }),
  map: endpoint({ method: 'GET', path: '/api/tours/map', query: tourMapQuery, response: envelope(tourMap) }),
};

/** The public treks: list, facets, one trek and its reviews. */
export const treksApi = tripKindApi('treks', {
  query: treksQuery,
  summary: trekSummary,
  detail: trekDetail,
  facets: trekFacets,
});

/** The public destinations: list, facets, those of a state, one destination, and the states. */
export const destinationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/destinations',
    query: destinationsQuery,
    response: listEnvelope(destinationSummary),
  }),
  facets: endpoint({ method: 'GET', path: '/api/destinations/facets', response: envelope(destinationFacets) }),
  byState: endpoint({
    method: 'GET',
    path: '/api/destinations/by-state/:state',
    params: stateParam,
    query: langQuery,
    response: listEnvelope(destinationSummary),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/destinations/:id',
    params: idOrSlugParam,
    query: langQuery,
    response: envelope(destinationDetail),
  }),
  states: endpoint({ method: 'GET', path: '/api/states', response: listEnvelope(stateSummary) }),
};

/** The home page's counts. */
export const statsApi = {
  get: endpoint({ method: 'GET', path: '/api/stats', response: envelope(statsSchema) }),
};

/** The site search over tours and destinations. */
export const searchApi = {
  search: endpoint({ method: 'GET', path: '/api/search', query: searchQuery, response: envelope(searchResults) }),
};
