import path from 'node:path';
import { siteOrigin, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createPublicCache, type PublicDataInvalidator } from './lib/public-cache.ts';
import { createActivityService } from './modules/activity/activity.service.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createAdminBlogsService } from './modules/blogs/blogs.admin.service.ts';
import { createSitePagesService } from './modules/site-pages/site-pages.service.ts';
import { createBlogsService } from './modules/blogs/blogs.service.ts';
import { createCampaignsService } from './modules/campaigns/campaigns.service.ts';
import { createBookingsService } from './modules/bookings/bookings.service.ts';
import { createEmailVerificationService } from './modules/email-verification/email-verification.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createDeparturesService } from './modules/departures/departures.service.ts';
import { createPasswordResetService } from './modules/password-reset/password-reset.service.ts';
import { createProfileService } from './modules/auth/profile.service.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import { createAdminCatalogueService } from './modules/catalogue/catalogue.admin.service.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createAdminCouponsService } from './modules/coupons/coupons.admin.service.ts';
import { createAdminDestinationsService } from './modules/destinations/destinations.admin.service.ts';
import { createDestinationsService } from './modules/destinations/destinations.service.ts';
import { createEnquiriesService } from './modules/enquiries/enquiries.service.ts';
import { createCustomPackagesService } from './modules/custom-packages/custom-packages.service.ts';
import { createAdminEnquiriesService } from './modules/enquiries/enquiries.admin.service.ts';
import { createAdminBookingsService } from './modules/bookings/bookings.admin.service.ts';
import { createBookingDocumentsService } from './modules/bookings/booking-documents.ts';
import { sentReminders } from './modules/reminders/reminders.ts';
import { createAdminCustomPackagesService } from './modules/custom-packages/custom-packages.admin.service.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createS3MediaStorage } from './modules/media/media.s3.ts';
import { createLocalMediaStorage, type MediaStorage } from './modules/media/media.storage.ts';
import { createAdminReviewsService } from './modules/reviews/reviews.admin.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createEmailDeliveryReader } from './modules/outbox/outbox.delivery.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createStatsService } from './modules/stats/stats.service.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { paymentProviderFrom } from './modules/payments/payments.config.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createAdminUsersService } from './modules/users/users.admin.service.ts';
import { createTravellersService } from './modules/travellers/travellers.service.ts';
import { createWaitlistService } from './modules/waitlist/waitlist.service.ts';
import { addressRuleFrom } from './modules/webhooks/address-rule.ts';
import { createSecretBox } from './modules/webhooks/secret-box.ts';
import { createWebhookEmitter, createWebhooksService } from './modules/webhooks/webhooks.service.ts';
import { bookingEventSink } from './modules/bookings/booking-events.ts';
import { eraseBookingContacts, moveDepartureBookings } from './modules/bookings/booking-records.ts';
import { eraseBlogAuthor } from './modules/blogs/blogs.port.ts';
import { eraseCustomPackageContacts } from './modules/custom-packages/custom-packages.port.ts';
import { deleteVerificationTokensOf } from './modules/email-verification/email-verification.port.ts';
import { eraseEnquiryContacts } from './modules/enquiries/enquiries.port.ts';
import { deleteNotificationsOf } from './modules/notifications/notifier.ts';
import { deleteResetTokensOf } from './modules/password-reset/password-reset.port.ts';
import { deleteTravellersOfAccount } from './modules/travellers/travellers.port.ts';
import { deleteWishlistOf } from './modules/wishlist/wishlist.port.ts';

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
  const publicData: PublicDataInvalidator = { invalidate: (change) => publicCache.invalidate(change) };
  // Links in emails and invoices.
  const publicUrl = siteOrigin(config);
  const emailVerification = createEmailVerificationService(db, { publicUrl });
  const auth = createAuthService(db, {
    tokenTtlDays: config.TOKEN_TTL_DAYS,
    publicData,
    onRegistered: (user) => emailVerification.sendLink(user),
  });
  const tours = createCatalogueService(db, 'tour');
  const treks = createCatalogueService(db, 'trek');
  const destinations = createDestinationsService(db, { tours, treks });
  const activity = createActivityService(db);
  // Uploaded files: DATA_DIR/uploads (served under /uploads/ by the page routes) or S3-compatible storage.
  const media = createMediaService(db, { storage: mediaStorage(config), activity });
  // Online payments through PAYMENT_PROVIDER (none: staff record payments by hand).
  // Signed webhooks: the port that writes an event in the caller's transaction, and the admin screen's service.
  const webhookEvents = createWebhookEmitter();
  const bookingEvents = bookingEventSink(webhookEvents);
  const payments = createPaymentsService(db, {
    provider: paymentProviderFrom(config),
    publicUrl,
    publicData,
    events: bookingEvents,
  });
  const webhooks = createWebhooksService(db, {
    rule: addressRuleFrom(config),
    secrets: createSecretBox(config.WEBHOOK_SECRET_KEY),
    activity,
  });
  // Who travels on each booking; the departure manifest lists them.
  const travellers = createTravellersService(db, { activity });
  // Full departures' waitlists: seats that come back are offered in the transaction that frees them.
  const waitlist = createWaitlistService(db, { publicUrl });
  const bookings = createBookingsService(db, {
    publicUrl,
    publicData,
    emailDelivery: createEmailDeliveryReader(db, config),
    paysOnline: payments.provider !== null,
    onlinePayments: payments.provider ? payments : undefined,
    waitlist,
    events: bookingEvents,
  });
  return {
    travellers,
    waitlist,
    payments,
    publicCache,
    health: createHealthService(db, driver),
    auth,
    emailVerification,
    profile: createProfileService(db, { publicUrl }),
    account: createAccountService(db, {
      publicUrl,
      publicData,
      // What each module keeps of a deleted account, erased by that module in the same transaction.
      erasers: [
        eraseBookingContacts,
        eraseEnquiryContacts,
        eraseCustomPackageContacts,
        (tx, userId) => eraseBlogAuthor(tx, userId),
        (tx, userId) => deleteWishlistOf(tx, userId),
        (tx, userId) => deleteTravellersOfAccount(tx, userId),
        (tx, userId) => deleteNotificationsOf(tx, userId),
        (tx, userId) => deleteResetTokensOf(tx, userId),
        (tx, userId) => deleteVerificationTokensOf(tx, userId),
      ],
    }),
    activity,
    settings: createSettingsService(db, {
      activity,
      publicData,
      mailEnv: config,
      hasPricedTrips: async () => (await tours.hasPriced()) || (await treks.hasPriced()),
      payments: { provider: config.PAYMENT_PROVIDER, checkoutUrl: config.RAZORPAY_CHECKOUT_URL },
    }),
    outbox: createOutboxService(db, { activity }),
    tours,
    treks,
    destinations,
    adminDestinations: createAdminDestinationsService(db, { publicData, activity, media }),
    reviews: createReviewsService(db, { catalogue: { tour: tours, trek: treks }, publicData, events: webhookEvents }),
    adminReviews: createAdminReviewsService(db, { activity, publicData, publicUrl }),
    adminTours: createAdminCatalogueService(db, 'tour', { publicData, activity, media }),
    adminTreks: createAdminCatalogueService(db, 'trek', { publicData, activity, media }),
    stats: createStatsService(db),
    search: createSearchService(db, { tours, treks, destinations, freshness: publicCache }),
    wishlist: createWishlistService(db, { tours, treks }),
    departures: createDeparturesService(db, {
      publicData,
      activity,
      travellers,
      onSeatsFreed: (tx, departureId) => waitlist.offerFreed(tx, departureId).then(() => undefined),
      onClosed: (tx, departureId) => waitlist.withdrawForClosed(tx, departureId).then(() => undefined),
      // A new start date moves the departure's bookings: the bookings module's write, in the same transaction.
      moveBookings: moveDepartureBookings,
    }),
    bookings,
    passwordReset: createPasswordResetService(db, { publicUrl, activity }),
    enquiries: createEnquiriesService(db, { publicUrl, tours, treks, events: webhookEvents }),
    customPackages: createCustomPackagesService(db, {
      publicUrl,
      tripPrices: async () => {
        const found = (await Promise.all([tours.priceQuartiles(), treks.priceQuartiles()])).filter((q) => q !== null);
        return found.length === 0
          ? null
          : { low: Math.min(...found.map((q) => q.low)), high: Math.max(...found.map((q) => q.high)) };
      },
    }),
    dashboard: createDashboardService(db),
    analytics: createAnalyticsService(db),
    notifications: createNotificationsService(db, { activity }),
    campaigns: createCampaignsService(db, { publicUrl, activity }),
    media,
    blogs: createBlogsService(db, { media, publicData }),
    adminEnquiries: createAdminEnquiriesService(db, { publicUrl, activity, publicData, bookingEvents }),
    adminBookings: createAdminBookingsService(db, {
      publicUrl,
      publicData,
      activity,
      onlinePayments: payments.provider ? payments : undefined,
      events: bookingEvents,
      bookings,
      waitlist,
    }),
    adminCustomPackages: createAdminCustomPackagesService(db, { publicUrl, activity, bookingEvents }),
    adminCoupons: createAdminCouponsService(db, { activity }),
    adminUsers: createAdminUsersService(db, { activity, publicData }),
    adminBlogs: createAdminBlogsService(db, { activity, publicData }),
    sitePages: createSitePagesService(db, { activity, publicData }),
    webhooks,
    webhookEvents,
    // GST invoices and credit notes of a booking; staff also see the reminders sent.
    bookingDocuments: createBookingDocumentsService(db, { reminders: sentReminders }),
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * Uploaded files: DATA_DIR/uploads, served under /uploads/ by the page routes, or an S3-compatible
 * bucket served from S3_PUBLIC_URL (config requires the bucket and the public URL for `s3`).
 */
function mediaStorage(config: Config): MediaStorage {
  if (config.MEDIA_STORAGE === 's3') {
    return createS3MediaStorage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL!,
    });
  }
  return createLocalMediaStorage(path.join(config.DATA_DIR, 'uploads'));
}
