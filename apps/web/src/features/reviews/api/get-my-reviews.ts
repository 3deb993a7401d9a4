import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reviewsApi } from '@trails/contracts/reviews';
import { DEFAULT_LOCALE } from '@trails/contracts/constants';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueLang } from '../../../lib/catalogue-request';

export const MY_REVIEWS_PER_PAGE = 5;
export const myReviewsKey = ['reviews', 'mine'] as const;

/**
 * The signed-in traveller's own reviews, newest first, pending or approved; each names its trip in
 * the interface's language (`lang`, left out for English).
 */
export const myReviewsQueryOptions = (page: number) => {
  const lang = catalogueLang();
  return queryOptions({
    queryKey: [...myReviewsKey, page, lang],
    queryFn: ({ signal }) =>
      callEndpoint(
        reviewsApi.mine,
        { query: { page, per_page: MY_REVIEWS_PER_PAGE, ...(lang === DEFAULT_LOCALE ? {} : { lang }) } },
        { auth: 'user', signal },
      ),
  });
};

export const useMyReviews = (page: number) =>
  useQuery({ ...myReviewsQueryOptions(page), placeholderData: keepPreviousData });
