import { queryOptions, useQuery } from '@tanstack/react-query';
import { travellersApi } from '@trails/contracts/traveller-details';
import { callEndpoint } from '../../../lib/api-client';

export const travellerDetailsKey = (bookingId: string) => ['bookings', 'travellers', bookingId] as const;

export const travellerDetailsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: travellerDetailsKey(bookingId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(travellersApi.get, { params: { id: bookingId } }, { auth: 'user', signal })).data,
  });

/** The travellers of one of the signed-in traveller's bookings; another's or a missing one is final (404). */
export const useTravellerDetails = (bookingId: string) =>
  useQuery({ ...travellerDetailsQueryOptions(bookingId), retry: false });
