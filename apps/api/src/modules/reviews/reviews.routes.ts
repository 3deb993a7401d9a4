import { errorBody, idOrSlugParam, listEnvelope, paginationQuery, publicReview, reviewsQuery } from '@trails/contracts';
import type { App } from '../../lib/types.ts';
import { CATALOGUE_KINDS, ITEM_KINDS } from '../catalogue/catalogue.kinds.ts';
import { publicCache } from '../catalogue/http.ts';
import type { ReviewsService } from './reviews.service.ts';

export function registerReviewRoutes(app: App, { reviews: service }: { reviews: ReviewsService }): void {
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
          summary: `Approved reviews of one ${kind} (id or slug), newest first`,
          params: idOrSlugParam,
          querystring: paginationQuery,
          response: { 200: listEnvelope(publicReview), 404: errorBody, 422: errorBody },
        },
      },
      async (request) => service.ofSubject(kind, request.params.id, request.query),
    );
  }
}
