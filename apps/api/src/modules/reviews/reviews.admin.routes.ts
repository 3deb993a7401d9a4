import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { adminReviewsApi as api } from '@trails/contracts/admin-reviews';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import type { ModerationStep } from './reviews.admin.service.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin reviews'];
const guarded = [401, 403, 422] as const;

/** Staff moderation of reviews, registered inside the guarded /api/admin scope. */
export function registerAdminReviewRoutes(
  admin: App,
  { adminReviews: service, auth }: Pick<ModuleDeps, 'adminReviews' | 'auth'>,
): void {
  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: 'Every review, approved or pending, filtered by status, rating and trip, by date, paginated',
      errors: guarded,
    }),
    handler: async (request) => service.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, api.summary),
    schema: endpointSchema(api.summary, {
      tags,
      security,
      summary: 'Counts for the moderation cards: total, approved, pending, featured',
      errors: guarded,
    }),
    handler: async () => ok(await service.summary()),
  });

  admin.route({
    ...endpointRoute(admin, api.bulk),
    schema: endpointSchema(api.bulk, {
      tags,
      security,
      summary:
        'Approve or reject the selected reviews (1 to 100 ids) in one request: each as the single action does it, logged; the ones it refuses are skipped with its reason',
      errors: guarded,
    }),
    handler: async (request) => {
      const { action, ids } = request.body;
      return ok(await service.moderateMany(ids, action, auth.session(request).user.id));
    },
  });

  const steps: [ModerationStep, string][] = [
    ['approve', 'Approve a pending review (409 when already approved); the trip’s rating and count change at once'],
    ['reject', 'Send an approved review back to pending, unfeatured (409 when not approved)'],
    ['toggle-feature', 'Feature or unfeature an approved review (409 when pending)'],
  ];
  for (const [step, summary] of steps) {
    admin.route({
      ...endpointRoute(admin, api[step]),
      schema: endpointSchema(api[step], { tags, security, summary, errors: [404, 409, ...guarded] }),
      handler: async (request) => {
        const { message } = await service.moderate(request.params.id, step, auth.session(request).user.id);
        return done(message);
      },
    });
  }

  admin.route({
    ...endpointRoute(admin, api.reply),
    schema: endpointSchema(api.reply, {
      tags,
      security,
      summary:
        'Publish the operator’s reply under an approved review (a new reply replaces it; 409 while pending); the reviewer is emailed the first time',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) => {
      await service.reply(request.params.id, request.body, auth.session(request).user.id);
      return done(ADMIN_MESSAGES.reviewReplySaved);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary: 'Delete a review in any state',
      errors: [404, ...guarded],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, auth.session(request).user.id);
      return done(ADMIN_MESSAGES.reviewDeleted);
    },
  });
}
