import { publicReview, reviewPageQuery, reviewsQuery } from '@trails/contracts/catalogue';
import { envelope, errorBody, idOrSlugParam, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import { createReviewBody, helpfulVote, myReview, reviewVotesQuery } from '@trails/contracts/reviews';
import { z } from 'zod';
import type { App } from '../../lib/types.ts';
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
  app.get(
    '/api/reviews',
    {
      onSend: publicCache,
      schema: {
        tags: ['reviews'],
        summary: 'Approved reviews of the public catalogue, newest first',
        querystring: reviewsQuery,
        response: { 200: listEnvelope(publicReview), 422: errorBody },
      },
    },
    async (request) => service.list(request.query),
  );

  for (const kind of ITEM_KINDS) {
    const { apiPath, tag } = CATALOGUE_KINDS[kind];
    app.get(
      `${apiPath}/:id/reviews`,
      {
        onSend: publicCache,
        schema: {
          tags: [tag],
          summary: `Approved reviews of one ${kind} (id or slug), newest first; the trip named in \`lang\``,
          params: idOrSlugParam,
          querystring: reviewPageQuery,
          response: { 200: listEnvelope(publicReview), 404: errorBody, 422: errorBody },
        },
      },
      async (request) => service.ofSubject(kind, request.params.id, request.query),
    );
  }

  app.post(
    '/api/reviews',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['reviews'],
        summary: 'Write a review of one tour or trek (exactly one of tour_id, trek_id); it waits for moderation',
        description: 'One review per traveller and trip: a second one is a 409. Staff get a notification.',
        security: bearer,
        body: createReviewBody,
        response: { 201: messageEnvelope, 401: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { user } = auth.session(request);
      await service.create(request.body, { id: user.id, name: user.name });
      return reply.status(201).send(done(MESSAGES.reviewSubmitted));
    },
  );

  app.post(
    '/api/reviews/:id/helpful',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['reviews'],
        summary: "Toggle the signed-in traveller's helpful vote on an approved review; answers the new count",
        security: bearer,
        params: idParam,
        response: { 200: envelope(helpfulVote), 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ok(await service.toggleHelpful(request.params.id, auth.session(request).user.id)),
  );

  app.get(
    '/api/user/reviews',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['reviews'],
        summary: "The signed-in traveller's own reviews, newest first, pending or approved; trips named in `lang`",
        security: bearer,
        querystring: reviewPageQuery,
        response: { 200: listEnvelope(myReview), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => service.mine(auth.session(request).user.id, request.query),
  );

  app.get(
    '/api/user/review-votes',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['reviews'],
        summary: 'Which of the named reviews (review_ids=1,2,3; at most 100) the signed-in traveller voted helpful',
        security: bearer,
        querystring: reviewVotesQuery,
        response: { 200: envelope(z.array(z.number().int())), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => ok(await service.votedIds(auth.session(request).user.id, request.query.review_ids)),
  );
}
