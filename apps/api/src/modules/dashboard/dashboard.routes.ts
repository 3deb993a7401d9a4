import { adminDashboardApi as api } from '@trails/contracts/admin-dashboard';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { readerLocale } from '../../lib/language.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin dashboard'];
const guarded = [401, 403] as const;

/** The dashboard's cards, feed and chart. Paths are relative to the guarded /api/admin scope. */
export function registerAdminDashboardRoutes(
  admin: App,
  { auth, dashboard: service }: Pick<ModuleDeps, 'auth' | 'dashboard'>,
): void {
  const stats = {
    tags,
    security,
    summary:
      "The eight dashboard counts as plain numbers; under `changes`, each one's value a month earlier and the change in percent",
    errors: guarded,
  };
  admin.route({
    ...endpointRoute(admin, api.stats),
    schema: endpointSchema(api.stats, stats),
    handler: async () => ok(await service.stats()),
  });
  // The same answer at the older address.
  admin.route({
    ...endpointRoute(admin, api.legacyStats),
    schema: endpointSchema(api.legacyStats, stats),
    handler: async () => ok(await service.stats()),
  });

  admin.route({
    ...endpointRoute(admin, api['recent-activities']),
    schema: endpointSchema(api['recent-activities'], {
      tags,
      security,
      summary:
        "The latest bookings, enquiries, reviews and traveller sign-ups, newest first (limit, at most 50); `message` and `time` in the staff member's language",
      errors: [422, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.recentActivities(request.query.limit, readerLocale(request, auth.session(request).user.locale))),
  });

  admin.route({
    ...endpointRoute(admin, api['revenue-chart']),
    schema: endpointSchema(api['revenue-chart'], {
      tags,
      security,
      summary: 'Revenue (bookings not cancelled, by the month they were made) over the last 12 months, oldest first',
      errors: guarded,
    }),
    handler: async () => ok(await service.revenueChart()),
  });
}
