import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursApi, treksApi } from '@trails/contracts/catalogue';
import { LIMITS } from '@trails/contracts/constants';
import { catalogueCall, withCatalogueLang } from '../../../lib/catalogue-request';

export interface ReviewTripChoice {
  id: number;
  title: string;
}

const titles = (list: typeof toursApi.list | typeof treksApi.list, signal: AbortSignal) =>
  catalogueCall(list, { query: withCatalogueLang({ per_page: LIMITS.perPageMax }) }, signal).then((answer) =>
    answer.data.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title)),
  );

/** The active tours and treks a traveller can review from the home page's form. */
export const reviewTripsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'trips'],
    queryFn: async ({ signal }) => {
      const [tours, treks] = await Promise.all([titles(toursApi.list, signal), titles(treksApi.list, signal)]);
      return { tours, treks };
    },
    staleTime: 5 * 60_000,
  });

export const useReviewTrips = () => useQuery(reviewTripsQueryOptions());
