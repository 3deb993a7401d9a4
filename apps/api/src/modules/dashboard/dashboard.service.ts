import {
  DASHBOARD_LIMITS,
  DASHBOARD_STAT_KEYS,
  percentChange,
  type DashboardActivity,
  type DashboardStats,
  type RevenueChart,
} from '@trails/contracts/admin-dashboard';
import type { Locale } from '@trails/contracts/constants';
import type { Database } from '../../db/client.ts';
import { activityMessage, timeAgo } from './activity-messages.ts';
import { dashboardCounts, latestActivities, monthWindow, revenueByMonth, type StatPair } from './dashboard.repo.ts';

const changeOf = ({ value, previous }: StatPair) => ({ previous, change: percentChange(value, previous) });

/** YYYY-MM of the UTC month `offset` months after the one `date` falls in. */
const monthKey = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);

/** The back office's dashboard: the eight cards, the activity feed and the revenue chart. */
export function createDashboardService(db: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  return {
    /** The eight counts as plain numbers, each one's month-on-month change under `changes`. */
    async stats(): Promise<DashboardStats> {
      const counts = await dashboardCounts(db, monthWindow(now()));
      const pick = <T>(of: (pair: StatPair) => T) =>
        Object.fromEntries(DASHBOARD_STAT_KEYS.map((key) => [key, of(counts[key])])) as Record<
          (typeof DASHBOARD_STAT_KEYS)[number],
          T
        >;
      return { ...pick((pair) => pair.value), changes: pick(changeOf) };
    },

    /** The latest events, each worded in `locale` (the staff member's language). */
    async recentActivities(limit: number, locale: Locale = 'en'): Promise<DashboardActivity[]> {
      const rows = await latestActivities(db, limit);
      const at = now();
      return rows.map((row) => ({
        id: `${row.type}-${row.subjectId}`,
        type: row.type,
        subject_id: row.subjectId,
        actor: row.actor,
        subject: row.subject,
        created_at: row.createdAt.toISOString(),
        user: row.actor,
        message: activityMessage(locale, row.type, row.actor, row.subject),
        time: timeAgo(locale, row.createdAt, at),
      }));
    },

    /** The last 12 months, oldest first, the current one included; a month without revenue is 0. */
    async revenueChart(): Promise<RevenueChart> {
      const today = now();
      const count = DASHBOARD_LIMITS.revenueMonths;
      const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1), 1));
      const byMonth = new Map((await revenueByMonth(db, from)).map((row) => [row.month, row]));
      const months = Array.from({ length: count }, (_, index) => {
        const month = monthKey(from, index);
        const found = byMonth.get(month);
        return { month, revenue: found?.revenue ?? 0, bookings: found?.bookings ?? 0 };
      });
      return { months };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
