import type { App } from './lib/types.ts';
import type { ModuleDeps } from './modules/deps.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerBookingRoutes } from './modules/bookings/bookings.routes.ts';
import { registerAdminDepartureRoutes, registerDepartureRoutes } from './modules/departures/departures.routes.ts';
import { registerDestinationRoutes } from './modules/destinations/destinations.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerImageRoutes } from './modules/images/images.routes.ts';
import { cataloguePages } from './modules/pages/catalogue-pages.ts';
import { registerPageRoutes } from './modules/pages/pages.routes.ts';
import { registerPasswordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerStatsRoutes } from './modules/stats/stats.routes.ts';
import { registerTourRoutes } from './modules/tours/tours.routes.ts';
import { registerTrekRoutes } from './modules/treks/treks.routes.ts';
import { registerWishlistRoutes } from './modules/wishlist/wishlist.routes.ts';

/** Every domain module, in one place. Pages come last: they own the not-found fallback. */
export async function registerModules(app: App, deps: ModuleDeps, driver: 'pglite' | 'postgres') {
  registerHealthRoutes(app, deps, driver);
  registerAuthRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerImageRoutes(app);
  registerDestinationRoutes(app, deps);
  registerTourRoutes(app, deps);
  registerTrekRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerWishlistRoutes(app, deps);
  // Bookings: departures, quotes, bookings, password reset; the back office's departures.
  registerDepartureRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerPasswordResetRoutes(app, deps);
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', deps.auth.requireStaff());
      registerAdminDepartureRoutes(admin, deps);
    },
    { prefix: '/api/admin' },
  );
  await registerPageRoutes(app, deps, cataloguePages(deps.db));
}
