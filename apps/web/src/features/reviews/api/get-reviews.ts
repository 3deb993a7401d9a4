import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReview, QueryParams, ReviewsQuery } from '@trails/contracts/catalogue';
import type { ListEnvelope } from '@trails/contracts/common';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

export type ReviewsParams = QueryParams<ReviewsQuery>;

/** Approved reviews across the catalogue (the home section). */
export const reviewsQueryOptions = (params: ReviewsParams) =>
  queryOptions({
    queryKey: ['reviews', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => catalogueGet<ListEnvelope<PublicReview>>('/reviews', params, signal),
  });

export const useReviews = (params: ReviewsParams) => useQuery(reviewsQueryOptions(params));
