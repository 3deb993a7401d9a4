import { z } from 'zod';
import { envelope, errorBody } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import { ok } from '../../lib/respond.ts';
import type { HealthService } from './health.service.ts';

const health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptime_s: z.number() });

export function registerHealthRoutes(app: App, { health: service }: { health: HealthService }): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: envelope(health), 503: errorBody },
      },
    },
    async (_request, reply) => {
      if (!(await service.databaseAnswers())) {
        return reply.status(503).send({ success: false, message: 'Database unavailable' });
      }
      return ok({ status: 'ok' as const, database: service.driver, uptime_s: Math.round(process.uptime()) });
    },
  );
}
