import { adminActivityApi } from './admin-activity.ts';
import { adminBlogCategoriesApi, adminBlogsApi } from './admin-blogs.ts';
import { adminCampaignsApi } from './admin-campaigns.ts';
import { adminToursApi, adminTreksApi } from './admin-catalogue.ts';
import { adminCouponsApi } from './admin-coupons.ts';
import { adminDestinationsApi } from './admin-destinations.ts';
import { adminMediaApi } from './admin-media.ts';
import { adminPagesApi } from './admin-pages.ts';
import { adminReviewsApi } from './admin-reviews.ts';
import { adminUsersApi } from './admin-users.ts';
import { adminAuthApi, adminProfileApi } from './auth.ts';
import { adminPasswordResetApi } from './password-reset.ts';
import { adminSettingsApi } from './settings.ts';

/**
 * The back office's endpoints by resource (the path segment under /api/admin): the data client
 * (`apps/web/src/admin/lib/data-client.ts`) finds each call here, so a screen names a resource
 * and an operation (`list`, `get`, `create`, `update`, `remove`, or a named one such as
 * `approve`) and never a path.
 */
export const adminApi = {
  'activity-logs': adminActivityApi,
  auth: adminAuthApi,
  'blog-categories': adminBlogCategoriesApi,
  blogs: adminBlogsApi,
  coupons: adminCouponsApi,
  destinations: adminDestinationsApi,
  media: adminMediaApi,
  'notifications/campaigns': adminCampaignsApi,
  pages: adminPagesApi,
  profile: adminProfileApi,
  reviews: adminReviewsApi,
  settings: adminSettingsApi,
  tours: adminToursApi,
  treks: adminTreksApi,
  users: { ...adminUsersApi, ...adminPasswordResetApi },
} as const;

export type AdminApi = typeof adminApi;
export type AdminResource = keyof AdminApi;
