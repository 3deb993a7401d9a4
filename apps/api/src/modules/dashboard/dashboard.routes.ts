import {
  dashboardActivity,
  dashboardStats,
  recentActivitiesQuery,
  revenueChart,
} from '@trails/contracts/admin-dashboard';
import { envelope, errorBody } from '@trails/contracts/common';
import { z } from 'zod';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { ok } from '../../lib/respond.ts';
import { readerLocale } from '../../lib/language.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin dashboard'];
const guarded = { 401: errorBody, 403: errorBody };

/** The dashboard's cards, feed and chart. Paths are relative to the guarded /api/admin scope. */
export function registerAdminDashboardRoutes(
  admin: App,
  { auth, dashboard: service }: Pick<ModuleDeps, 'auth' | 'dashboard'>,
): void {
  const stats = {
    schema: {
      tags,
      security,
      summary:
        "The eight dashboard counts as plain numbers; under `changes`, each one's value a month earlier and the change in percent",
      response: { 200: envelope(dashboardStats), ...guarded },
    },
  };
  admin.get('/dashboard/stats', stats, async () => ok(await service.stats()));
  // The same answer at the older address.
  admin.get('/stats', stats, async () => ok(await service.stats()));

  admin.get(
    '/dashboard/recent-activities',
    {
      schema: {
        tags,
        security,
        summary:
          "The latest bookings, enquiries, reviews and traveller sign-ups, newest first (limit, at most 50); `message` and `time` in the staff member's language",
        querystring: recentActivitiesQuery,
        response: { 200: envelope(z.array(dashboardActivity)), 422: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.recentActivities(request.query.limit, readerLocale(request, auth.session(request).user.locale))),
  );

  admin.get(
    '/dashboard/revenue-chart',
    {
      schema: {
        tags,
        security,
        summary: 'Revenue (bookings not cancelled, by the month they were made) over the last 12 months, oldest first',
        response: { 200: envelope(revenueChart), ...guarded },
      },
    },
    async () => ok(await service.revenueChart()),
  );
}
