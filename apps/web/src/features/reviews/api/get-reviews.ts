import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams, ReviewsQuery } from '@trails/contracts/catalogue';
import { reviewsApi } from '@trails/contracts/reviews';
import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

export type ReviewsParams = QueryParams<ReviewsQuery>;

/** Approved reviews across the catalogue (the home section). */
export const reviewsQueryOptions = (params: ReviewsParams) =>
  queryOptions({
    queryKey: ['reviews', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => catalogueCall(reviewsApi.list, { query: withCatalogueLang(params) }, signal),
  });

export const useReviews = (params: ReviewsParams) => useQuery(reviewsQueryOptions(params));
