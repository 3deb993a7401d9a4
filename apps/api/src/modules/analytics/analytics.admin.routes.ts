import {
  analyticsRangeQuery,
  bookingTrends,
  bookingTrendsQuery,
  revenueStats,
  tripPerformance,
  tripPerformanceQuery,
  userGrowth,
  userGrowthQuery,
} from '@trails/contracts/admin-analytics';
import { envelope, errorBody } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin analytics'];
const failures = { 401: errorBody, 403: errorBody, 422: errorBody };
const RANGE = 'Dates are UTC days YYYY-MM-DD, both included; by default the last 12 months.';

/** The four analytics reports, read by staff and admins. Paths are relative to /api/admin. */
export function registerAdminAnalyticsRoutes(admin: App, { analytics: service }: Pick<ModuleDeps, 'analytics'>): void {
  admin.get(
    '/analytics/user-growth',
    {
      schema: {
        tags,
        security,
        summary: `Traveller accounts opened per week, month (default) or year, with the running total. ${RANGE}`,
        querystring: userGrowthQuery,
        response: { 200: envelope(userGrowth), ...failures },
      },
    },
    async (request) => ok(await service.userGrowth(request.query)),
  );

  admin.get(
    '/analytics/tour-performance',
    {
      schema: {
        tags,
        security,
        summary: `Tours and treks by bookings, passengers, revenue or rating over the range: the top \`limit\` (default 10, at most 100). ${RANGE}`,
        querystring: tripPerformanceQuery,
        response: { 200: envelope(tripPerformance), ...failures },
      },
    },
    async (request) => ok(await service.tripPerformance(request.query)),
  );

  admin.get(
    '/analytics/revenue-stats',
    {
      schema: {
        tags,
        security,
        summary: `Revenue (bookings not cancelled) in total, by month and by payment status, the average booking value, and payments by method. ${RANGE}`,
        querystring: analyticsRangeQuery,
        response: { 200: envelope(revenueStats), ...failures },
      },
    },
    async (request) => ok(await service.revenueStats(request.query)),
  );

  admin.get(
    '/analytics/booking-trends',
    {
      schema: {
        tags,
        security,
        summary: `Bookings made per day (at most 400 days), week or month (default), by status. ${RANGE}`,
        querystring: bookingTrendsQuery,
        response: { 200: envelope(bookingTrends), ...failures },
      },
    },
    async (request) => ok(await service.bookingTrends(request.query)),
  );
}
