import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@trails/contracts/common';
import type { TravellerDetails } from '@trails/contracts/traveller-details';
import { apiRequest } from '../../../lib/api-client';

export const travellerDetailsKey = (bookingId: string) => ['bookings', 'travellers', bookingId] as const;

export const travellerDetailsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: travellerDetailsKey(bookingId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<TravellerDetails>>(`/bookings/${encodeURIComponent(bookingId)}/travellers`, {
          auth: 'user',
          signal,
        })
      ).data,
  });

/** The travellers of one of the signed-in traveller's bookings; another's or a missing one is final (404). */
export const useTravellerDetails = (bookingId: string) =>
  useQuery({ ...travellerDetailsQueryOptions(bookingId), retry: false });
