import { statsSchema } from '@trails/contracts/catalogue';
import { envelope } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import { ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import type { StatsService } from './stats.service.ts';

export function registerStatsRoutes(app: App, { stats: service }: { stats: StatsService }): void {
  app.get(
    '/api/stats',
    {
      onSend: publicCache,
      schema: {
        tags: ['stats'],
        summary: 'Counts for the home page: tours, treks, destinations, customers, reviews',
        response: { 200: envelope(statsSchema) },
      },
    },
    async () => ok(await service.get()),
  );
}
