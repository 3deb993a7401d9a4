import { useQuery } from '@tanstack/react-query';
import { dataClient } from './data-client';
import { resourceKeys } from './use-resource';

export type TripKind = 'tour' | 'trek';

/** A tour or a trek, by kind and id: what a booking, a departure or a filter names. */
export interface TripRef {
  kind: TripKind;
  id: number;
}

/** A trip the search found: its kind, id and title. */
export interface TripMatch extends TripRef {
  title: string;
}

export const TRIP_KINDS: readonly TripKind[] = ['tour', 'trek'];

/** How many trips of each kind one search shows: a short list that typing narrows. */
export const TRIP_SEARCH_PAGE = 8;

/** `tour:12` → { kind: 'tour', id: 12 }; anything else → null. */
export function parseTripValue(value: string): TripRef | null {
  const match = /^(tour|trek):(\d{1,10})$/.exec(value);
  return match ? { kind: match[1] as TripKind, id: Number(match[2]) } : null;
}

/** { kind: 'tour', id: 12 } → `tour:12`; null → ''. */
export const tripValue = (trip: TripRef | null) => (trip ? `${trip.kind}:${trip.id}` : '');

const resourceOf = (kind: TripKind) => (kind === 'tour' ? 'tours' : 'treks');

/**
 * Tours and treks whose title (or slug) holds `term`, by title: the first page of each kind asked for,
 * and whether either kind has more than that page (then typing more narrows the list).
 */
export function useTripSearch(term: string, kinds: readonly TripKind[], enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.all('tours'), 'trip-search', kinds.join(','), term],
    enabled,
    staleTime: 30_000,
    queryFn: async () => {
      const pages = await Promise.all(
        kinds.map(async (kind) => {
          const page = await dataClient.list<{ id: number; title: string }>(resourceOf(kind), {
            page: 1,
            per_page: TRIP_SEARCH_PAGE,
            sort: 'title',
            direction: 'asc',
            filters: { search: term || undefined },
          });
          return { kind, page };
        }),
      );
      return {
        trips: pages.flatMap(({ kind, page }) =>
          page.data.map((trip): TripMatch => ({ kind, id: trip.id, title: trip.title })),
        ),
        more: pages.some(({ page }) => page.meta.total > page.data.length),
      };
    },
  });
}

/** The title of a chosen trip, read from the server (off until `trip` is given). */
export function useTripTitle(trip: TripRef | null) {
  return useQuery({
    queryKey: resourceKeys.one(resourceOf(trip?.kind ?? 'tour'), trip?.id ?? ''),
    enabled: trip !== null,
    queryFn: () => dataClient.get<{ id: number; title: string }>(resourceOf(trip!.kind), trip!.id),
    select: (record) => record.title,
  });
}
