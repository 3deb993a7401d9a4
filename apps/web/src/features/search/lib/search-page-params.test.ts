import { describe, expect, it } from 'vitest';
import type { DestinationSummary, SearchResults, TourSummary, TrekSummary } from '@trails/contracts/catalogue';
import { parseSearchPage, searchCounts, searchItems, toSearchPageParams } from './search-page-params';

const tour = (id: number, title: string, price: number) => ({ id, slug: `t${id}`, title, price }) as TourSummary;
const destination = (id: number, name: string) => ({ id, slug: `d${id}`, name }) as DestinationSummary;
const trek = (id: number, title: string, price: number) => ({ id, slug: `k${id}`, title, price }) as TrekSummary;
const results: SearchResults = {
  tours: [tour(1, 'Manali Snow Escape', 18000), tour(2, 'Kullu Rafting', 0), tour(3, 'Atal Tunnel Drive', 9000)],
  destinations: [destination(1, 'Manali'), destination(2, 'Kasol')],
  treks: [],
};
const names = (
  tab: 'all' | 'tours' | 'treks' | 'destinations',
  sort: 'relevance' | 'name' | 'price_low' | 'price_high',
  from: SearchResults = results,
) => searchItems(from, tab, sort).map((entry) => (entry.kind === 'destination' ? entry.item.name : entry.item.title));

describe('search page address', () => {
  it('reads q, the tab and the sort, dropping unknown values', () => {
    expect(parseSearchPage(new URLSearchParams('q=%20manali%20&type=destinations&sort=price_low'))).toEqual({
      q: 'manali',
      tab: 'destinations',
      sort: 'price_low',
    });
    expect(parseSearchPage(new URLSearchParams('type=blogs&sort=random'))).toEqual({
      q: '',
      tab: 'all',
      sort: 'relevance',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(toSearchPageParams({ q: 'spiti valley', tab: 'all', sort: 'relevance' }).toString()).toBe('q=spiti+valley');
    expect(toSearchPageParams({ q: 'a', tab: 'tours', sort: 'name' }).toString()).toBe('q=a&type=tours&sort=name');
  });
});

describe('searchItems', () => {
  it('keeps the server order, tours first, for relevance', () => {
    expect(names('all', 'relevance')).toEqual([
      'Manali Snow Escape',
      'Kullu Rafting',
      'Atal Tunnel Drive',
      'Manali',
      'Kasol',
    ]);
  });

  it('filters by tab', () => {
    expect(names('tours', 'relevance')).toHaveLength(3);
    expect(names('destinations', 'relevance')).toEqual(['Manali', 'Kasol']);
  });

  it('sorts by title or name', () => {
    expect(names('all', 'name')).toEqual([
      'Atal Tunnel Drive',
      'Kasol',
      'Kullu Rafting',
      'Manali',
      'Manali Snow Escape',
    ]);
  });

  it('sorts by price with a missing price and destinations counting as 0', () => {
    expect(names('all', 'price_low')).toEqual([
      'Kullu Rafting',
      'Manali',
      'Kasol',
      'Atal Tunnel Drive',
      'Manali Snow Escape',
    ]);
    expect(names('tours', 'price_high')).toEqual(['Manali Snow Escape', 'Atal Tunnel Drive', 'Kullu Rafting']);
  });

  it('counts each tab', () => {
    expect(searchCounts(results)).toEqual({ all: 5, tours: 3, treks: 0, destinations: 2 });
    expect(searchCounts(undefined)).toEqual({ all: 0, tours: 0, treks: 0, destinations: 0 });
  });
});

describe('searchItems with treks', () => {
  const withTreks: SearchResults = {
    ...results,
    treks: [trek(1, 'Kedarkantha Winter Trek', 12000), trek(2, 'Hampta Pass', 15000)],
  };

  it('lists treks after tours and before destinations, in a tab of their own, counted', () => {
    expect(names('all', 'relevance', withTreks)).toEqual([
      'Manali Snow Escape',
      'Kullu Rafting',
      'Atal Tunnel Drive',
      'Kedarkantha Winter Trek',
      'Hampta Pass',
      'Manali',
      'Kasol',
    ]);
    expect(names('treks', 'relevance', withTreks)).toEqual(['Kedarkantha Winter Trek', 'Hampta Pass']);
    expect(names('tours', 'relevance', withTreks)).not.toContain('Hampta Pass');
    expect(searchCounts(withTreks)).toEqual({ all: 7, tours: 3, treks: 2, destinations: 2 });
  });

  it('sorts treks with tours by name and by price', () => {
    expect(names('treks', 'name', withTreks)).toEqual(['Hampta Pass', 'Kedarkantha Winter Trek']);
    expect(names('all', 'price_high', withTreks).slice(0, 3)).toEqual([
      'Manali Snow Escape',
      'Hampta Pass',
      'Kedarkantha Winter Trek',
    ]);
  });
});
