import type { App } from './lib/types.ts';
import type { ModuleDeps } from './modules/deps.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { registerDestinationRoutes } from './modules/destinations/destinations.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerImageRoutes } from './modules/images/images.routes.ts';
import { cataloguePages } from './modules/pages/catalogue-pages.ts';
import { registerPageRoutes } from './modules/pages/pages.routes.ts';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerStatsRoutes } from './modules/stats/stats.routes.ts';
import { registerWishlistRoutes } from './modules/wishlist/wishlist.routes.ts';

/** Every domain module, in one place. Pages come last: they own the not-found fallback. */
export async function registerModules(app: App, deps: ModuleDeps) {
  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerImageRoutes(app);
  registerDestinationRoutes(app, deps);
  registerCatalogueRoutes(app, { tour: deps.tours, trek: deps.treks });
  registerReviewRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerWishlistRoutes(app, deps);
  await registerPageRoutes(app, deps, cataloguePages(deps));
}
