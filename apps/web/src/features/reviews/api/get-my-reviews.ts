import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, MyReview } from '@trails/contracts';
import { apiRequest } from '../../../lib/api-client';

export const MY_REVIEWS_PER_PAGE = 5;
export const myReviewsKey = ['reviews', 'mine'] as const;

/** The signed-in traveller's own reviews, newest first, pending or approved. */
export const myReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myReviewsKey, page],
    queryFn: ({ signal }) =>
      apiRequest<ListEnvelope<MyReview>>('/user/reviews', {
        auth: 'user',
        query: { page, per_page: MY_REVIEWS_PER_PAGE },
        signal,
      }),
  });

export const useMyReviews = (page: number) =>
  useQuery({ ...myReviewsQueryOptions(page), placeholderData: keepPreviousData });
