import {
  envelope,
  errorBody,
  idOrSlugParam,
  listEnvelope,
  trekDetail,
  trekFacets,
  treksQuery,
  trekSummary,
} from '@trails/contracts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import { createTreksService } from './treks.service.ts';

export function registerTrekRoutes(app: App, { db }: ModuleDeps): void {
  const service = createTreksService(db);

  app.get(
    '/api/treks',
    {
      onSend: publicCache,
      schema: {
        tags: ['treks'],
        summary: 'Active treks, filtered, sorted and paginated',
        querystring: treksQuery,
        response: { 200: listEnvelope(trekSummary), 422: errorBody },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/treks/facets',
    {
      onSend: publicCache,
      schema: {
        tags: ['treks'],
        summary: 'Price and altitude bounds of the active treks, for the filters',
        response: { 200: envelope(trekFacets) },
      },
    },
    async () => ok(await service.facets()),
  );

  app.get(
    '/api/treks/:id',
    {
      onSend: publicCache,
      schema: {
        tags: ['treks'],
        summary: 'One active trek by id or slug, with its itinerary',
        params: idOrSlugParam,
        response: { 200: envelope(trekDetail), 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );
}
