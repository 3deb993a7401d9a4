import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@trails/contracts/common';
import type { TravellerDetailsStatus } from '@trails/contracts/traveller-details';
import { apiRequest } from '../../../lib/api-client';

export const travellerStatusKey = ['bookings', 'traveller-details'] as const;

export const travellerStatusQueryOptions = () =>
  queryOptions({
    queryKey: travellerStatusKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<ListEnvelope<TravellerDetailsStatus>>('/bookings/traveller-details', { auth: 'user', signal }))
        .data,
  });

/** Where the details of each upcoming booking stand: one request for the whole My Bookings list. */
export const useTravellerStatus = () => useQuery(travellerStatusQueryOptions());
