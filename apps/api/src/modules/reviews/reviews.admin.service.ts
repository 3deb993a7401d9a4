import type { BulkResult } from '@trails/contracts/admin-bulk';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { ListEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import type { AdminReview, AdminReviewSummary, AdminReviewsQuery, ReviewReplyBody } from '@trails/contracts/reviews';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { isoOrNull, list, pageMeta } from '../../lib/respond.ts';
import { runEach } from '../../lib/bulk.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { pick } from '../../lib/translations.ts';
import { reviewReplyEmail } from '../emails/account-templates.ts';
import { emailLanguage } from '../emails/format.ts';
import { readEmailSite } from '../emails/site.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import {
  adminReviewsPage,
  deleteReview,
  findReviewState,
  moderateReview,
  replyToReview,
  reviewSummary,
} from './reviews.repo.ts';
import { reviewSubjectFields } from './reviews.service.ts';

type AdminReviewRow = Awaited<ReturnType<typeof adminReviewsPage>>['rows'][number];

function toDto({
  userId,
  userName,
  userEmail,
  tourId,
  tourSlug,
  tourTitle,
  trekId,
  trekSlug,
  trekTitle,
  created_at,
  replied_at,
  repliedById,
  repliedByName,
  ...review
}: AdminReviewRow): AdminReview {
  return {
    ...review,
    created_at: created_at.toISOString(),
    replied_at: isoOrNull(replied_at),
    replied_by: repliedById === null ? null : { id: repliedById, name: repliedByName ?? '' },
    user: { id: userId, name: userName, email: userEmail },
    ...reviewSubjectFields({ tourId, tourSlug, tourTitle, trekId, trekSlug, trekTitle }),
  };
}

export type ModerationStep = 'approve' | 'reject' | 'toggle-feature';

/** What a refused step says: approve needs a pending review, the others an approved one. */
const REFUSAL: Record<ModerationStep, string> = {
  approve: ADMIN_MESSAGES.reviewAlreadyApproved,
  reject: ADMIN_MESSAGES.reviewNotApproved,
  'toggle-feature': ADMIN_MESSAGES.reviewNotApproved,
};

/**
 * Staff moderation of reviews. Each step is one conditional update with its activity entry in one
 * transaction; the database triggers move the trip's rating and review count in that same
 * transaction, and the public cache is invalidated after the commit.
 */
export function createAdminReviewsService(
  db: Database,
  {
    activity,
    publicData,
    publicUrl,
  }: { activity: ActivityService; publicData: PublicDataInvalidator; publicUrl: string },
) {
  const service = {
    async list(query: AdminReviewsQuery): Promise<ListEnvelope<AdminReview>> {
      const { page, per_page: perPage } = query;
      const { rows, total } = await adminReviewsPage(db, query, query.direction, page, perPage);
      return list(rows.map(toDto), pageMeta(page, perPage, total));
    },

    summary: (): Promise<AdminReviewSummary> => reviewSummary(db),

    /** Approve (pending only), reject (approved only; also unfeatures), toggle-feature (approved only): 409 otherwise. */
    async moderate(id: number, step: ModerationStep, actorId: number): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const review = await findReviewState(tx, id);
        if (!review) throw notFound(MESSAGES.reviewNotFound);
        const changed = await moderateReview(tx, id, step);
        if (!changed) throw conflict(REFUSAL[step]);
        const action =
          step === 'toggle-feature'
            ? changed.isFeatured
              ? 'featured'
              : 'unfeatured'
            : step === 'approve'
              ? 'approved'
              : 'rejected';
        await activity.record(tx, {
          userId: actorId,
          type: 'review',
          action,
          subjectId: id,
          label: review.subjectTitle,
          description: `Review of ${review.subjectTitle} ${action}`,
          before: { is_approved: review.isApproved, is_featured: review.isFeatured },
          after: {
            is_approved: step === 'approve' ? true : step === 'reject' ? false : review.isApproved,
            is_featured: changed.isFeatured,
          },
        });
      });
      await publicData.invalidate();
      const message = {
        approve: ADMIN_MESSAGES.reviewApproved,
        reject: ADMIN_MESSAGES.reviewRejected,
        'toggle-feature': ADMIN_MESSAGES.reviewFeatureUpdated,
      }[step];
      return { message };
    },

    /** The selected reviews approved or rejected, each as `moderate` does it; the ones it refuses are skipped. */
    moderateMany: (ids: readonly number[], step: 'approve' | 'reject', actorId: number): Promise<BulkResult> =>
      runEach(ids, (id) => service.moderate(id, step, actorId)),

    /**
     * The public reply under an approved review (409 while it is pending); a new reply replaces the
     * old one. The reviewer is emailed, in the same transaction, the first time the review is
     * answered (not on later edits, nor when the account behind it has been deleted).
     */
    async reply(id: number, body: ReviewReplyBody, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const review = await replyToReview(tx, id, body.reply, actorId, new Date());
        if (!review) throw notFound(MESSAGES.reviewNotFound);
        if (!review.approved) throw conflict(ADMIN_MESSAGES.reviewReplyNotApproved);
        const tripTitle = review.tourTitle ?? review.trekTitle ?? '';
        await activity.record(tx, {
          userId: actorId,
          type: 'review',
          action: review.hadReply ? 'reply_edited' : 'replied',
          subjectId: id,
          label: tripTitle,
          description: `Reply to a review of ${tripTitle} ${review.hadReply ? 'edited' : 'published'}`,
        });
        if (review.hadReply || review.reviewerDeleted) return;
        const site = await readEmailSite(tx, publicUrl);
        const tripPath = review.tourSlug !== null ? `/tour/${review.tourSlug}` : `/trek/${review.trekSlug ?? ''}`;
        await enqueueEmail(tx, {
          to: { address: review.reviewerEmail, name: review.reviewerName },
          kind: 'review_reply',
          related: { type: 'review', id },
          ...reviewReplyEmail(
            site,
            {
              name: review.reviewerName,
              reviewTitle: review.title,
              reviewedOn: review.createdAt,
              tripTitle: pick(review.tripTranslations, emailLanguage(review.reviewerLocale), 'title', tripTitle),
              tripPath,
              reply: body.reply,
            },
            review.reviewerLocale,
          ),
        });
      });
      await publicData.invalidate();
    },

    async remove(id: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const review = await findReviewState(tx, id);
        if (!review || !(await deleteReview(tx, id))) throw notFound(MESSAGES.reviewNotFound);
        await activity.record(tx, {
          userId: actorId,
          type: 'review',
          action: 'deleted',
          subjectId: id,
          label: review.subjectTitle,
          description: `Review of ${review.subjectTitle} deleted`,
          before: { is_approved: review.isApproved, is_featured: review.isFeatured },
        });
      });
      await publicData.invalidate();
    },
  };
  return service;
}

export type AdminReviewsService = ReturnType<typeof createAdminReviewsService>;
