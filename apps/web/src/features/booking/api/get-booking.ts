import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trails/contracts/bookings';
import { callEndpoint } from '../../../lib/api-client';

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['bookings', 'detail', id],
    queryFn: async ({ signal }) =>
      (await callEndpoint(bookingsApi.get, { params: { id } }, { auth: 'user', signal })).data,
  });

/** One of the traveller's own bookings; another's or a missing one is final. */
export const useBooking = (id: string) => useQuery({ ...bookingQueryOptions(id), retry: false });
