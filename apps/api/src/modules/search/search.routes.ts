import { searchQuery, searchResults } from '@trails/contracts/catalogue';
import { envelope, errorBody } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import { ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import type { SearchService } from './search.service.ts';

export function registerSearchRoutes(app: App, { search: service }: { search: SearchService }): void {
  app.get(
    '/api/search',
    {
      onSend: publicCache,
      schema: {
        tags: ['search'],
        summary: 'Tours and destinations by relevance; typos and word beginnings match too',
        querystring: searchQuery,
        response: { 200: envelope(searchResults), 422: errorBody },
      },
    },
    async (request) => ok(await service.search(request.query.q, request.query.limit, request.query.lang)),
  );
}
