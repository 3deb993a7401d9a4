import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@trails/contracts/common';
import type { WaitlistEntry } from '@trails/contracts/waitlist';
import { apiRequest } from '../../../lib/api-client';

export const MY_WAITLIST_PER_PAGE = 5;
export const waitlistKey = ['waitlist'] as const;

/** The traveller's waitlist places, newest first: every one (My Bookings) or only the live ones (departure lists). */
export const myWaitlistQueryOptions = (page: number, liveOnly: boolean) =>
  queryOptions({
    queryKey: [...waitlistKey, 'mine', liveOnly ? 'live' : 'all', page],
    queryFn: ({ signal }) =>
      apiRequest<ListEnvelope<WaitlistEntry>>('/waitlist', {
        auth: 'user',
        query: liveOnly ? { page, per_page: 100, live: 'true' } : { page, per_page: MY_WAITLIST_PER_PAGE },
        signal,
      }),
  });

export const useMyWaitlist = (page: number, { liveOnly = false, enabled = true } = {}) =>
  useQuery({ ...myWaitlistQueryOptions(page, liveOnly), placeholderData: keepPreviousData, enabled });
