import { destinationsApi } from '@trails/contracts/catalogue';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { list, ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import type { DestinationsService } from './destinations.service.ts';

export function registerDestinationRoutes(
  app: App,
  { destinations: service }: { destinations: DestinationsService },
): void {
  app.route({
    ...endpointRoute(app, destinationsApi.list),
    onSend: publicCache,
    schema: endpointSchema(destinationsApi.list, {
      tags: ['destinations'],
      summary: 'Active destinations, filtered, sorted and paginated',
      errors: [422],
    }),
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpointRoute(app, destinationsApi.facets),
    onSend: publicCache,
    schema: endpointSchema(destinationsApi.facets, {
      tags: ['destinations'],
      summary: 'Countries with active destinations, for the filter',
    }),
    handler: async () => ok(await service.facets()),
  });

  app.route({
    ...endpointRoute(app, destinationsApi.byState),
    onSend: publicCache,
    schema: endpointSchema(destinationsApi.byState, {
      tags: ['destinations'],
      summary: 'Active destinations of one state (any letter case), by name',
      errors: [422],
    }),
    handler: async (request) => list(await service.inState(request.params.state, request.query.lang)),
  });

  app.route({
    ...endpointRoute(app, destinationsApi.get),
    onSend: publicCache,
    schema: endpointSchema(destinationsApi.get, {
      tags: ['destinations'],
      summary: 'One active destination by id or slug, with its first tours',
      errors: [404, 422],
    }),
    handler: async (request) => ok(await service.get(request.params.id, request.query.lang)),
  });

  app.route({
    ...endpointRoute(app, destinationsApi.states),
    onSend: publicCache,
    schema: endpointSchema(destinationsApi.states, {
      tags: ['destinations'],
      summary: 'States with active destinations, A-Z, with how many each has',
    }),
    handler: async () => list(await service.states()),
  });
}
