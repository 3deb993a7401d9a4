import { pageWindow, type ListEnvelope, type PublicReview, type ReviewsQuery } from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import { CATALOGUE_KINDS, type ItemKind } from '../catalogue/catalogue.kinds.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { approvedReviewsPage, type ReviewFilter } from './reviews.repo.ts';

type ReviewRow = Awaited<ReturnType<typeof approvedReviewsPage>>['rows'][number];

/** A review as anyone may see it: the reviewer's name only, and what was reviewed. */
function toPublicReview({
  userName,
  tourId,
  tourSlug,
  tourTitle,
  trekId,
  trekSlug,
  trekTitle,
  ...review
}: ReviewRow): PublicReview {
  const subject =
    tourId !== null
      ? { type: 'tour' as const, id: tourId, slug: tourSlug ?? '', title: tourTitle ?? '' }
      : { type: 'trek' as const, id: trekId ?? 0, slug: trekSlug ?? '', title: trekTitle ?? '' };
  return { ...review, created_at: review.created_at.toISOString(), user: { name: userName }, subject };
}

export function createReviewsService(db: Database, catalogue: { [K in ItemKind]: CatalogueService<K> }) {
  async function page(filter: ReviewFilter, query: { page: number; per_page: number; limit?: number | undefined }) {
    const { page: pageNumber, perPage } = pageWindow(query);
    const { rows, total } = await approvedReviewsPage(db, filter, pageNumber, perPage);
    return list(rows.map(toPublicReview), pageMeta(pageNumber, perPage, total));
  }

  return {
    /** Approved reviews of the public catalogue, newest first; `featured` narrows to featured or not. */
    list: (query: ReviewsQuery): Promise<ListEnvelope<PublicReview>> => page({ featured: query.featured }, query),
    /** Approved reviews of one public tour or trek (id or slug), newest first; 404 when it is not public. */
    async ofSubject(
      kind: ItemKind,
      idOrSlug: string,
      query: { page: number; per_page: number },
    ): Promise<ListEnvelope<PublicReview>> {
      const id = await catalogue[kind].publicId(idOrSlug);
      if (id === null) throw notFound(CATALOGUE_KINDS[kind].notFound);
      return page({ subject: { kind, id } }, query);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
