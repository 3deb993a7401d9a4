import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants.ts';

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

/**
 * One address per language: English keeps the bare paths (`/tours`), every other language puts its
 * code in front (`/hi/tours`, `/fr/trek/<slug>`, `/de` for the home page). The back office (/admin)
 * and the API have no prefix.
 */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The cookie holding the reader's language choice, read by the server for its first-address redirect. */
export const LANGUAGE_COOKIE = 'lang';

/** The language an address is in and its path without the prefix: `/hi/tours` → hi, `/tours`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const locale = PREFIXED_LOCALES.find((code) => code === match?.[1]);
  if (!match || !locale) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: match[2] || '/' };
}

/** The address of `path` (an English one, with its query if any) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The public router's basename for a language: none for English, `/hi` for Hindi. */
export function localeBasename(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : `/${locale}`;
}
