import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toursApi, treksApi } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

export type ReviewSubject = 'tours' | 'treks';

/** Approved reviews of one tour or trek, newest first; each names its trip in the interface's language. */
export const itemReviewsQueryOptions = (subject: ReviewSubject, idOrSlug: string, page = 1, perPage = 5) =>
  queryOptions({
    queryKey: [subject, 'reviews', idOrSlug, { page, perPage }, catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueCall(
        (subject === 'tours' ? toursApi : treksApi).reviews,
        { params: { id: idOrSlug }, query: withCatalogueLang({ page, per_page: perPage }) },
        signal,
      ),
  });

export const useItemReviews = (subject: ReviewSubject, idOrSlug: string, page = 1, perPage = 5) =>
  useQuery({ ...itemReviewsQueryOptions(subject, idOrSlug, page, perPage), placeholderData: keepPreviousData });
