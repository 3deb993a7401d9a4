import { describe, expect, it } from 'vitest';
import { destinationFiltersToSearch, destinationListParams, parseDestinationFilters } from './destination-filters';

const parse = (query: string) => parseDestinationFilters(new URLSearchParams(query));

describe('destination list filters in the address', () => {
  it('reads search, country and page', () => {
    expect(parse('search=%20manali%20&country=India&page=2')).toEqual({ search: 'manali', country: 'India', page: 2 });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    expect(parse('')).toEqual({ search: '', country: '', page: 1 });
    expect(parse('page=0')).toMatchObject({ page: 1 });
    expect(parse('page=-3')).toMatchObject({ page: 1 });
    expect(parse('page=2.5')).toMatchObject({ page: 1 });
    expect(parse('page=abc')).toMatchObject({ page: 1 });
    expect(parse(`country=${'x'.repeat(101)}`)).toMatchObject({ country: '' });
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(destinationFiltersToSearch({ search: '', country: '', page: 1 }).toString()).toBe('');
    const filters = { search: 'spiti valley', country: 'India', page: 3 };
    const query = destinationFiltersToSearch(filters);
    expect(query.toString()).toBe('search=spiti+valley&country=India&page=3');
    expect(parseDestinationFilters(query)).toEqual(filters);
  });

  it('asks the API for 12 per page, sorted by name, without empty filters', () => {
    expect(destinationListParams({ search: '', country: '', page: 2 })).toEqual({
      search: undefined,
      country: undefined,
      page: 2,
      per_page: 12,
      sort: 'name',
    });
  });
});
