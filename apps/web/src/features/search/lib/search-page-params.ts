import type { DestinationSummary, SearchResults, TourSummary, TrekSummary } from '@trails/contracts/catalogue';

export const SEARCH_TABS = ['all', 'tours', 'treks', 'destinations'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const SEARCH_SORTS = ['relevance', 'name', 'price_low', 'price_high'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The search page's state, as kept in its address: `?q=&type=&sort=`. */
export interface SearchPageState {
  q: string;
  tab: SearchTab;
  sort: SearchSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function parseSearchPage(search: URLSearchParams): SearchPageState {
  return {
    q: (search.get('q') ?? '').trim(),
    tab: oneOf(SEARCH_TABS, search.get('type'), 'all'),
    sort: oneOf(SEARCH_SORTS, search.get('sort'), 'relevance'),
  };
}

/** The address of a state, leaving out the defaults. */
export function toSearchPageParams(state: SearchPageState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  if (state.tab !== 'all') search.set('type', state.tab);
  if (state.sort !== 'relevance') search.set('sort', state.sort);
  return search;
}

export type SearchItem =
  | { kind: 'tour'; item: TourSummary }
  | { kind: 'trek'; item: TrekSummary }
  | { kind: 'destination'; item: DestinationSummary };

const nameOf = (entry: SearchItem) => (entry.kind === 'destination' ? entry.item.name : entry.item.title);
/** Destinations have no price: they count as 0, like a tour or trek without one. */
const priceOf = (entry: SearchItem) => (entry.kind === 'destination' ? 0 : entry.item.price || 0);

/** The results of one tab in the chosen order; "relevance" keeps the server's order: tours, treks, destinations. */
export function searchItems(results: SearchResults, tab: SearchTab, sort: SearchSort, locale = 'en'): SearchItem[] {
  const shown = (own: SearchTab) => tab === 'all' || tab === own;
  const items: SearchItem[] = [
    ...(shown('tours') ? results.tours.map((item) => ({ kind: 'tour', item }) as const) : []),
    ...(shown('treks') ? (results.treks ?? []).map((item) => ({ kind: 'trek', item }) as const) : []),
    ...(shown('destinations') ? results.destinations.map((item) => ({ kind: 'destination', item }) as const) : []),
  ];
  if (sort === 'relevance') return items;
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const byName = (a: SearchItem, b: SearchItem) => collator.compare(nameOf(a), nameOf(b));
  // Array.prototype.sort is stable: equal prices keep the server's order.
  if (sort === 'name') return [...items].sort(byName);
  const direction = sort === 'price_low' ? 1 : -1;
  return [...items].sort((a, b) => (priceOf(a) - priceOf(b)) * direction);
}

export function searchCounts(results: SearchResults | undefined): Record<SearchTab, number> {
  const tours = results?.tours.length ?? 0;
  const treks = results?.treks?.length ?? 0;
  const destinations = results?.destinations.length ?? 0;
  return { all: tours + treks + destinations, tours, treks, destinations };
}
