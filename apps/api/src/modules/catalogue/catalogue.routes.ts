import { notAvailableBody, toursApi, type TourMapQuery } from '@trails/contracts/catalogue';
import type { EndpointAnswer } from '@trails/contracts/endpoint';
import { errorBody } from '@trails/contracts/common';
import { NOT_AVAILABLE_REASON } from '@trails/contracts/not-available';
import { notFound } from '../../lib/errors.ts';
import { z } from 'zod';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { CATALOGUE_KINDS, type ItemKind, type KindTypes } from './catalogue.kinds.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { publicCache } from './http.ts';

/** `GET /api/tours`, `/api/tours/facets`, `/api/tours/:id`, and the same under `/api/treks`; `/api/tours/map`. */
export function registerCatalogueRoutes(app: App, services: { [K in ItemKind]: CatalogueService<K> }): void {
  // A static segment: the router prefers it to `:id` whatever the order.
  app.route({
    ...endpointRoute(app, toursApi.map),
    onSend: publicCache,
    schema: endpointSchema(toursApi.map, {
      tags: ['tours'],
      summary: 'Every active tour that matches the list filters, as map pins (at most 2,000)',
      errors: [422],
    }),
    handler: async (request) => ok(await services.tour.tourMap(request.query as TourMapQuery)),
  });
  registerKindRoutes(app, 'tour', services.tour);
  registerKindRoutes(app, 'trek', services.trek);
}

function registerKindRoutes<K extends ItemKind>(app: App, kind: K, service: CatalogueService<K>): void {
  const { api, tag, plural, schemas, facetsSummary, notAvailable, notFound: missing } = CATALOGUE_KINDS[kind];

  app.route({
    ...endpointRoute(app, api.list),
    onSend: publicCache,
    schema: endpointSchema(api.list, {
      tags: [tag],
      summary: `Active ${plural}, filtered, sorted and paginated`,
      errors: [422],
    }),
    // The answer is the kind's own; the compiler cannot tie the service's kind to the endpoint's.
    handler: async (request) =>
      service.list(request.query as KindTypes[K]['query']) as Promise<EndpointAnswer<typeof api.list>>,
  });

  // A static segment: the router prefers it to `:id` whatever the order.
  app.route({
    ...endpointRoute(app, api.facets),
    onSend: publicCache,
    schema: endpointSchema(api.facets, { tags: [tag], summary: facetsSummary }),
    handler: async () => ok(await service.facets()) as EndpointAnswer<typeof api.facets>,
  });

  app.route({
    ...endpointRoute(app, api.get),
    onSend: publicCache,
    schema: endpointSchema(api.get, {
      tags: [tag],
      summary: `One active ${kind} by id or slug, with its itinerary. An inactive one is a 404 with reason "${NOT_AVAILABLE_REASON}", its title only, and similar ${plural} that can be booked`,
      errors: [422],
      responses: { 404: z.union([notAvailableBody(schemas.summary), errorBody]) },
    }),
    handler: async (request, reply) => {
      const { lang } = request.query;
      const item = await service.find(request.params.id, lang);
      if (item) return ok(item) as EndpointAnswer<typeof api.get>;
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
  });
}
