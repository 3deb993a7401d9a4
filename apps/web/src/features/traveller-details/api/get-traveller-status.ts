import { queryOptions, useQuery } from '@tanstack/react-query';
import { travellersApi } from '@trails/contracts/traveller-details';
import { callEndpoint } from '../../../lib/api-client';

export const travellerStatusKey = ['bookings', 'traveller-details'] as const;

export const travellerStatusQueryOptions = () =>
  queryOptions({
    queryKey: travellerStatusKey,
    queryFn: async ({ signal }) => (await callEndpoint(travellersApi.status, {}, { auth: 'user', signal })).data,
  });

/** Where the details of each upcoming booking stand: one request for the whole My Bookings list. */
export const useTravellerStatus = () => useQuery(travellerStatusQueryOptions());
