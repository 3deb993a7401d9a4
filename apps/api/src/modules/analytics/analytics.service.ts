import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  type AnalyticsRangeQuery,
  type BookingTrends,
  type BookingTrendsQuery,
  type RevenueStats,
  type TripPerformance,
  type TripPerformanceQuery,
  type UserGrowth,
  type UserGrowthQuery,
} from '@trails/contracts/admin-analytics';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { bookingTrends, revenueFigures, tripPerformance, userGrowth, type Range } from './analytics.repo.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The range a report covers, both ends included (UTC days). Without `to` it ends today; without
 * `from` it starts on the first day of the month 11 months before `to`'s month (12 months).
 */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  maxDays: number = ANALYTICS_LIMITS.maxRangeDays,
) {
  const to = query.to ?? isoDay(now);
  const toDate = new Date(`${to}T00:00:00Z`);
  const from =
    query.from ??
    isoDay(new Date(Date.UTC(toDate.getUTCFullYear(), toDate.getUTCMonth() - (ANALYTICS_LIMITS.defaultMonths - 1), 1)));
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(toDate.getTime() + DAY_MS);
  // Only a one-sided range can get here out of order or too long: the query schema checks both ends.
  if (start >= end) throw fieldError('from', ANALYTICS_MESSAGES.analyticsRangeInvalid);
  if ((end.getTime() - start.getTime()) / DAY_MS > maxDays)
    throw fieldError(
      'from',
      maxDays === ANALYTICS_LIMITS.maxRangeDays
        ? ANALYTICS_MESSAGES.analyticsRangeTooLong
        : ANALYTICS_MESSAGES.analyticsDailyRangeTooLong,
    );
  return { from, to, range: { start, end } satisfies Range };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The back office's analytics: user growth, trip performance, revenue and booking trends. */
export function createAnalyticsService(db: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  return {
    async userGrowth(query: UserGrowthQuery): Promise<UserGrowth> {
      const { from, to, range } = resolveRange(query, now());
      const { before, points } = await userGrowth(db, range, query.period);
      let total = before;
      return {
        from,
        to,
        period: query.period,
        users_before: before,
        new_users: points.reduce((sum, point) => sum + point.newUsers, 0),
        points: points.map((point) => {
          total += point.newUsers;
          return { period_start: point.periodStart, new_users: point.newUsers, total_users: total };
        }),
      };
    },

    async tripPerformance(query: TripPerformanceQuery): Promise<TripPerformance> {
      const { from, to, range } = resolveRange(query, now());
      const rows = await tripPerformance(db, range, query);
      return {
        from,
        to,
        sort: query.sort,
        direction: query.direction,
        trips: rows.map((row) => ({
          type: row.type,
          id: row.id,
          title: row.title,
          bookings: row.bookings,
          cancelled: row.cancelled,
          passengers: row.passengers,
          revenue: row.revenue,
          average_rating: row.averageRating,
          reviews: row.reviews,
        })),
      };
    },

    async revenueStats(query: AnalyticsRangeQuery): Promise<RevenueStats> {
      const { from, to, range } = resolveRange(query, now());
      const figures = await revenueFigures(db, range);
      const total = figures.byMonth.reduce((sum, month) => sum + month.revenue, 0);
      const bookings = figures.byMonth.reduce((sum, month) => sum + month.bookings, 0);
      return {
        from,
        to,
        total_revenue: round2(total),
        bookings,
        average_booking_value: bookings === 0 ? 0 : round2(total / bookings),
        by_month: figures.byMonth,
        by_payment_status: figures.byPaymentStatus.map((row) => ({
          payment_status: row.paymentStatus,
          revenue: row.revenue,
          bookings: row.bookings,
        })),
        by_payment_method: figures.byMethod,
      };
    },

    async bookingTrends(query: BookingTrendsQuery): Promise<BookingTrends> {
      const maxDays = query.period === 'day' ? ANALYTICS_LIMITS.maxDailyDays : ANALYTICS_LIMITS.maxRangeDays;
      const { from, to, range } = resolveRange(query, now(), maxDays);
      const rows = await bookingTrends(db, range, query.period);
      return {
        from,
        to,
        period: query.period,
        points: rows.map((row) => ({
          period_start: row.periodStart,
          total: row.pending + row.confirmed + row.cancelled,
          pending: row.pending,
          confirmed: row.confirmed,
          cancelled: row.cancelled,
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
