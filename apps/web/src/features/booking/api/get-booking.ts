import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@trails/contracts/bookings';
import type { Envelope } from '@trails/contracts/common';
import { apiRequest } from '../../../lib/api-client';

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['bookings', 'detail', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<Booking>>(`/bookings/${encodeURIComponent(id)}`, { auth: 'user', signal })).data,
  });

/** One of the traveller's own bookings; another's or a missing one is final. */
export const useBooking = (id: string) => useQuery({ ...bookingQueryOptions(id), retry: false });
