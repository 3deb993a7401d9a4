import { adminActivityApi } from './admin-activity.ts';
import { adminAnalyticsApi } from './admin-analytics.ts';
import { adminBlogCategoriesApi, adminBlogsApi } from './admin-blogs.ts';
import { adminBookingDocumentsApi, adminBookingsApi } from './admin-bookings.ts';
import { adminCampaignsApi } from './admin-campaigns.ts';
import { adminToursApi, adminTreksApi } from './admin-catalogue.ts';
import { adminCouponsApi } from './admin-coupons.ts';
import { adminCustomPackagesApi } from './admin-custom-packages.ts';
import { adminDashboardApi, adminNotificationsApi } from './admin-dashboard.ts';
import { adminDeparturesApi } from './admin-departures.ts';
import { adminDestinationsApi } from './admin-destinations.ts';
import { adminEnquiriesApi } from './admin-enquiries.ts';
import { adminMediaApi } from './admin-media.ts';
import { adminOutboxApi } from './admin-outbox.ts';
import { adminPagesApi } from './admin-pages.ts';
import { adminPaymentsApi } from './admin-payments.ts';
import { adminReviewsApi } from './admin-reviews.ts';
import { adminUsersApi } from './admin-users.ts';
import { adminWaitlistApi } from './admin-waitlist.ts';
import { adminWebhooksApi } from './admin-webhooks.ts';
import { adminAuthApi, adminProfileApi } from './auth.ts';
import { adminPasswordResetApi } from './password-reset.ts';
import { adminSettingsApi } from './settings.ts';

/**
 * The back office's endpoints by resource (the path segment under /api/admin): the data client
 * (`apps/web/src/admin/lib/data-client.ts`) finds each call here, so a screen names a resource
 * and an operation (`list`, `get`, `create`, `update`, `remove`, or a named one such as
 * `approve`) and never a path. A resource whose endpoints are declared by two contracts lists both.
 */
export const adminApi = {
  'activity-logs': adminActivityApi,
  analytics: adminAnalyticsApi,
  auth: adminAuthApi,
  'blog-categories': adminBlogCategoriesApi,
  blogs: adminBlogsApi,
  bookings: { ...adminBookingsApi, ...adminBookingDocumentsApi },
  'custom-packages': adminCustomPackagesApi,
  coupons: adminCouponsApi,
  dashboard: adminDashboardApi,
  departures: { ...adminDeparturesApi, ...adminWaitlistApi },
  destinations: adminDestinationsApi,
  enquiries: adminEnquiriesApi,
  media: adminMediaApi,
  notifications: adminNotificationsApi,
  'notifications/campaigns': adminCampaignsApi,
  outbox: adminOutboxApi,
  pages: adminPagesApi,
  payments: adminPaymentsApi,
  profile: adminProfileApi,
  reviews: adminReviewsApi,
  settings: adminSettingsApi,
  tours: adminToursApi,
  treks: adminTreksApi,
  users: { ...adminUsersApi, ...adminPasswordResetApi },
  webhooks: adminWebhooksApi,
} as const;

export type AdminApi = typeof adminApi;
export type AdminResource = keyof AdminApi;
