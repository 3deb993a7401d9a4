import { adminReviewsBulkBody, bulkResult } from '@trails/contracts/admin-bulk';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { envelope, errorBody, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import { adminReview, adminReviewSummary, adminReviewsQuery, reviewReplyBody } from '@trails/contracts/reviews';
import type { App } from '../../lib/types.ts';
import { done, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import type { ModerationStep } from './reviews.admin.service.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin reviews'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

/** Staff moderation of reviews. Paths are relative to the guarded /api/admin scope. */
export function registerAdminReviewRoutes(
  admin: App,
  { adminReviews: service, auth }: Pick<ModuleDeps, 'adminReviews' | 'auth'>,
): void {
  admin.get(
    '/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Every review, approved or pending, filtered by status, rating and trip, by date, paginated',
        querystring: adminReviewsQuery,
        response: { 200: listEnvelope(adminReview), ...guarded },
      },
    },
    async (request) => service.list(request.query),
  );

  admin.get(
    '/reviews/summary',
    {
      schema: {
        tags,
        security,
        summary: 'Counts for the moderation cards: total, approved, pending, featured',
        response: { 200: envelope(adminReviewSummary), ...guarded },
      },
    },
    async () => ok(await service.summary()),
  );

  admin.post(
    '/reviews/bulk',
    {
      schema: {
        tags,
        security,
        summary:
          'Approve or reject the selected reviews (1 to 100 ids) in one request: each as the single action does it, logged; the ones it refuses are skipped with its reason',
        body: adminReviewsBulkBody,
        response: { 200: envelope(bulkResult), ...guarded },
      },
    },
    async (request) => {
      const { action, ids } = request.body;
      return ok(await service.moderateMany(ids, action, auth.session(request).user.id));
    },
  );

  const steps: [ModerationStep, string][] = [
    ['approve', 'Approve a pending review (409 when already approved); the trip’s rating and count change at once'],
    ['reject', 'Send an approved review back to pending, unfeatured (409 when not approved)'],
    ['toggle-feature', 'Feature or unfeature an approved review (409 when pending)'],
  ];
  for (const [step, summary] of steps) {
    admin.post(
      `/reviews/:id/${step}`,
      {
        schema: {
          tags,
          security,
          summary,
          params: idParam,
          response: { 200: messageEnvelope, 404: errorBody, 409: errorBody, ...guarded },
        },
      },
      async (request) => {
        const { message } = await service.moderate(request.params.id, step, auth.session(request).user.id);
        return done(message);
      },
    );
  }

  admin.post(
    '/reviews/:id/reply',
    {
      schema: {
        tags,
        security,
        summary:
          'Publish the operator’s reply under an approved review (a new reply replaces it; 409 while pending); the reviewer is emailed the first time',
        params: idParam,
        body: reviewReplyBody,
        response: { 200: messageEnvelope, 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.reply(request.params.id, request.body, auth.session(request).user.id);
      return done(ADMIN_MESSAGES.reviewReplySaved);
    },
  );

  admin.delete(
    '/reviews/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a review in any state',
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.remove(request.params.id, auth.session(request).user.id);
      return done(ADMIN_MESSAGES.reviewDeleted);
    },
  );
}
