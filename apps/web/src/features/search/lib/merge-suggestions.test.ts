import { describe, expect, it } from 'vitest';
import type { DestinationSummary, SearchResults, TourSummary, TrekSummary } from '@trails/contracts/catalogue';
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
const trek = (id: number) =>
  ({ id, slug: `trek-${id}`, title: `Trek ${id}`, price: 500 * id, destination: ref }) as TrekSummary;
const results = (tours: number, destinations: number, treks = 0): SearchResults => ({
  tours: Array.from({ length: tours }, (_, index) => tour(index + 1)),
  destinations: Array.from({ length: destinations }, (_, index) => destination(index + 1)),
  treks: Array.from({ length: treks }, (_, index) => trek(index + 1)),
});
const kinds = (merged: ReturnType<typeof mergeSuggestions>) => merged.map((item) => item.kind);

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

  it('puts treks between tours and destinations, linked to their page, with a few slots kept for them', () => {
    const merged = mergeSuggestions(results(1, 1, 1));
    expect(merged.map((item) => item.key)).toEqual(['tour-1', 'trek-1', 'destination-1']);
    expect(merged[1]).toMatchObject({
      kind: 'trek',
      href: '/trek/trek-1',
      title: 'Trek 1',
      place: 'Manali',
      price: 500,
    });
    expect(kinds(mergeSuggestions(results(8, 8, 8)))).toEqual([
      'tour',
      'tour',
      'trek',
      'trek',
      'trek',
      'destination',
      'destination',
      'destination',
    ]);
    // Only treks match ("kedarkantha"): they fill the list.
    expect(kinds(mergeSuggestions(results(0, 0, 10)))).toEqual(Array(8).fill('trek'));
    expect(kinds(mergeSuggestions(results(10, 0, 1)))).toEqual([...Array(7).fill('tour'), 'trek']);
  });

  it('is empty without results', () => {
    expect(mergeSuggestions(undefined)).toEqual([]);
    expect(mergeSuggestions(results(0, 0))).toEqual([]);
  });
});
