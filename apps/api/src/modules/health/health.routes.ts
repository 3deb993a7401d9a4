import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelope, errorBody } from '@trails/contracts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { ok } from '../../lib/respond.ts';

const health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptime_s: z.number() });

export function registerHealthRoutes(app: App, { db }: ModuleDeps, driver: 'pglite' | 'postgres'): void {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: envelope(health), 503: errorBody } } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        return reply.status(503).send({ success: false, message: 'Database unavailable' });
      }
      return ok({ status: 'ok' as const, database: driver, uptime_s: Math.round(process.uptime()) });
    },
  );
}
