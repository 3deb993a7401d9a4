import {
  envelope,
  errorBody,
  idOrSlugParam,
  listEnvelope,
  tourDetail,
  tourFacets,
  toursQuery,
  tourSummary,
} from '@trails/contracts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import { createToursService } from './tours.service.ts';

export function registerTourRoutes(app: App, { db }: ModuleDeps): void {
  const service = createToursService(db);

  app.get(
    '/api/tours',
    {
      onSend: publicCache,
      schema: {
        tags: ['tours'],
        summary: 'Active tours, filtered, sorted and paginated',
        querystring: toursQuery,
        response: { 200: listEnvelope(tourSummary), 422: errorBody },
      },
    },
    async (request) => service.list(request.query),
  );

  // A static segment: the router prefers it to `/api/tours/:id` whatever the order.
  app.get(
    '/api/tours/facets',
    {
      onSend: publicCache,
      schema: {
        tags: ['tours'],
        summary: 'Price bounds and categories of the active tours, for the filters',
        response: { 200: envelope(tourFacets) },
      },
    },
    async () => ok(await service.facets()),
  );

  app.get(
    '/api/tours/:id',
    {
      onSend: publicCache,
      schema: {
        tags: ['tours'],
        summary: 'One active tour by id or slug, with its itinerary',
        params: idOrSlugParam,
        response: { 200: envelope(tourDetail), 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );
}
