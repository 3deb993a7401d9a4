import { statsApi } from '@trails/contracts/catalogue';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import type { StatsService } from './stats.service.ts';

export function registerStatsRoutes(app: App, { stats: service }: { stats: StatsService }): void {
  app.route({
    ...endpointRoute(app, statsApi.get),
    onSend: publicCache,
    schema: endpointSchema(statsApi.get, {
      tags: ['stats'],
      summary: 'Counts for the home page: tours, treks, destinations, customers, reviews',
    }),
    handler: async () => ok(await service.get()),
  });
}
