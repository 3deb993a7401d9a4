import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { waitlistApi } from '@trails/contracts/waitlist';
import { callEndpoint } from '../../../lib/api-client';

export const MY_WAITLIST_PER_PAGE = 5;
export const waitlistKey = ['waitlist'] as const;

/** The traveller's waitlist places, newest first: every one (My Bookings) or only the live ones (departure lists). */
export const myWaitlistQueryOptions = (page: number, liveOnly: boolean) =>
  queryOptions({
    queryKey: [...waitlistKey, 'mine', liveOnly ? 'live' : 'all', page],
    queryFn: ({ signal }) =>
      callEndpoint(
        waitlistApi.list,
        { query: liveOnly ? { page, per_page: 100, live: 'true' } : { page, per_page: MY_WAITLIST_PER_PAGE } },
        { auth: 'user', signal },
      ),
  });

export const useMyWaitlist = (page: number, { liveOnly = false, enabled = true } = {}) =>
  useQuery({ ...myWaitlistQueryOptions(page, liveOnly), placeholderData: keepPreviousData, enabled });
