import { healthApi } from '@trails/contracts/health';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import type { HealthService } from './health.service.ts';

export function registerHealthRoutes(app: App, { health: service }: { health: HealthService }): void {
  app.route({
    ...endpointRoute(app, healthApi.get),
    schema: endpointSchema(healthApi.get, {
      tags: ['health'],
      summary: 'Liveness and database check',
      errors: [503],
    }),
    handler: async (_request, reply) => {
      if (!(await service.databaseAnswers())) {
        return reply.status(503).send({ success: false, message: 'Database unavailable' });
      }
      return ok({ status: 'ok' as const, database: service.driver, uptime_s: Math.round(process.uptime()) });
    },
  });
}
