import {
  envelope,
  errorBody,
  idOrSlugParam,
  listEnvelope,
  tourMap,
  tourMapQuery,
  type TourMapQuery,
} from '@trails/contracts';
import type { App } from '../../lib/types.ts';
import { ok } from '../../lib/respond.ts';
import { CATALOGUE_KINDS, type ItemKind, type KindTypes } from './catalogue.kinds.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { publicCache } from './http.ts';

/** `GET /api/tours`, `/api/tours/facets`, `/api/tours/:id`, and the same under `/api/treks`; `/api/tours/map`. */
export function registerCatalogueRoutes(app: App, services: { [K in ItemKind]: CatalogueService<K> }): void {
  // A static segment: the router prefers it to `:id` whatever the order.
  app.get(
    '/api/tours/map',
    {
      onSend: publicCache,
      schema: {
        tags: ['tours'],
        summary: 'Every active tour that matches the list filters, as map pins (at most 2,000)',
        querystring: tourMapQuery,
        response: { 200: envelope(tourMap), 422: errorBody },
      },
    },
    async (request) => ok(await services.tour.tourMap(request.query as TourMapQuery)),
  );
  registerKindRoutes(app, 'tour', services.tour);
  registerKindRoutes(app, 'trek', services.trek);
}

function registerKindRoutes<K extends ItemKind>(app: App, kind: K, service: CatalogueService<K>): void {
  const { apiPath, tag, plural, schemas, facetsSummary } = CATALOGUE_KINDS[kind];

  app.get(
    apiPath,
    {
      onSend: publicCache,
      schema: {
        tags: [tag],
        summary: `Active ${plural}, filtered, sorted and paginated`,
        querystring: schemas.query,
        response: { 200: listEnvelope(schemas.summary), 422: errorBody },
      },
    },
    async (request) => service.list(request.query as KindTypes[K]['query']),
  );

  // A static segment: the router prefers it to `:id` whatever the order.
  app.get(
    `${apiPath}/facets`,
    {
      onSend: publicCache,
      schema: { tags: [tag], summary: facetsSummary, response: { 200: envelope(schemas.facets) } },
    },
    async () => ok(await service.facets()),
  );

  app.get(
    `${apiPath}/:id`,
    {
      onSend: publicCache,
      schema: {
        tags: [tag],
        summary: `One active ${kind} by id or slug, with its itinerary`,
        params: idOrSlugParam,
        response: { 200: envelope(schemas.detail), 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );
}
