import { describe, expect, it } from 'vitest';
import type { DestinationSummary, SearchResults, TourSummary } from '@trails/contracts';
import { mergeSuggestions } from './merge-suggestions';

const ref = {
  id: 1,
  slug: 'manali',
  name: 'Manali',
  country: 'India',
  state: 'Himachal Pradesh',
  latitude: null,
  longitude: null,
};
const tour = (id: number) =>
  ({ id, slug: `tour-${id}`, title: `Tour ${id}`, price: 1000 * id, destination: ref }) as TourSummary;
const destination = (id: number) => ({ ...ref, id, slug: `place-${id}`, name: `Place ${id}` }) as DestinationSummary;
const results = (tours: number, destinations: number): SearchResults => ({
  tours: Array.from({ length: tours }, (_, index) => tour(index + 1)),
  destinations: Array.from({ length: destinations }, (_, index) => destination(index + 1)),
});

describe('mergeSuggestions', () => {
  it('lists tours first, then destinations, with links by slug', () => {
    const merged = mergeSuggestions(results(2, 2));
    expect(merged.map((item) => item.key)).toEqual(['tour-1', 'tour-2', 'destination-1', 'destination-2']);
    expect(merged[0]).toMatchObject({ href: '/tour/tour-1', title: 'Tour 1', place: 'Manali', price: 1000 });
    expect(merged[2]).toMatchObject({
      href: '/destination/place-1',
      title: 'Place 1',
      place: 'Himachal Pradesh, India',
    });
  });

  it('shows at most 8, keeping room for destinations', () => {
    const merged = mergeSuggestions(results(8, 8));
    expect(merged).toHaveLength(8);
    expect(merged.filter((item) => item.kind === 'tour')).toHaveLength(5);
    expect(merged.filter((item) => item.kind === 'destination')).toHaveLength(3);
  });

  it('lets tours fill the list when few destinations match, and the other way round', () => {
    expect(mergeSuggestions(results(10, 1)).filter((item) => item.kind === 'tour')).toHaveLength(7);
    expect(mergeSuggestions(results(10, 0))).toHaveLength(8);
    expect(mergeSuggestions(results(1, 10)).filter((item) => item.kind === 'destination')).toHaveLength(7);
  });

  it('is empty without results', () => {
    expect(mergeSuggestions(undefined)).toEqual([]);
    expect(mergeSuggestions(results(0, 0))).toEqual([]);
  });
});
