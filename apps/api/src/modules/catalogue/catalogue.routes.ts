import { notAvailableBody, tourMap, tourMapQuery, type TourMapQuery } from '@trails/contracts/catalogue';
import { envelope, errorBody, idOrSlugParam, listEnvelope } from '@trails/contracts/common';
import { NOT_AVAILABLE_REASON } from '@trails/contracts/not-available';
import { langQuery } from '@trails/contracts/translations';
import { notFound } from '../../lib/errors.ts';
import { z } from 'zod';
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
  const { apiPath, tag, plural, schemas, facetsSummary, notAvailable, notFound: missing } = CATALOGUE_KINDS[kind];

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
        summary: `One active ${kind} by id or slug, with its itinerary. An inactive one is a 404 with reason "${NOT_AVAILABLE_REASON}", its title only, and similar ${plural} that can be booked`,
        params: idOrSlugParam,
        querystring: langQuery,
        response: {
          200: envelope(schemas.detail),
          404: z.union([notAvailableBody(schemas.summary), errorBody]),
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const item = await service.find(request.params.id, lang);
      if (item) return ok(item);
      const unavailable = await service.notAvailable(request.params.id, undefined, lang);
      if (!unavailable) throw notFound(missing);
      return reply.status(404).send({
        success: false as const,
        message: notAvailable,
        reason: NOT_AVAILABLE_REASON,
        item: { title: unavailable.title },
        similar: unavailable.similar,
      });
    },
  );
}
