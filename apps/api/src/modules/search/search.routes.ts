import { searchApi } from '@trails/contracts/catalogue';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import type { SearchService } from './search.service.ts';

export function registerSearchRoutes(app: App, { search: service }: { search: SearchService }): void {
  app.route({
    ...endpointRoute(app, searchApi.search),
    onSend: publicCache,
    schema: endpointSchema(searchApi.search, {
      tags: ['search'],
      summary: 'Tours and destinations by relevance; typos and word beginnings match too',
      errors: [422],
    }),
    handler: async (request) => ok(await service.search(request.query.q, request.query.limit, request.query.lang)),
  });
}
