import { adminAnalyticsApi as api } from '@trails/contracts/admin-analytics';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin analytics'];
const failures = [401, 403, 422] as const;
const RANGE = 'Dates are UTC days YYYY-MM-DD, both included; by default the last 12 months.';

/** The four analytics reports, read by staff and admins. Paths are relative to /api/admin. */
export function registerAdminAnalyticsRoutes(admin: App, { analytics: service }: Pick<ModuleDeps, 'analytics'>): void {
  admin.route({
    ...endpointRoute(admin, api['user-growth']),
    schema: endpointSchema(api['user-growth'], {
      tags,
      security,
      summary: `Traveller accounts opened per week, month (default) or year, with the running total. ${RANGE}`,
      errors: failures,
    }),
    handler: async (request) => ok(await service.userGrowth(request.query)),
  });

  admin.route({
    ...endpointRoute(admin, api['tour-performance']),
    schema: endpointSchema(api['tour-performance'], {
      tags,
      security,
      summary: `Tours and treks by bookings, passengers, revenue or rating over the range: the top \`limit\` (default 10, at most 100). ${RANGE}`,
      errors: failures,
    }),
    handler: async (request) => ok(await service.tripPerformance(request.query)),
  });

  admin.route({
    ...endpointRoute(admin, api['revenue-stats']),
    schema: endpointSchema(api['revenue-stats'], {
      tags,
      security,
      summary: `Revenue (bookings not cancelled) in total, by month and by payment status, the average booking value, and payments by method. ${RANGE}`,
      errors: failures,
    }),
    handler: async (request) => ok(await service.revenueStats(request.query)),
  });

  admin.route({
    ...endpointRoute(admin, api['booking-trends']),
    schema: endpointSchema(api['booking-trends'], {
      tags,
      security,
      summary: `Bookings made per day (at most 400 days), week or month (default), by status. ${RANGE}`,
      errors: failures,
    }),
    handler: async (request) => ok(await service.bookingTrends(request.query)),
  });
}
