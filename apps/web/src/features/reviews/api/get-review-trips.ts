import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@trails/contracts/common';
import { LIMITS } from '@trails/contracts/constants';
import { catalogueGet } from '../../../lib/catalogue-request';

export interface ReviewTripChoice {
  id: number;
  title: string;
}

const titles = (path: string, signal: AbortSignal) =>
  catalogueGet<ListEnvelope<ReviewTripChoice>>(path, { per_page: LIMITS.perPageMax }, signal).then((answer) =>
    answer.data.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title)),
  );

/** The active tours and treks a traveller can review from the home page's form. */
export const reviewTripsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'trips'],
    queryFn: async ({ signal }) => {
      const [tours, treks] = await Promise.all([titles('/tours', signal), titles('/treks', signal)]);
      return { tours, treks };
    },
    staleTime: 5 * 60_000,
  });

export const useReviewTrips = () => useQuery(reviewTripsQueryOptions());
