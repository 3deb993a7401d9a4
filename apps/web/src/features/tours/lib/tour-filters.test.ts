import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearTourFilters,
  DEFAULT_TOUR_FILTERS,
  normalisePriceRange,
  parseNumberRange,
  parseTourFilters,
  priceBounds,
  tourFiltersToQuery,
  tourFiltersToSearch,
  type TourFilters,
} from './tour-filters';

const parse = (query: string) => parseTourFilters(new URLSearchParams(query));

describe('parseTourFilters', () => {
  it('reads every filter from the address', () => {
    expect(
      parse(
        'priceRange=1000-25000&rating=4.5&duration=medium&category=Adventure&sort=price_low&page=3&view=map&destination=manali',
      ),
    ).toEqual({
      priceRange: { min: 1000, max: 25000 },
      rating: 4.5,
      duration: 'medium',
      category: 'Adventure',
      sort: 'price_low',
      page: 3,
      view: 'map',
      destination: 'manali',
    });
  });

  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_TOUR_FILTERS);
  });

  it('drops invalid values instead of passing them on', () => {
    expect(
      parse(
        'priceRange=5000-100&rating=2&duration=forever&category=Space&sort=cheapest&page=-2&view=list&destination=%20%20',
      ),
    ).toEqual(DEFAULT_TOUR_FILTERS);
    expect(parse('priceRange=abc').priceRange).toBeNull();
    expect(parse('priceRange=100').priceRange).toBeNull();
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('rating=five').rating).toBe(0);
    expect(parse('category=adventure').category).toBeNull();
    expect(parse(`destination=${'x'.repeat(201)}`).destination).toBeNull();
  });

  it('reads price ranges as the API does', () => {
    expect(parseNumberRange('500.5-900')).toEqual({ min: 500.5, max: 900 });
    expect(parseNumberRange(' 100-100 ')).toEqual({ min: 100, max: 100 });
    for (const bad of ['-100-200', '100-', '1e3-2000', '200-100', '', null]) expect(parseNumberRange(bad)).toBeNull();
  });
});

describe('tourFiltersToSearch', () => {
  it('leaves defaults out of the address', () => {
    expect(tourFiltersToSearch(DEFAULT_TOUR_FILTERS).toString()).toBe('');
  });

  it('round-trips through the address', () => {
    const filters: TourFilters = {
      priceRange: { min: 500, max: 9000 },
      rating: 4,
      duration: 'long',
      category: 'Nature',
      sort: 'rating',
      page: 2,
      view: 'map',
      destination: 'leh',
    };
    const search = tourFiltersToSearch(filters);
    expect(search.get('priceRange')).toBe('500-9000');
    expect(parseTourFilters(search)).toEqual(filters);
  });
});

describe('tourFiltersToQuery', () => {
  it('asks the API for one page with only the filters that are on', () => {
    expect(tourFiltersToQuery(DEFAULT_TOUR_FILTERS)).toEqual({ sort: 'popular', page: 1, per_page: 12 });
    expect(
      tourFiltersToQuery(
        { ...DEFAULT_TOUR_FILTERS, priceRange: { min: 0, max: 100 }, rating: 3, category: 'Hill Station', page: 4 },
        6,
      ),
    ).toEqual({
      sort: 'popular',
      page: 4,
      per_page: 6,
      priceRange: '0-100',
      rating: 3,
      category: 'Hill Station',
    });
  });
});

describe('filter helpers', () => {
  it('counts and clears the narrowing filters, keeping sort and view', () => {
    const filters: TourFilters = {
      ...DEFAULT_TOUR_FILTERS,
      category: 'Lakes',
      rating: 4,
      sort: 'newest',
      view: 'map',
      page: 3,
    };
    expect(activeFilterCount(filters)).toBe(2);
    expect(clearTourFilters(filters)).toEqual({ ...DEFAULT_TOUR_FILTERS, sort: 'newest', view: 'map' });
  });

  it('rounds the slider bounds outwards to the step', () => {
    expect(priceBounds(8000, 58000, 100)).toEqual({ min: 8000, max: 58000 });
    expect(priceBounds(8050, 57910, 100)).toEqual({ min: 8000, max: 58000 });
    expect(priceBounds(0, 0, 100)).toEqual({ min: 0, max: 100 });
  });

  it('keeps a chosen range inside the bounds and treats the full range as no filter', () => {
    const bounds = { min: 8000, max: 58000 };
    expect(normalisePriceRange({ min: 8000, max: 58000 }, bounds)).toBeNull();
    expect(normalisePriceRange({ min: 0, max: 99999 }, bounds)).toBeNull();
    expect(normalisePriceRange({ min: 10000, max: 20000 }, bounds)).toEqual({ min: 10000, max: 20000 });
    expect(normalisePriceRange({ min: 0, max: 20000 }, bounds)).toEqual({ min: 8000, max: 20000 });
  });
});
