import {
  destinationDetail,
  destinationFacets,
  destinationsQuery,
  destinationSummary,
  stateParam,
  stateSummary,
} from '@trails/contracts/catalogue';
import { envelope, errorBody, idOrSlugParam, listEnvelope } from '@trails/contracts/common';
import { langQuery } from '@trails/contracts/translations';
import type { App } from '../../lib/types.ts';
import { list, ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import type { DestinationsService } from './destinations.service.ts';

export function registerDestinationRoutes(
  app: App,
  { destinations: service }: { destinations: DestinationsService },
): void {
  app.get(
    '/api/destinations',
    {
      onSend: publicCache,
      schema: {
        tags: ['destinations'],
        summary: 'Active destinations, filtered, sorted and paginated',
        querystring: destinationsQuery,
        response: { 200: listEnvelope(destinationSummary), 422: errorBody },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/destinations/facets',
    {
      onSend: publicCache,
      schema: {
        tags: ['destinations'],
        summary: 'Countries with active destinations, for the filter',
        response: { 200: envelope(destinationFacets) },
      },
    },
    async () => ok(await service.facets()),
  );

  app.get(
    '/api/destinations/by-state/:state',
    {
      onSend: publicCache,
      schema: {
        tags: ['destinations'],
        summary: 'Active destinations of one state (any letter case), by name',
        params: stateParam,
        querystring: langQuery,
        response: { 200: listEnvelope(destinationSummary), 422: errorBody },
      },
    },
    async (request) => list(await service.inState(request.params.state, request.query.lang)),
  );

  app.get(
    '/api/destinations/:id',
    {
      onSend: publicCache,
      schema: {
        tags: ['destinations'],
        summary: 'One active destination by id or slug, with its first tours',
        params: idOrSlugParam,
        querystring: langQuery,
        response: { 200: envelope(destinationDetail), 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ok(await service.get(request.params.id, request.query.lang)),
  );

  app.get(
    '/api/states',
    {
      onSend: publicCache,
      schema: {
        tags: ['destinations'],
        summary: 'States with active destinations, A-Z, with how many each has',
        response: { 200: listEnvelope(stateSummary) },
      },
    },
    async () => list(await service.states()),
  );
}
