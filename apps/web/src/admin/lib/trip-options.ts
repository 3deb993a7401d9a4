import { useQuery } from '@tanstack/react-query';
import { LIMITS, type AdminDeparture } from '@trails/contracts';
import { dataClient } from './data-client';
import { resourceKeys } from './use-resource';

/** A tour or trek to pick: `tour:12` / `trek:4` as the value, the title as the label. */
export interface TripOption {
  value: string;
  kind: 'tour' | 'trek';
  id: number;
  label: string;
}

/** `tour:12` → { kind: 'tour', id: 12 }; anything else → null. */
export function parseTripValue(value: string): { kind: 'tour' | 'trek'; id: number } | null {
  const match = /^(tour|trek):(\d{1,10})$/.exec(value);
  return match ? { kind: match[1] as 'tour' | 'trek', id: Number(match[2]) } : null;
}

/** The first page of tours and of treks, by title, as one list of choices (off until `enabled`). */
export function useTripOptions(enabled = true) {
  return useQuery({
    queryKey: [...resourceKeys.all('tours'), 'trip-options'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<TripOption[]> => {
      const params = { page: 1, per_page: LIMITS.perPageMax, sort: 'title', direction: 'asc' as const };
      const [tours, treks] = await Promise.all([
        dataClient.list<{ id: number; title: string }>('tours', params),
        dataClient.list<{ id: number; title: string }>('treks', params),
      ]);
      return [
        ...tours.data.map((trip) => ({
          value: `tour:${trip.id}`,
          kind: 'tour' as const,
          id: trip.id,
          label: trip.title,
        })),
        ...treks.data.map((trip) => ({
          value: `trek:${trip.id}`,
          kind: 'trek' as const,
          id: trip.id,
          label: trip.title,
        })),
      ];
    },
  });
}

/** The open departures of a trip that have not started, in date order (off until a trip is chosen). */
export function useOpenDepartures(trip: { kind: 'tour' | 'trek'; id: number } | null) {
  return useQuery({
    queryKey: [...resourceKeys.all('departures'), 'open', trip?.kind, trip?.id],
    enabled: trip !== null,
    queryFn: async () => {
      const today = new Date().toISOString().slice(0, 10);
      const page = await dataClient.list<AdminDeparture>('departures', {
        page: 1,
        per_page: LIMITS.perPageMax,
        filters: { [`${trip!.kind}_id`]: trip!.id },
      });
      return page.data.filter((departure) => departure.status === 'open' && departure.start_date > today);
    },
  });
}
