/**
 * Every route of the public site, with the English title and description crawlers see in the
 * first HTML. Entity pages (tour, trek, destination, blog) get their own values from resolvers
 * that the catalogue modules add.
 */
import type { SitePagePath } from '@trails/contracts/site-pages';
import { withoutTrailingSlashes } from '../../lib/text.ts';

export interface PublicPage {
  path: SitePagePath;
  title: string;
  description?: string;
  /** Listed in sitemap.xml. */
  inSitemap?: boolean;
  /** Private or transactional: crawlers are asked not to index it. */
  noindex?: boolean;
  /** Another address of the same page: its canonical link names this path instead. */
  canonicalPath?: string;
}

const CUSTOM_TRIP_DESCRIPTION = 'Tell us where and how you want to travel; we will plan and quote your custom trip.';

/** One entry for each of the site's pages (`SITE_PAGE_PATHS`; a test holds the two lists equal). */
export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', title: 'Home', inSitemap: true },
  {
    path: '/destinations',
    title: 'Destinations',
    description: 'Hill stations and Himalayan valleys to explore, from Shimla to Leh.',
    inSitemap: true,
  },
  { path: '/destination/:id', title: 'Destination' },
  {
    path: '/tours',
    title: 'Tours',
    description: 'Guided tours across the Indian Himalaya: adventure, culture, lakes and nature.',
    inSitemap: true,
  },
  { path: '/tour/:id', title: 'Tour' },
  {
    path: '/treks',
    title: 'Treks',
    description: 'Himalayan treks by difficulty, duration and altitude.',
    inSitemap: true,
  },
  { path: '/trek/:id', title: 'Trek' },
  {
    path: '/packages',
    title: 'Packages',
    description: 'Bookable tour packages with prices and dates.',
    inSitemap: true,
  },
  { path: '/blog', title: 'Blog', description: 'Travel stories, tips and guides from the mountains.', inSitemap: true },
  {
    path: '/blog/submit',
    title: 'Submit a Blog',
    description: 'Share your Himalayan travel story; our team reviews every post before it is published.',
  },
  { path: '/blog/:id', title: 'Blog' },
  { path: '/search', title: 'Search Results', noindex: true },
  { path: '/compare', title: 'Compare Tours', noindex: true },
  {
    path: '/custom-builder',
    title: 'Build Your Custom Trip',
    description: CUSTOM_TRIP_DESCRIPTION,
    inSitemap: true,
  },
  {
    path: '/custom-tour-builder',
    title: 'Build Your Custom Trip',
    description: CUSTOM_TRIP_DESCRIPTION,
    canonicalPath: '/custom-builder',
  },
  {
    path: '/enquiry',
    title: 'Contact Us',
    description: 'Ask us anything about tours, treks and custom trips.',
    inSitemap: true,
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    description:
      'Fitness and altitude sickness, permits, what to pack, best seasons, payment, cancellation, group sizes and safety on Himalayan treks.',
    inSitemap: true,
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description:
      'Booking, payment, cancellation and refund terms, liability, travel insurance and conduct on our tours and treks.',
    inSitemap: true,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What personal data we collect for accounts, bookings, enquiries and reviews, how we use and keep it, and your rights.',
    inSitemap: true,
  },
  { path: '/login', title: 'Login', noindex: true },
  { path: '/register', title: 'Sign Up', noindex: true },
  { path: '/forgot-password', title: 'Forgot Password', noindex: true },
  { path: '/reset-password', title: 'Reset Password', noindex: true },
  { path: '/verify-email', title: 'Verify Email', noindex: true },
  { path: '/profile', title: 'Profile', noindex: true },
  { path: '/profile/bookings', title: 'My Bookings', noindex: true },
  { path: '/wishlist', title: 'Wishlist', noindex: true },
  { path: '/booking/trek/:trekId', title: 'Book Your Trek', noindex: true },
  { path: '/booking/:tourId', title: 'Book Your Trip', noindex: true },
  { path: '/booking-confirmation/:bookingId', title: 'Booking Confirmation', noindex: true },
  { path: '/bookings/:bookingId/travellers', title: 'Traveller Details', noindex: true },
];

/** `/tour/:id` against `/tour/manali-escape` gives `{ id: 'manali-escape' }`; no match gives null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = withoutTrailingSlashes(pathname).split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) return null;
  }
  return params;
}

export function findPublicPage(pathname: string): { page: PublicPage; params: Record<string, string> } | null {
  for (const page of PUBLIC_PAGES) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}
