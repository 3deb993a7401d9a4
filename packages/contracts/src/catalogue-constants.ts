/**
 * Catalogue constants and small helpers without zod, so a page that needs only these (the home
 * carousels, the sort menus) does not bring the schemas into its bundle. `catalogue.ts` has the schemas.
 */

export const TOUR_SORTS = ['popular', 'price_low', 'price_high', 'rating', 'duration', 'newest'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];
export const TREK_SORTS = [...TOUR_SORTS, 'altitude'] as const;
export type TrekSort = (typeof TREK_SORTS)[number];
export const DESTINATION_SORTS = ['name', 'trending', 'popular', 'newest'] as const;
export type DestinationSort = (typeof DESTINATION_SORTS)[number];

/** Duration buckets of the tour filter, in days (inclusive). */
export const DURATION_BUCKETS = {
  short: { min: 1, max: 3 },
  medium: { min: 4, max: 7 },
  long: { min: 8, max: null },
} as const;
export type DurationBucket = keyof typeof DURATION_BUCKETS;
export const DURATION_BUCKET_NAMES = Object.keys(DURATION_BUCKETS) as DurationBucket[];

/** Minimum-rating choices of the tour filter (0 = any). */
export const RATING_FILTERS = [0, 3, 4, 4.5] as const;

export const CATALOGUE_LIMITS = {
  /** Tours shown with a destination's detail. */
  destinationTours: 12,
  /** Results per list in /search. */
  searchDefault: 10,
  searchMax: 50,
  searchQueryMax: 200,
  /** Price slider: smallest allowed gap between its two handles. */
  priceGap: 100,
  /** Suggestions from a word of the query to the catalogue's dictionary of terms. */
  termsPerWord: 3,
  byStateMax: 100,
  /** Pins on the tours map: every match up to this many (`GET /api/tours/map`). */
  mapPointsMax: 2000,
} as const;

/** Auto-advance of the home carousels, in milliseconds, and how many items each loads. */
export const HOME_SECTIONS = {
  topDestinations: { limit: 6, intervalMs: 4_000 },
  trendingDestinations: { limit: 6, intervalMs: 5_500 },
  popularTours: { limit: 4, intervalMs: 4_500, visibleWide: 4 },
  featuredTours: { limit: 6, intervalMs: 5_000 },
  featuredTreks: { limit: 8, intervalMs: 5_000 },
  adventureTours: { limit: 3, intervalMs: 6_000 },
  reviews: { limit: 6 },
  statsAnimationMs: 2_000,
  statsAnimationSteps: 60,
} as const;

/** A parsed "min-max" range of the list filters. */
export type NumberRange = { min: number; max: number };

/** The page and page size a list query asks for, with `limit` taking precedence. */
export function pageWindow(query: { page: number; per_page: number; limit?: number | undefined }) {
  return query.limit ? { page: 1, perPage: query.limit } : { page: query.page, perPage: query.per_page };
}
