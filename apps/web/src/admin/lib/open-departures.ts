import { useQuery } from '@tanstack/react-query';
import type { AdminDeparture } from '@trails/contracts/bookings';
import { LIMITS } from '@trails/contracts/constants';
import { dataClient } from './data-client';
import type { TripRef } from './trip-search';
import { resourceKeys } from './use-resource';

/** The open departures of a trip that have not started, in date order (off until a trip is chosen). */
export function useOpenDepartures(trip: TripRef | null) {
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
