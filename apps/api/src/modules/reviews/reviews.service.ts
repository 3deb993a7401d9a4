import type { PublicReview, ReviewPageQuery, ReviewsQuery } from '@trails/contracts/catalogue';
import { pageWindow } from '@trails/contracts/catalogue-constants';
import type { ListEnvelope } from '@trails/contracts/common';
import type { Locale } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { CreateReviewBody, HelpfulVote, MyReview } from '@trails/contracts/reviews';
import type { Database } from '../../db/client.ts';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { isoOrNull, list, pageMeta } from '../../lib/respond.ts';
import { CATALOGUE_KINDS, type ItemKind } from '../catalogue/catalogue.kinds.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { notifyStaff } from '../notifications/notifier.ts';
import {
  approvedReviewsPage,
  insertReview,
  reviewsOfUser,
  toggleHelpfulVote,
  votedReviewIds,
  type ReviewFilter,
} from './reviews.repo.ts';
import type { WebhookEmitter } from '../webhooks/webhooks.service.ts';

type ReviewRow = Awaited<ReturnType<typeof approvedReviewsPage>>['rows'][number];

/** The joined tour and trek columns of a review row, as the contract's `subject`. */
export interface SubjectColumns {
  tourId: number | null;
  tourSlug: string | null;
  tourTitle: string | null;
  trekId: number | null;
  trekSlug: string | null;
  trekTitle: string | null;
}

/** The cached answers that show reviews' helpful counts. */
const REVIEW_LIST_ROUTES = ['/api/reviews', '/api/tours/:id/reviews', '/api/treks/:id/reviews'];
export function subjectOf(row: SubjectColumns): PublicReview['subject'] {
  return row.tourId !== null
    ? { type: 'tour', id: row.tourId, slug: row.tourSlug ?? '', title: row.tourTitle ?? '' }
    : { type: 'trek', id: row.trekId ?? 0, slug: row.trekSlug ?? '', title: row.trekTitle ?? '' };
}

/** `subject` and, beside it, the specs' names for the same trip (`tour_id`/`tour` or `trek_id`/`trek`). */
export function reviewSubjectFields(row: SubjectColumns) {
  const subject = subjectOf(row);
  const trip = { id: subject.id, title: subject.title };
  return {
    subject,
    tour_id: subject.type === 'tour' ? subject.id : null,
    trek_id: subject.type === 'trek' ? subject.id : null,
    tour: subject.type === 'tour' ? trip : null,
    trek: subject.type === 'trek' ? trip : null,
  };
}

/** Who writes or votes: the signed-in traveller. */
export interface Reviewer {
  id: number;
  name: string;
}

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
  return {
    ...review,
    created_at: review.created_at.toISOString(),
    replied_at: isoOrNull(review.replied_at),
    user: { name: userName },
    ...reviewSubjectFields({ tourId, tourSlug, tourTitle, trekId, trekSlug, trekTitle }),
  };
}

type MyReviewRow = Awaited<ReturnType<typeof reviewsOfUser>>['rows'][number];

function toMyReview({
  is_approved,
  created_at,
  tourId,
  tourSlug,
  tourTitle,
  trekId,
  trekSlug,
  trekTitle,
  ...review
}: MyReviewRow): MyReview {
  return {
    ...review,
    status: is_approved ? 'approved' : 'pending',
    created_at: created_at.toISOString(),
    ...reviewSubjectFields({ tourId, tourSlug, tourTitle, trekId, trekSlug, trekTitle }),
  };
}

export interface ReviewsDeps {
  catalogue: { [K in ItemKind]: CatalogueService<K> };
  publicData: PublicDataInvalidator;
  /** review.created for the operator's other systems (webhooks). */
  events?: WebhookEmitter;
}

export function createReviewsService(db: Database, { catalogue, publicData, events }: ReviewsDeps) {
  /** The reviewed trip: exactly one of tour_id and trek_id, naming an active tour or trek (422 otherwise). */
  async function reviewedTrip(body: CreateReviewBody): Promise<{ kind: ItemKind; id: number; title: string }> {
    if (body.tour_id !== undefined && body.trek_id !== undefined) throw fieldError('trek_id', MESSAGES.tripEitherOr);
    const kind: ItemKind | undefined =
      body.tour_id !== undefined ? 'tour' : body.trek_id !== undefined ? 'trek' : undefined;
    if (!kind) throw fieldError('tour_id', MESSAGES.reviewTripRequired);
    const field = kind === 'tour' ? 'tour_id' : 'trek_id';
    const id = await catalogue[kind].publicId(String(body[field]));
    if (id === null) throw fieldError(field, CATALOGUE_KINDS[kind].notFound);
    const { title } = await catalogue[kind].get(String(id));
    return { kind, id, title };
  }

  async function page(
    filter: ReviewFilter,
    query: { page: number; per_page: number; limit?: number | undefined; lang?: Locale },
  ) {
    const { page: pageNumber, perPage } = pageWindow(query);
    const { rows, total } = await approvedReviewsPage(db, filter, pageNumber, perPage, query.lang);
    return list(rows.map(toPublicReview), pageMeta(pageNumber, perPage, total));
  }

  return {
    /** Approved reviews of the public catalogue, newest first; `featured` narrows to featured or not. */
    list: (query: ReviewsQuery): Promise<ListEnvelope<PublicReview>> => page({ featured: query.featured }, query),
    /** Approved reviews of one public tour or trek (id or slug), newest first; 404 when it is not public. */
    async ofSubject(kind: ItemKind, idOrSlug: string, query: ReviewPageQuery): Promise<ListEnvelope<PublicReview>> {
      const id = await catalogue[kind].publicId(idOrSlug);
      if (id === null) throw notFound(CATALOGUE_KINDS[kind].notFound);
      return page({ subject: { kind, id } }, query);
    },

    /**
     * Stores the traveller's review of one trip, waiting for moderation, and a staff notification in
     * the same transaction. A second review of the same trip is a 409 (the unique index decides).
     */
    async create(body: CreateReviewBody, reviewer: Reviewer): Promise<void> {
      const trip = await reviewedTrip(body);
      try {
        await db.transaction(async (tx) => {
          const id = await insertReview(tx, {
            userId: reviewer.id,
            tourId: trip.kind === 'tour' ? trip.id : null,
            trekId: trip.kind === 'trek' ? trip.id : null,
            rating: body.rating,
            title: body.title,
            comment: body.comment,
            tripType: body.trip_type ?? null,
            traveledOn: body.traveled_on ? `${body.traveled_on}-01` : null,
          });
          await notifyStaff(tx, {
            type: 'review',
            title: 'New review',
            message: `${reviewer.name} reviewed ${trip.title} (${body.rating}/5); the review is waiting for moderation.`,
            link: '/admin/reviews',
          });
          await events?.emit(tx, 'review.created', {
            review: {
              id,
              status: 'pending',
              rating: body.rating,
              title: body.title,
              comment: body.comment,
              trip_type: body.trip_type ?? null,
              traveled_on: body.traveled_on ?? null,
              trip: { type: trip.kind, id: trip.id, title: trip.title },
              reviewer: { id: reviewer.id, name: reviewer.name },
            },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'reviews_user_tour_idx') || isUniqueViolation(error, 'reviews_user_trek_idx'))
          throw conflict(MESSAGES.reviewDuplicate);
        throw error;
      }
    },

    /** The traveller's own reviews, newest first, with their moderation status; the trips named in `lang`. */
    async mine(userId: number, query: ReviewPageQuery): Promise<ListEnvelope<MyReview>> {
      const { page: pageNumber, perPage } = pageWindow(query);
      const { rows, total } = await reviewsOfUser(db, userId, pageNumber, perPage, query.lang);
      return list(rows.map(toMyReview), pageMeta(pageNumber, perPage, total));
    },

    /** Toggles the traveller's helpful vote on an approved review (404 for any other). */
    async toggleHelpful(reviewId: number, userId: number): Promise<HelpfulVote> {
      const result = await db.transaction((tx) => toggleHelpfulVote(tx, reviewId, userId));
      if (!result) throw notFound(MESSAGES.reviewNotFound);
      // Only the review lists show the count.
      await publicData.invalidate({ catalogue: false, routes: REVIEW_LIST_ROUTES });
      return result;
    },

    /** Which of these reviews the traveller voted helpful. */
    votedIds: (userId: number, reviewIds: number[]): Promise<number[]> => votedReviewIds(db, userId, reviewIds),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
