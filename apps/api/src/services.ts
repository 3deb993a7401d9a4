import { siteOrigin, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createPublicCache } from './lib/public-cache.ts';
import { createActivityService } from './modules/activity/activity.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBookingsService } from './modules/bookings/bookings.service.ts';
import { createDeparturesService } from './modules/departures/departures.service.ts';
import { createPasswordResetService } from './modules/password-reset/password-reset.service.ts';
import { createProfileService } from './modules/auth/profile.service.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createAdminDestinationsService } from './modules/destinations/destinations.admin.service.ts';
import { createDestinationsService } from './modules/destinations/destinations.service.ts';
import { createEnquiriesService } from './modules/enquiries/enquiries.service.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createStatsService } from './modules/stats/stats.service.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';

export interface ServiceOptions {
  db: Database;
  config: Config;
  driver: 'pglite' | 'postgres';
}

/**
 * The composition root: every service is created here, once, and handed to the routes and pages
 * that need it. A service that uses another module receives that module's service here, so no
 * module reaches into another's tables.
 */
export function createServices({ db, config, driver }: ServiceOptions) {
  // Public GET answers, and the version every write to public data bumps (see "Caching").
  const publicCache = createPublicCache();
  const publicData = { invalidate: () => publicCache.invalidate() };
  const auth = createAuthService(db, { tokenTtlDays: config.TOKEN_TTL_DAYS, publicData });
  const tours = createCatalogueService(db, 'tour');
  const treks = createCatalogueService(db, 'trek');
  const destinations = createDestinationsService(db, { tours });
  const activity = createActivityService();
  // Links in emails and invoices.
  const publicUrl = siteOrigin(config);
  return {
    publicCache,
    health: createHealthService(db, driver),
    auth,
    profile: createProfileService(db),
    activity,
    settings: createSettingsService(db, { activity, publicData }),
    tours,
    treks,
    destinations,
    adminDestinations: createAdminDestinationsService(db, { publicData }),
    reviews: createReviewsService(db, { tour: tours, trek: treks }),
    stats: createStatsService(db),
    search: createSearchService(db, { tours, destinations }),
    wishlist: createWishlistService(db, { tours }),
    departures: createDeparturesService(db, { publicData }),
    bookings: createBookingsService(db, { publicUrl, publicData }),
    passwordReset: createPasswordResetService(db, { publicUrl }),
    enquiries: createEnquiriesService(db, { publicUrl, tours, treks }),
  };
}

export type Services = ReturnType<typeof createServices>;
