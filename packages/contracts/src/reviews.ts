import { z } from 'zod';
import { TRIP_TYPES } from './constants.ts';
import {
  envelope,
  idField,
  idParam,
  listEnvelope,
  messageEnvelope,
  paginationQuery,
  requiredText,
  text,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import { MESSAGES } from './messages.ts';
import { ADMIN_REVIEW_MESSAGES } from './review-messages.ts';
import { SORT_DIRECTIONS } from './admin-common.ts';
import { publicReview, reviewPageQuery, reviewedTripFields, reviewsQuery } from './catalogue.ts';

export const REVIEW_LIMITS = {
  titleMax: 150,
  commentMax: 2000,
  ratingDefault: 5,
  /** How many review ids one "which did I vote for" question may name. */
  voteIdsMax: 100,
} as const;

/** Whether `month` (YYYY-MM) is after the current month somewhere on Earth (UTC+14). */
export function isFutureMonth(month: string, now: Date = new Date()): boolean {
  return month > new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 7);
}

/** The month travelled, YYYY-MM (a month input's value); blank is none, the future is refused. */
const travelMonth = text(7)
  .optional()
  .superRefine((value, ctx) => {
    if (!value) return;
    const match = /^(\d{4})-(\d{2})$/.exec(value);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 12 || Number(match[1]) < 1900)
      ctx.addIssue({ code: 'custom', message: MESSAGES.reviewMonthInvalid });
    else if (isFutureMonth(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.reviewMonthFuture });
  });

/** The review form's fields (shared by the form and POST /api/reviews). */
export const reviewFields = z.object({
  rating: z.coerce
    .number({ error: MESSAGES.reviewRatingRange })
    .int({ error: MESSAGES.reviewRatingRange })
    .min(1, { error: MESSAGES.reviewRatingRange })
    .max(5, { error: MESSAGES.reviewRatingRange }),
  title: requiredText(REVIEW_LIMITS.titleMax, MESSAGES.reviewTitleRequired),
  comment: requiredText(REVIEW_LIMITS.commentMax, MESSAGES.reviewCommentRequired),
  trip_type: z
    .enum([...TRIP_TYPES, ''], { error: MESSAGES.invalidValue })
    .optional()
    .transform((value) => value || undefined),
  traveled_on: travelMonth,
});

/** POST /api/reviews: the form's fields and exactly one of tour_id, trek_id (checked by the service). */
export const createReviewBody = reviewFields.extend({
  tour_id: idField.optional(),
  trek_id: idField.optional(),
});
export type CreateReviewBody = z.output<typeof createReviewBody>;
export type ReviewFormValues = z.input<typeof reviewFields>;

export const REVIEW_STATUSES = ['pending', 'approved'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const reviewSubject = z.object({
  type: z.enum(['tour', 'trek']),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
});

/** One of the signed-in traveller's own reviews, approved or still waiting for moderation. */
export const myReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  trip_type: z.enum(TRIP_TYPES).nullable(),
  traveled_on: z.string().nullable(),
  helpful_count: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
  subject: reviewSubject,
  ...reviewedTripFields,
});
export type MyReview = z.infer<typeof myReview>;

/** The answer to a helpful toggle: the review's new count and whether the traveller's vote stands. */
export const helpfulVote = z.object({ helpful_count: z.number().int(), voted: z.boolean() });
export type HelpfulVote = z.infer<typeof helpfulVote>;

/** GET /api/user/review-votes?review_ids=1,2,3: which of these reviews the traveller found helpful. */
export const reviewVotesQuery = z.object({
  review_ids: text(1200)
    .transform((value): unknown[] => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(idField, { error: MESSAGES.invalidValue })
        .max(REVIEW_LIMITS.voteIdsMax, { error: MESSAGES.invalidValue }),
    ),
});
export type ReviewVotesQuery = z.output<typeof reviewVotesQuery>;

/** Reviews on the public site: the approved ones, writing one, helpful votes, the traveller's own. */
export const reviewsApi = {
  list: endpoint({ method: 'GET', path: '/api/reviews', query: reviewsQuery, response: listEnvelope(publicReview) }),
  create: endpoint({
    method: 'POST',
    path: '/api/reviews',
    body: createReviewBody,
    status: 201,
    response: messageEnvelope,
  }),
  helpful: endpoint({
    method: 'POST',
    path: '/api/reviews/:id/helpful',
    params: idParam,
    response: envelope(helpfulVote),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/user/reviews',
    query: reviewPageQuery,
    response: listEnvelope(myReview),
  }),
  votes: endpoint({
    method: 'GET',
    path: '/api/user/review-votes',
    query: reviewVotesQuery,
    response: envelope(z.array(z.number().int())),
  }),
};

/* ------------------------------------------------------------------ back office */

export const adminReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  trip_type: z.enum(TRIP_TYPES).nullable(),
  traveled_on: z.string().nullable(),
  helpful_count: z.number().int(),
  is_approved: z.boolean(),
  is_featured: z.boolean(),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  subject: reviewSubject,
  ...reviewedTripFields,
  /** The public reply staff wrote, when, and by whom (null until someone replies). */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  replied_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const REVIEW_REPLY_FILTERS = ['awaiting', 'replied'] as const;

export const adminReviewsQuery = paginationQuery.extend({
  /** Matches title, comment, or the reviewer's name or email. */
  search: text(200).optional(),
  status: z.enum(REVIEW_STATUSES, { error: MESSAGES.invalidValue }).optional(),
  /** `awaiting`: approved reviews staff have not answered yet; `replied`: those with a reply. */
  reply: z.enum(REVIEW_REPLY_FILTERS, { error: MESSAGES.invalidValue }).optional(),
  rating: z.coerce
    .number({ error: MESSAGES.invalidValue })
    .int({ error: MESSAGES.invalidValue })
    .min(1, { error: MESSAGES.invalidValue })
    .max(5, { error: MESSAGES.invalidValue })
    .optional(),
  tour_id: idField.optional(),
  trek_id: idField.optional(),
  sort: z.enum(['created_at'], { error: MESSAGES.invalidSort }).default('created_at'),
  direction: z.enum(SORT_DIRECTIONS, { error: MESSAGES.invalidSort }).default('desc'),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuery>;

/** The moderation screen's cards. */
export const adminReviewSummary = z.object({
  total: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  featured: z.number().int(),
});
export type AdminReviewSummary = z.infer<typeof adminReviewSummary>;

/** Longest public reply to a review. */
export const REVIEW_REPLY_MAX = 2000;

/** POST /api/admin/reviews/:id/reply: the public answer shown under the review (a new one replaces it). */
export const reviewReplyBody = z.object({
  reply: requiredText(REVIEW_REPLY_MAX, ADMIN_REVIEW_MESSAGES.reviewReplyRequired),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBody>;
