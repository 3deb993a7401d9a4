import {
  DURATION_BUCKET_NAMES,
  RATING_FILTERS,
  TOUR_SORTS,
  type DurationBucket,
  type NumberRange,
  type TourSort,
} from '@trails/contracts/catalogue-constants';
import { TOUR_CATEGORIES, type TourCategory } from '@trails/contracts/constants';
import type { TourMapParams } from '../api/get-tour-map';
import type { ToursParams } from '../api/get-tours';

/** Tours per page of the list, the packages page and the map. */
export const TOURS_PER_PAGE = 12;

export type ToursView = 'grid' | 'map';

/** Everything the tour list shows, as it is kept in the address bar. */
export interface TourFilters {
  priceRange: NumberRange | null;
  /** Minimum rating; 0 = any. */
  rating: number;
  duration: DurationBucket | null;
  category: TourCategory | null;
  sort: TourSort;
  page: number;
  view: ToursView;
  /** Destination id or slug. */
  destination: string | null;
}

export const DEFAULT_TOUR_FILTERS: TourFilters = {
  priceRange: null,
  rating: 0,
  duration: null,
  category: null,
  sort: 'popular',
  page: 1,
  view: 'grid',
  destination: null,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** "500-25000" as the API reads it (two non-negative numbers, min not above max), else null. */
export function parseNumberRange(value: string | null): NumberRange | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : null;
}

/** Longest destination id or slug the API accepts. */
const DESTINATION_MAX = 200;

/** The filters in a query string. Anything invalid is dropped (as if absent), never sent on. */
export function parseTourFilters(search: URLSearchParams): TourFilters {
  const rating = Number(search.get('rating'));
  const page = Number(search.get('page'));
  const destination = search.get('destination')?.trim() ?? '';
  return {
    priceRange: parseNumberRange(search.get('priceRange')),
    rating: (RATING_FILTERS as readonly number[]).includes(rating) ? rating : 0,
    duration: oneOf(DURATION_BUCKET_NAMES, search.get('duration')),
    category: oneOf(TOUR_CATEGORIES, search.get('category')),
    sort: oneOf(TOUR_SORTS, search.get('sort')) ?? DEFAULT_TOUR_FILTERS.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: search.get('view') === 'map' ? 'map' : 'grid',
    destination: destination && destination.length <= DESTINATION_MAX ? destination : null,
  };
}

/** The filters as a query string; defaults are left out so a plain list has a plain address. */
export function tourFiltersToSearch(filters: TourFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.destination) search.set('destination', filters.destination);
  if (filters.category) search.set('category', filters.category);
  if (filters.duration) search.set('duration', filters.duration);
  if (filters.rating > 0) search.set('rating', String(filters.rating));
  if (filters.priceRange) search.set('priceRange', `${filters.priceRange.min}-${filters.priceRange.max}`);
  if (filters.sort !== DEFAULT_TOUR_FILTERS.sort) search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  if (filters.view === 'map') search.set('view', 'map');
  return search;
}

/** The API query for one page of the filtered list. */
export function tourFiltersToQuery(filters: TourFilters, perPage = TOURS_PER_PAGE): ToursParams {
  return { sort: filters.sort, page: filters.page, per_page: perPage, ...tourFiltersToMapQuery(filters) };
}

/** The API query of the map: the list's filters, without page or order. */
export function tourFiltersToMapQuery(filters: TourFilters): TourMapParams {
  const params: TourMapParams = {};
  if (filters.priceRange) params.priceRange = `${filters.priceRange.min}-${filters.priceRange.max}`;
  if (filters.rating > 0) params.rating = filters.rating;
  if (filters.duration) params.duration = filters.duration;
  if (filters.category) params.category = filters.category;
  if (filters.destination) params.destination = filters.destination;
  return params;
}

/** How many narrowing filters are on (for the "Filters (2)" button and Clear All). */
export function activeFilterCount(filters: TourFilters): number {
  return [filters.priceRange, filters.rating > 0, filters.duration, filters.category, filters.destination].filter(
    Boolean,
  ).length;
}

/** The filters with every narrowing choice removed; sort and view stay as chosen. */
export function clearTourFilters(filters: TourFilters): TourFilters {
  return { ...DEFAULT_TOUR_FILTERS, sort: filters.sort, view: filters.view };
}

/** Slider bounds from the catalogue's prices: the lowest rounded down, the highest up, to the step. */
export function priceBounds(priceMin: number, priceMax: number, step: number): NumberRange {
  const min = Math.max(0, Math.floor(priceMin / step) * step);
  const max = Math.max(min + step, Math.ceil(priceMax / step) * step);
  return { min, max };
}

/**
 * A chosen price range as the slider shows it, kept inside the bounds; a range that covers the
 * whole catalogue is no filter at all (null).
 */
export function normalisePriceRange(range: NumberRange, bounds: NumberRange): NumberRange | null {
  const min = Math.min(Math.max(range.min, bounds.min), bounds.max);
  const max = Math.max(Math.min(range.max, bounds.max), min);
  return min <= bounds.min && max >= bounds.max ? null : { min, max };
}
