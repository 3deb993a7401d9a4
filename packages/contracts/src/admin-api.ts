import { adminActivityApi } from './admin-activity.ts';
import { adminAnalyticsApi } from './admin-analytics.ts';
import { adminBookingsApi } from './admin-bookings.ts';
import { adminCustomPackagesApi } from './admin-custom-packages.ts';
import { adminDashboardApi, adminNotificationsApi } from './admin-dashboard.ts';
import { adminEnquiriesApi } from './admin-enquiries.ts';
import { adminOutboxApi } from './admin-outbox.ts';
import { adminPaymentsApi } from './admin-payments.ts';
import { adminWaitlistApi } from './admin-waitlist.ts';
import { adminWebhooksApi } from './admin-webhooks.ts';

/**
 * The back office's endpoints by resource (the path segment under /api/admin): the data client
 * (`apps/web/src/admin/lib/data-client.ts`) finds each call here, so a screen names a resource
 * and an operation (`list`, `get`, `create`, `update`, `remove`, or a named one such as
 * `approve`) and never a path.
 */
export const adminApi = {
  'activity-logs': adminActivityApi,
  analytics: adminAnalyticsApi,
  bookings: adminBookingsApi,
  'custom-packages': adminCustomPackagesApi,
  dashboard: adminDashboardApi,
  departures: adminWaitlistApi,
  enquiries: adminEnquiriesApi,
  notifications: adminNotificationsApi,
  outbox: adminOutboxApi,
  payments: adminPaymentsApi,
  webhooks: adminWebhooksApi,
} as const;

export type AdminApi = typeof adminApi;
export type AdminResource = keyof AdminApi;
