import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews, tours, treks, users } from '../../db/schema/index.ts';
import { approvedPublicReview, pageWithTotal, totalRows, type ItemKind } from '../catalogue/catalogue.repo.ts';

export interface ReviewFilter {
  /** Only the reviews of this tour or trek (which the caller has checked is public). */
  subject?: { kind: ItemKind; id: number } | undefined;
  featured?: boolean | undefined;
}

/**
 * Approved reviews of active tours and treks, newest first: one page and the total, in one statement
 * (`count(*) over ()`); only a page past the end asks for the count apart.
 */
export async function approvedReviewsPage(db: Executor, filter: ReviewFilter, page: number, perPage: number) {
  const where = and(
    approvedPublicReview,
    filter.subject?.kind === 'tour' ? eq(reviews.tourId, filter.subject.id) : undefined,
    filter.subject?.kind === 'trek' ? eq(reviews.trekId, filter.subject.id) : undefined,
    filter.featured === undefined ? undefined : eq(reviews.isFeatured, filter.featured),
  );
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      trip_type: reviews.tripType,
      traveled_on: reviews.traveledOn,
      helpful_count: reviews.helpfulCount,
      is_featured: reviews.isFeatured,
      created_at: reviews.createdAt,
      userName: users.name,
      tourId: tours.id,
      tourSlug: tours.slug,
      tourTitle: tours.title,
      trekId: treks.id,
      trekSlug: treks.slug,
      trekTitle: treks.title,
      total: totalRows,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(tours, eq(tours.id, reviews.tourId))
    .leftJoin(treks, eq(treks.id, reviews.trekId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () =>
    db
      .select({ n: count() })
      .from(reviews)
      .leftJoin(tours, eq(tours.id, reviews.tourId))
      .leftJoin(treks, eq(treks.id, reviews.trekId))
      .where(where),
  );
}
