import { z } from 'zod';
import { envelope } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The service is up and its database answers. */
export const healthStatus = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number(),
});
export type HealthStatus = z.infer<typeof healthStatus>;

/** Liveness and database check. */
export const healthApi = {
  get: endpoint({ method: 'GET', path: '/api/health', response: envelope(healthStatus) }),
};
