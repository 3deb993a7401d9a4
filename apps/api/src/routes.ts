import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { App } from './lib/types.ts';
import { adminAccessOf } from './modules/auth/admin-policy.ts';
import { registerAdminActivityRoutes } from './modules/activity/activity.admin.routes.ts';
import type { ModuleDeps } from './modules/deps.ts';
import { ADMIN_SIGN_IN_PATHS, registerAdminAuthRoutes, registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerAccountRoutes } from './modules/auth/account.routes.ts';
import { blogPages } from './modules/blogs/blog-pages.ts';
import { registerAdminBlogRoutes } from './modules/blogs/blogs.admin.routes.ts';
import { registerBlogRoutes } from './modules/blogs/blogs.routes.ts';
import { registerAdminAnalyticsRoutes } from './modules/analytics/analytics.admin.routes.ts';
import { registerAdminCatalogueRoutes } from './modules/catalogue/catalogue.admin.routes.ts';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { registerAdminCouponRoutes } from './modules/coupons/coupons.admin.routes.ts';
import { registerAdminDestinationRoutes } from './modules/destinations/destinations.admin.routes.ts';
import { registerAdminDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerAdminCampaignRoutes } from './modules/campaigns/campaigns.admin.routes.ts';
import { registerUnsubscribeRoutes } from './modules/campaigns/campaigns.routes.ts';
import { registerAdminMediaRoutes } from './modules/media/media.admin.routes.ts';
import { registerAdminNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerBookingRoutes } from './modules/bookings/bookings.routes.ts';
import { registerAdminPaymentRoutes } from './modules/payments/payments.admin.routes.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { registerAdminDepartureRoutes, registerDepartureRoutes } from './modules/departures/departures.routes.ts';
import { registerDestinationRoutes } from './modules/destinations/destinations.routes.ts';
import { registerEnquiryRoutes } from './modules/enquiries/enquiries.routes.ts';
import { registerCustomPackageRoutes } from './modules/custom-packages/custom-packages.routes.ts';
import { registerAdminEnquiryRoutes } from './modules/enquiries/enquiries.admin.routes.ts';
import { registerAdminBookingRoutes } from './modules/bookings/bookings.admin.routes.ts';
import {
  registerAdminBookingDocumentRoutes,
  registerBookingDocumentRoutes,
} from './modules/bookings/booking-documents.routes.ts';
import { registerAdminCustomPackageRoutes } from './modules/custom-packages/custom-packages.admin.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerImageRoutes } from './modules/images/images.routes.ts';
import { cataloguePages } from './modules/pages/catalogue-pages.ts';
import { registerAdminOutboxRoutes } from './modules/outbox/outbox.admin.routes.ts';
import { combinePages, registerPageRoutes } from './modules/pages/pages.routes.ts';
import { registerEmailVerificationRoutes } from './modules/email-verification/email-verification.routes.ts';
import {
  registerAdminPasswordResetRoutes,
  registerPasswordResetRoutes,
} from './modules/password-reset/password-reset.routes.ts';
import { registerAdminReviewRoutes } from './modules/reviews/reviews.admin.routes.ts';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerAdminSettingsRoutes, registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerStatsRoutes } from './modules/stats/stats.routes.ts';
import { registerWishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { registerAdminUserRoutes } from './modules/users/users.admin.routes.ts';
import { registerAdminTravellerRoutes } from './modules/travellers/travellers.admin.routes.ts';
import { registerTravellerRoutes } from './modules/travellers/travellers.routes.ts';
import { registerWaitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { registerAdminWaitlistRoutes } from './modules/waitlist/waitlist.admin.routes.ts';
import { registerAdminWebhookRoutes } from './modules/webhooks/webhooks.admin.routes.ts';
import { registerSitePageRoutes } from './modules/site-pages/site-pages.routes.ts';
import { registerAdminSitePageRoutes } from './modules/site-pages/site-pages.admin.routes.ts';
import { sitePagesPages } from './modules/site-pages/site-pages.pages.ts';

/** Every back-office route lives under this prefix, inside one guarded scope. */
export const ADMIN_PREFIX = '/api/admin';

/**
 * Every domain module, in one place: public modules, then the admin scope, then pages (last:
 * they own the not-found fallback).
 */
export async function registerModules(app: App, deps: ModuleDeps) {
  refuseUnguardedAdminRoutes(app);

  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerImageRoutes(app);
  registerDestinationRoutes(app, deps);
  registerCatalogueRoutes(app, { tour: deps.tours, trek: deps.treks });
  registerReviewRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerWishlistRoutes(app, deps);

  registerDepartureRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerBookingDocumentRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerPasswordResetRoutes(app, deps);
  registerEmailVerificationRoutes(app, deps);
  registerEnquiryRoutes(app, deps);
  registerCustomPackageRoutes(app, deps);
  registerBlogRoutes(app, deps);
  registerUnsubscribeRoutes(app, deps);
  registerTravellerRoutes(app, deps);
  registerWaitlistRoutes(app, deps);
  registerSitePageRoutes(app, deps);

  await app.register(
    async (admin: App) => {
      // Runs before anything else a route does: no staff token, no admin route.
      admin.addHook('onRequest', deps.auth.requireStaff());
      enforceAdminPolicy(admin, deps);
      registerAdminModules(admin, deps);
    },
    { prefix: ADMIN_PREFIX },
  );

  await registerPageRoutes(app, deps, combinePages(cataloguePages(deps), blogPages(deps), sitePagesPages(deps)));
}

/**
 * The only place admin routes are added. `admin` is the scope under `/api/admin` whose guard has
 * already required a staff token (staff or admin role; 401 without a valid token, 403 for any
 * other token), so each module declares paths relative to the prefix (`/settings`, not
 * `/api/admin/settings`). Who may call a route (staff, or admins only) is not said by the module
 * but by ADMIN_ROUTE_POLICY in `modules/auth/admin-policy.ts`, which `enforceAdminPolicy` applies
 * with `auth.requireRole(['admin'])`. A new back-office module is one line here,
 * `registerAdminXxxRoutes(admin, deps)` from `modules/xxx/xxx.admin.routes.ts`, and one line per
 * route in the policy.
 */
export function registerAdminModules(admin: App, deps: ModuleDeps): void {
  registerAdminAuthRoutes(admin, deps);
  registerAdminSettingsRoutes(admin, deps);
  registerAdminDestinationRoutes(admin, deps);
  registerAdminCatalogueRoutes(admin, deps);
  registerAdminDepartureRoutes(admin, deps);
  registerAdminDashboardRoutes(admin, deps);
  registerAdminNotificationRoutes(admin, deps);
  registerAdminCampaignRoutes(admin, deps);
  registerAdminOutboxRoutes(admin, deps);
  registerAdminEnquiryRoutes(admin, deps);
  registerAdminBookingRoutes(admin, deps);
  registerAdminBookingDocumentRoutes(admin, deps);
  registerAdminPaymentRoutes(admin, deps);
  registerAdminCustomPackageRoutes(admin, deps);
  registerAdminCouponRoutes(admin, deps);
  registerAdminReviewRoutes(admin, deps);
  registerAdminUserRoutes(admin, deps);
  registerAdminBlogRoutes(admin, deps);
  registerAdminAnalyticsRoutes(admin, deps);
  registerAdminActivityRoutes(admin, deps);
  registerAdminMediaRoutes(admin, deps);
  registerAdminTravellerRoutes(admin, deps);
  registerAdminWaitlistRoutes(admin, deps);
  registerAdminWebhookRoutes(admin, deps);
  registerAdminSitePageRoutes(admin, deps);
  registerAdminPasswordResetRoutes(admin, deps);
}

/**
 * Adds the admin-only check to every route the policy keeps for admins, and to every route it does
 * not list (so a new route is closed to staff until it is classified). Route hooks run after the
 * scope's staff guard, so the session is there.
 */
export function enforceAdminPolicy(admin: App, deps: ModuleDeps): void {
  const adminOnly = deps.auth.requireRole(['admin'], ADMIN_MESSAGES.adminOnly);
  admin.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => adminAccessOf(method, route.url, ADMIN_PREFIX) === 'staff')) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), adminOnly];
  });
}

/**
 * Startup check: a route under /api/admin registered anywhere but inside the admin scope (so
 * without its guard) stops the app, except the sign-in addresses.
 */
export function refuseUnguardedAdminRoutes(app: App): void {
  const signIn: readonly string[] = ADMIN_SIGN_IN_PATHS;
  app.addHook('onRoute', (route) => {
    const isAdminPath = route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`);
    const inAdminScope = route.prefix === ADMIN_PREFIX || route.prefix.startsWith(`${ADMIN_PREFIX}/`);
    if (isAdminPath && !inAdminScope && !signIn.includes(route.url)) {
      throw new Error(
        `${route.method} ${route.url} is an admin route outside the admin scope: add it in registerAdminModules`,
      );
    }
  });
}
