/**
 * Every address the public site draws a page for, in the order a path is matched (a fixed segment
 * before a parameter: `/blog/submit` before `/blog/:id`). The web router declares one route per
 * entry and the server answers these with 200 (or 404 when the item they name is missing); any
 * other address is a missing page, 404.
 */
export const SITE_PAGE_PATHS = [
  '/',
  '/destinations',
  '/destination/:id',
  '/tours',
  '/tour/:id',
  '/treks',
  '/trek/:id',
  '/packages',
  '/blog',
  '/blog/submit',
  '/blog/:id',
  '/search',
  '/compare',
  '/custom-builder',
  '/custom-tour-builder',
  '/enquiry',
  '/faq',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/profile',
  '/profile/bookings',
  '/wishlist',
  '/booking/trek/:trekId',
  '/booking/:tourId',
  '/booking-confirmation/:bookingId',
  '/bookings/:bookingId/travellers',
] as const;
export type SitePagePath = (typeof SITE_PAGE_PATHS)[number];
