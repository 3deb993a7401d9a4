import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { envelope, idParam, intField, listEnvelope, messageEnvelope, paginationQuery } from './common.ts';
import { LIMITS } from './constants.ts';
import { createNotificationBody } from './admin-campaigns.ts';
import { endpoint } from './endpoint.ts';

/**
 * The eight dashboard cards, in the order the dashboard shows them: every destination; active
 * tours; enquiries still new (unanswered); bookings made this month; revenue (bookings not
 * cancelled, all time); traveller accounts; reviews of any status; blog posts of any status.
 */
export const DASHBOARD_STAT_KEYS = [
  'destinations',
  'tours',
  'enquiries',
  'bookings',
  'revenue',
  'users',
  'reviews',
  'blogs',
] as const;
export type DashboardStatKey = (typeof DASHBOARD_STAT_KEYS)[number];

/**
 * One card's month-on-month change: the comparable value a month earlier and the change between
 * them in percent (one decimal; null when there is nothing to compare with, i.e. `previous` is 0).
 */
export const dashboardStatChange = z.object({
  previous: z.number(),
  change: z.number().nullable(),
});
export type DashboardStatChange = z.infer<typeof dashboardStatChange>;

/**
 * The eight counts as plain numbers under the back office spec's names, and beside them, under
 * `changes`, each one's month-on-month change.
 */
export const dashboardStats = z.object({
  destinations: z.number(),
  tours: z.number(),
  enquiries: z.number(),
  bookings: z.number(),
  revenue: z.number(),
  users: z.number(),
  reviews: z.number(),
  blogs: z.number(),
  changes: z.object({
    destinations: dashboardStatChange,
    tours: dashboardStatChange,
    enquiries: dashboardStatChange,
    bookings: dashboardStatChange,
    revenue: dashboardStatChange,
    users: dashboardStatChange,
    reviews: dashboardStatChange,
    blogs: dashboardStatChange,
  }),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/** Change in percent from `previous` to `value`, one decimal; null when previous is 0. */
export function percentChange(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

/** Server answers of the notification calls (the bell shows no toast for them). */
export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
} as const;

export const DASHBOARD_ACTIVITY_TYPES = ['booking', 'enquiry', 'review', 'user'] as const;
export type DashboardActivityType = (typeof DASHBOARD_ACTIVITY_TYPES)[number];

export const DASHBOARD_LIMITS = {
  activitiesDefault: 10,
  activitiesMax: 50,
  /** Months the revenue chart covers, the current one included. */
  revenueMonths: 12,
  /** Unread notifications the header bell lists. */
  bellItems: 5,
  /** How often the bell asks for new notifications: a new booking shows within this time. */
  bellPollMs: 30_000,
} as const;

export const recentActivitiesQuery = z.object({
  limit: intField(1, DASHBOARD_LIMITS.activitiesMax).default(DASHBOARD_LIMITS.activitiesDefault),
});
export type RecentActivitiesQuery = z.infer<typeof recentActivitiesQuery>;

/**
 * Something that happened on the site: a booking made, an enquiry sent, a review written, an
 * account opened. `actor` is who did it, `subject` what it is about (trip, destination, rating).
 * The back office spec's names sit beside them: `user` (who did it), `message` (one sentence in the
 * staff member's language) and `time` (how long ago, in that language); `created_at` is exact.
 */
export const dashboardActivity = z.object({
  id: z.string(),
  type: z.enum(DASHBOARD_ACTIVITY_TYPES),
  subject_id: z.number().int(),
  actor: z.string(),
  subject: z.string().nullable(),
  created_at: z.string(),
  user: z.string(),
  message: z.string(),
  time: z.string(),
});
export type DashboardActivity = z.infer<typeof dashboardActivity>;

/** Revenue booked in one calendar month (UTC), YYYY-MM. */
export const revenueMonth = z.object({
  month: z.string(),
  revenue: z.number(),
  bookings: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonth>;

/** Amounts are in the site currency (setting `currency`). */
export const revenueChart = z.object({
  months: z.array(revenueMonth),
});
export type RevenueChart = z.infer<typeof revenueChart>;

/** A staff notification as the back office lists it (only unread ones are listed). */
export const adminNotification = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotification>;

/** Unread notifications, newest first; `meta.total` is the unread count the bell's badge shows. */
export const adminNotificationsQuery = paginationQuery.extend({
  per_page: intField(1, LIMITS.perPageMax).default(LIMITS.perPageDefault),
  /** unread (the bell) or all (the notifications screen, read ones with their read_at). */
  status: z.enum(['unread', 'all'], { error: MESSAGES.invalidValue }).default('unread'),
});
export type AdminNotificationsQuery = z.infer<typeof adminNotificationsQuery>;

/** The dashboard's cards, feed and chart. */
export const adminDashboardApi = {
  stats: endpoint({ method: 'GET', path: '/api/admin/dashboard/stats', response: envelope(dashboardStats) }),
  /** The same cards at the older address. */
  legacyStats: endpoint({ method: 'GET', path: '/api/admin/stats', response: envelope(dashboardStats) }),
  'recent-activities': endpoint({
    method: 'GET',
    path: '/api/admin/dashboard/recent-activities',
    query: recentActivitiesQuery,
    response: envelope(z.array(dashboardActivity)),
  }),
  'revenue-chart': endpoint({
    method: 'GET',
    path: '/api/admin/dashboard/revenue-chart',
    response: envelope(revenueChart),
  }),
};

/** The header bell and the notifications screen: listing, writing and marking notifications read. */
export const adminNotificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/notifications',
    query: adminNotificationsQuery,
    response: listEnvelope(adminNotification),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/notifications',
    body: createNotificationBody,
    status: 201,
    response: envelope(adminNotification),
  }),
  'mark-all-read': endpoint({
    method: 'PUT',
    path: '/api/admin/notifications/mark-all-read',
    response: messageEnvelope,
  }),
  read: endpoint({
    method: 'PUT',
    path: '/api/admin/notifications/:id/read',
    params: idParam,
    response: messageEnvelope,
  }),
};
