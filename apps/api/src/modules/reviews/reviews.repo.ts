import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FORMER_TRAVELLER, type Locale } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import type { ContentTranslations } from '../../db/schema/columns.ts';
import { localized } from '../../lib/translations.ts';
import { bookings, reviews, reviewVotes, tours, treks, users } from '../../db/schema/index.ts';
import { likePattern, pageWithTotal, totalOf } from '../../lib/sql.ts';
import { approvedPublicReview, type ItemKind } from '../catalogue/catalogue.fragments.ts';

export interface ReviewFilter {
  /** Only the reviews of this tour or trek (which the caller has checked is public). */
  subject?: { kind: ItemKind; id: number } | undefined;
  featured?: boolean | undefined;
}

/**
 * Whether the reviewer travelled on the reviewed trip: a confirmed booking of it whose travel date
 * has passed. A subquery of the list's own statement (bookings_user_idx), so a page stays one query.
 */
export const verifiedReview = sql<boolean>`exists (
  select 1 from ${bookings}
  where ${bookings.userId} = ${reviews.userId}
    and ${bookings.status} = 'confirmed'
    and ${bookings.travelDate} < current_date
    and (${bookings.tourId} = ${reviews.tourId} or ${bookings.trekId} = ${reviews.trekId})
)`;

/** What was reviewed, as joined columns (the reviews' own tour or trek). */
const subjectColumns = {
  tourId: tours.id,
  tourSlug: tours.slug,
  tourTitle: tours.title,
  trekId: treks.id,
  trekSlug: treks.slug,
  trekTitle: treks.title,
};

/** The reviewed trip's title in the reader's language, English where not translated. */
const subjectTitles = (lang: Locale) => ({
  tourTitle: localized(tours.translations, tours.title, 'title', lang),
  trekTitle: localized(treks.translations, treks.title, 'title', lang),
});

/** The reviewer's name as the public sees it: a deleted account's reviews are a former traveller's. */
const reviewerName = sql<string>`case when ${users.deletedAt} is null then ${users.name} else ${FORMER_TRAVELLER} end`;

/** The columns every review list shows: the review and what it is of. */
const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  comment: reviews.comment,
  trip_type: reviews.tripType,
  traveled_on: reviews.traveledOn,
  helpful_count: reviews.helpfulCount,
  created_at: reviews.createdAt,
  ...subjectColumns,
};

/**
 * Approved reviews of active tours and treks, newest first: one page and the total, in one statement
 * (`totalOf`); only a page past the end asks for the count apart.
 */
export async function approvedReviewsPage(
  db: Executor,
  filter: ReviewFilter,
  page: number,
  perPage: number,
  lang: Locale = 'en',
) {
  const where = and(
    approvedPublicReview,
    filter.subject?.kind === 'tour' ? eq(reviews.tourId, filter.subject.id) : undefined,
    filter.subject?.kind === 'trek' ? eq(reviews.trekId, filter.subject.id) : undefined,
    filter.featured === undefined ? undefined : eq(reviews.isFeatured, filter.featured),
  );
  const matching = db
    .select({ n: count() })
    .from(reviews)
    .leftJoin(tours, eq(tours.id, reviews.tourId))
    .leftJoin(treks, eq(treks.id, reviews.trekId))
    .where(where);
  const rows = await db
    .select({
      ...reviewColumns,
      ...subjectTitles(lang),
      total: totalOf(matching),
      is_featured: reviews.isFeatured,
      verified: verifiedReview,
      userName: reviewerName,
      reply: reviews.reply,
      replied_at: reviews.repliedAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(tours, eq(tours.id, reviews.tourId))
    .leftJoin(treks, eq(treks.id, reviews.trekId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => matching);
}

export interface NewReview {
  userId: number;
  tourId: number | null;
  trekId: number | null;
  rating: number;
  title: string;
  comment: string;
  tripType: (typeof reviews.$inferInsert)['tripType'];
  traveledOn: string | null;
}

/** Stores a review waiting for moderation; its id. */
export async function insertReview(db: Executor, values: NewReview): Promise<number> {
  const [row] = await db
    .insert(reviews)
    .values({ ...values, isApproved: false, isFeatured: false })
    .returning({ id: reviews.id });
  return row!.id;
}

/** The traveller's own reviews, newest first, approved or not, with what they reviewed. */
export async function reviewsOfUser(db: Executor, userId: number, page: number, perPage: number, lang: Locale = 'en') {
  const matching = db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId));
  const rows = await db
    .select({
      ...reviewColumns,
      ...subjectTitles(lang),
      total: totalOf(matching),
      is_approved: reviews.isApproved,
    })
    .from(reviews)
    .leftJoin(tours, eq(tours.id, reviews.tourId))
    .leftJoin(treks, eq(treks.id, reviews.trekId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => matching);
}

/**
 * Toggles the traveller's helpful vote on an approved review, race-safe: the review row is locked
 * first, so toggles of one review queue, and the count is then recounted from the votes (which the
 * lock holder sees committed), so helpful_count always equals the number of votes. Null when the
 * review is not an approved one.
 */
export async function toggleHelpfulVote(
  db: Executor,
  reviewId: number,
  userId: number,
): Promise<{ helpful_count: number; voted: boolean } | null> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.isApproved, true)))
    .for('update');
  if (!review) return null;
  const removed = await db
    .delete(reviewVotes)
    .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)))
    .returning({ reviewId: reviewVotes.reviewId });
  const voted = removed.length === 0;
  if (voted) await db.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing();
  const [updated] = await db
    .update(reviews)
    .set({
      helpfulCount: sql`(select count(*)::int from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviewId})`,
    })
    .where(eq(reviews.id, reviewId))
    .returning({ helpful_count: reviews.helpfulCount });
  return { helpful_count: updated!.helpful_count, voted };
}

/** Which of these reviews the traveller voted helpful. */
export async function votedReviewIds(db: Executor, userId: number, reviewIds: number[]): Promise<number[]> {
  if (reviewIds.length === 0) return [];
  const rows = await db
    .select({ id: reviewVotes.reviewId })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.userId, userId), inArray(reviewVotes.reviewId, reviewIds)))
    .orderBy(asc(reviewVotes.reviewId));
  return rows.map((row) => row.id);
}

/* ------------------------------------------------------------------ back office */

export interface AdminReviewFilter {
  search?: string | undefined;
  status?: 'pending' | 'approved' | undefined;
  reply?: 'awaiting' | 'replied' | undefined;
  rating?: number | undefined;
  tour_id?: number | undefined;
  trek_id?: number | undefined;
}

function adminConditions(filter: AdminReviewFilter): SQL | undefined {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  return and(
    pattern
      ? or(
          ilike(reviews.title, pattern),
          ilike(reviews.comment, pattern),
          ilike(users.name, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
    filter.status === undefined ? undefined : eq(reviews.isApproved, filter.status === 'approved'),
    filter.reply === 'awaiting' ? and(eq(reviews.isApproved, true), isNull(reviews.repliedAt)) : undefined,
    filter.reply === 'replied' ? isNotNull(reviews.repliedAt) : undefined,
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    filter.tour_id === undefined ? undefined : eq(reviews.tourId, filter.tour_id),
    filter.trek_id === undefined ? undefined : eq(reviews.trekId, filter.trek_id),
  );
}

/** The staff member who wrote a review's reply. */
const replier = alias(users, 'replier');

/** Every review, approved or not, filtered, by date, one page and the total in one statement. */
export async function adminReviewsPage(
  db: Executor,
  filter: AdminReviewFilter,
  direction: 'asc' | 'desc',
  page: number,
  perPage: number,
) {
  const where = adminConditions(filter);
  const by = direction === 'asc' ? asc : desc;
  const matching = db.select({ n: count() }).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(where);
  const rows = await db
    .select({
      ...reviewColumns,
      total: totalOf(matching),
      is_approved: reviews.isApproved,
      is_featured: reviews.isFeatured,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      reply: reviews.reply,
      replied_at: reviews.repliedAt,
      repliedById: replier.id,
      repliedByName: replier.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(replier, eq(replier.id, reviews.repliedBy))
    .leftJoin(tours, eq(tours.id, reviews.tourId))
    .leftJoin(treks, eq(treks.id, reviews.trekId))
    .where(where)
    .orderBy(by(reviews.createdAt), by(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => matching);
}

/** The moderation cards: every review, approved, pending, featured. */
export async function reviewSummary(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      approved: sql<number>`(count(*) filter (where ${reviews.isApproved}))::int`,
      pending: sql<number>`(count(*) filter (where not ${reviews.isApproved}))::int`,
      featured: sql<number>`(count(*) filter (where ${reviews.isFeatured}))::int`,
    })
    .from(reviews);
  return row!;
}

/** A review's moderation state and what it is about, for the activity log; undefined when missing. */
export async function findReviewState(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      isApproved: reviews.isApproved,
      isFeatured: reviews.isFeatured,
      subjectTitle: sql<string>`coalesce(${tours.title}, ${treks.title}, '')`,
    })
    .from(reviews)
    .leftJoin(tours, eq(tours.id, reviews.tourId))
    .leftJoin(treks, eq(treks.id, reviews.trekId))
    .where(eq(reviews.id, id));
  return row;
}

/**
 * A moderation step as one conditional update: it applies only from the state it expects (approve a
 * pending review, reject or feature an approved one), so two staff acting at once cannot both apply
 * it. Rejecting also unfeatures. True when it applied.
 */
export async function moderateReview(db: Executor, id: number, step: 'approve' | 'reject' | 'toggle-feature') {
  const [set, from] =
    step === 'approve'
      ? [{ isApproved: true }, eq(reviews.isApproved, false)]
      : step === 'reject'
        ? [{ isApproved: false, isFeatured: false }, eq(reviews.isApproved, true)]
        : [{ isFeatured: sql<boolean>`not ${reviews.isFeatured}` }, eq(reviews.isApproved, true)];
  const rows = await db
    .update(reviews)
    .set(set)
    .where(and(eq(reviews.id, id), from))
    .returning({ id: reviews.id, isFeatured: reviews.isFeatured });
  return rows[0];
}

export async function deleteReview(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return rows.length > 0;
}

/**
 * Writes (or replaces) the public reply of an approved review, locking the review so two staff
 * replying at once apply one after the other. What the reviewer's email needs, and whether the
 * review had a reply before; undefined when the review does not exist, `approved: false` (and no
 * write) when it is still pending.
 */
export async function replyToReview(db: Executor, id: number, reply: string, staffId: number, now: Date) {
  const [review] = await db
    .select({
      id: reviews.id,
      approved: reviews.isApproved,
      title: reviews.title,
      createdAt: reviews.createdAt,
      hadReply: sql<boolean>`${reviews.repliedAt} is not null`,
      reviewerName: users.name,
      reviewerEmail: users.email,
      reviewerLocale: users.locale,
      reviewerDeleted: sql<boolean>`${users.deletedAt} is not null`,
      tourSlug: tours.slug,
      tourTitle: tours.title,
      trekSlug: treks.slug,
      trekTitle: treks.title,
      // The email names the trip in the reviewer's language.
      tripTranslations: sql<ContentTranslations | null>`coalesce(${tours.translations}, ${treks.translations})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(tours, eq(tours.id, reviews.tourId))
    .leftJoin(treks, eq(treks.id, reviews.trekId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  if (!review || !review.approved) return review;
  await db.update(reviews).set({ reply, repliedAt: now, repliedBy: staffId }).where(eq(reviews.id, id));
  return review;
}
