import { reviewsApi } from '@trails/contracts/reviews';
import { MESSAGES } from '@trails/contracts/messages';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { CATALOGUE_KINDS, ITEM_KINDS } from '../catalogue/catalogue.kinds.ts';
import { publicCache } from '../catalogue/http.ts';
import type { ReviewsService } from './reviews.service.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

export function registerReviewRoutes(
  app: App,
  { reviews: service, auth }: { reviews: ReviewsService; auth: AuthService },
): void {
  app.route({
    ...endpointRoute(app, reviewsApi.list),
    onSend: publicCache,
    schema: endpointSchema(reviewsApi.list, {
      tags: ['reviews'],
      summary: 'Approved reviews of the public catalogue, newest first',
      errors: [422],
    }),
    handler: async (request) => service.list(request.query),
  });

  for (const kind of ITEM_KINDS) {
    const { api, tag } = CATALOGUE_KINDS[kind];
    app.route({
      ...endpointRoute(app, api.reviews),
      onSend: publicCache,
      schema: endpointSchema(api.reviews, {
        tags: [tag],
        summary: `Approved reviews of one ${kind} (id or slug), newest first; the trip named in \`lang\``,
        errors: [404, 422],
      }),
      handler: async (request) => service.ofSubject(kind, request.params.id, request.query),
    });
  }

  app.route({
    ...endpointRoute(app, reviewsApi.create),
    onRequest: auth.requireUser(),
    schema: endpointSchema(reviewsApi.create, {
      tags: ['reviews'],
      summary: 'Write a review of one tour or trek (exactly one of tour_id, trek_id); it waits for moderation',
      description: 'One review per traveller and trip: a second one is a 409. Staff get a notification.',
      security: bearer,
      errors: [401, 409, 422],
    }),
    handler: async (request, reply) => {
      const { user } = auth.session(request);
      await service.create(request.body, { id: user.id, name: user.name });
      return reply.status(201).send(done(MESSAGES.reviewSubmitted));
    },
  });

  app.route({
    ...endpointRoute(app, reviewsApi.helpful),
    onRequest: auth.requireUser(),
    schema: endpointSchema(reviewsApi.helpful, {
      tags: ['reviews'],
      summary: "Toggle the signed-in traveller's helpful vote on an approved review; answers the new count",
      security: bearer,
      errors: [401, 404, 422],
    }),
    handler: async (request) => ok(await service.toggleHelpful(request.params.id, auth.session(request).user.id)),
  });

  app.route({
    ...endpointRoute(app, reviewsApi.mine),
    onRequest: auth.requireUser(),
    schema: endpointSchema(reviewsApi.mine, {
      tags: ['reviews'],
      summary: "The signed-in traveller's own reviews, newest first, pending or approved; trips named in `lang`",
      security: bearer,
      errors: [401, 422],
    }),
    handler: async (request) => service.mine(auth.session(request).user.id, request.query),
  });

  app.route({
    ...endpointRoute(app, reviewsApi.votes),
    onRequest: auth.requireUser(),
    schema: endpointSchema(reviewsApi.votes, {
      tags: ['reviews'],
      summary: 'Which of the named reviews (review_ids=1,2,3; at most 100) the signed-in traveller voted helpful',
      security: bearer,
      errors: [401, 422],
    }),
    handler: async (request) => ok(await service.votedIds(auth.session(request).user.id, request.query.review_ids)),
  });
}
