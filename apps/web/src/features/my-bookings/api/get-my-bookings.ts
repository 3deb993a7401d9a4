import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trails/contracts/bookings';
import { callEndpoint } from '../../../lib/api-client';

export const MY_BOOKINGS_PER_PAGE = 5;
export const myBookingsKey = ['bookings', 'mine'] as const;

/** The signed-in traveller's bookings, newest first, a page at a time. */
export const myBookingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myBookingsKey, page],
    queryFn: ({ signal }) =>
      callEndpoint(bookingsApi.list, { query: { page, per_page: MY_BOOKINGS_PER_PAGE } }, { auth: 'user', signal }),
  });

export const useMyBookings = (page: number) =>
  useQuery({ ...myBookingsQueryOptions(page), placeholderData: keepPreviousData });
