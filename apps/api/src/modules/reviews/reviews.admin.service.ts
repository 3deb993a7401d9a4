import {
  ADMIN_MESSAGES,
  MESSAGES,
  type AdminReview,
  type AdminReviewSummary,
  type AdminReviewsQuery,
  type ListEnvelope,
} from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { adminReviewsPage, deleteReview, findReviewState, moderateReview, reviewSummary } from './reviews.repo.ts';
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
  ...review
}: AdminReviewRow): AdminReview {
  return {
    ...review,
    created_at: created_at.toISOString(),
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
  { activity, publicData }: { activity: ActivityService; publicData: PublicDataInvalidator },
) {
  return {
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
}

export type AdminReviewsService = ReturnType<typeof createAdminReviewsService>;
