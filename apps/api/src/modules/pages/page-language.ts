/**
 * One address per language: which language a page address is in, where a visitor's first
 * un-prefixed (English) address sends them, and the alternates a page names for each language.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@trails/contracts/constants';
import { LANGUAGE_COOKIE, localePath, splitLocalePath, type SitePagePath } from '@trails/contracts/site-pages';
import { requestLocale } from '../../lib/language.ts';

/** The chosen language is remembered for a year. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Open Graph's `og:locale` of each language (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_IN',
  hi: 'hi_IN',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
};

/** The `lang` cookie's language, when it names one the site has. */
export function cookieLocale(cookie: string | string[] | undefined): Locale | null {
  const header = Array.isArray(cookie) ? cookie.join('; ') : cookie;
  if (!header) return null;
  for (const part of header.slice(0, 4096).split(';')) {
    const [name, value] = part.split('=', 2).map((text) => text.trim());
    if (name !== LANGUAGE_COOKIE) continue;
    return LOCALES.find((locale) => locale === value?.toLowerCase()) ?? null;
  }
  return null;
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The language an un-prefixed (English) page address should send its visitor to, or null: the
 * `lang` cookie's choice, or without a cookie the first of the browser's languages the site has.
 * English (chosen, preferred, or a crawler with neither) stays. Addresses with a prefix, the
 * back office and anything not a GET of a page are never redirected; the caller checks that the
 * address is a public page.
 */
export function redirectLocale(url: string, headers: IncomingHttpHeaders): Locale | null {
  const pathname = url.split('?')[0] ?? '/';
  if (splitLocalePath(pathname).locale !== DEFAULT_LOCALE || isAdminPath(pathname)) return null;
  const preferred = cookieLocale(headers.cookie) ?? requestLocale(headers['accept-language']);
  return preferred && preferred !== DEFAULT_LOCALE ? preferred : null;
}

/** `Set-Cookie` of the language choice, readable by the web app too (it sets the same cookie). */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The page's address in every language and `x-default` (the English one), absolute. */
export function alternateLinks(origin: string, englishPath: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${origin}${localePath(locale, englishPath)}` })),
    { hreflang: 'x-default', href: `${origin}${englishPath}` },
  ];
}

/**
 * The translation (namespace and key, as the page's own `usePageTitle` names it) of each fixed
 * page's title: a page at another language's address has its `<title>` in that language from the
 * first byte. Pages of one item (a tour, an article) take their item's title instead.
 */
export const PAGE_TITLE_KEYS: Partial<Record<SitePagePath, [ns: 'common' | 'info', key: string]>> = {
  '/destinations': ['common', 'nav.destinations'],
  '/tours': ['common', 'nav.tours'],
  '/treks': ['common', 'nav.treks'],
  '/packages': ['common', 'packages.title'],
  '/blog': ['common', 'blog.title'],
  '/blog/submit': ['common', 'blog.submitTitle'],
  '/search': ['common', 'search.title'],
  '/compare': ['common', 'compare.title'],
  '/custom-builder': ['common', 'customTrip.title'],
  '/custom-tour-builder': ['common', 'customTrip.title'],
  '/enquiry': ['common', 'enquiry.pageTitle'],
  '/faq': ['info', 'faq.title'],
  '/terms': ['info', 'terms.title'],
  '/privacy': ['info', 'privacy.title'],
  '/login': ['common', 'nav.login'],
  '/register': ['common', 'nav.signUp'],
  '/forgot-password': ['common', 'passwordReset.forgotTitle'],
  '/reset-password': ['common', 'passwordReset.resetTitle'],
  '/verify-email': ['common', 'verifyEmail.title'],
  '/profile': ['common', 'nav.profile'],
  '/profile/bookings': ['common', 'myBookings.title'],
  '/wishlist': ['common', 'nav.wishlist'],
  '/booking/trek/:trekId': ['common', 'pages.booking'],
  '/booking/:tourId': ['common', 'pages.booking'],
  '/booking-confirmation/:bookingId': ['common', 'pages.bookingConfirmation'],
  '/bookings/:bookingId/travellers': ['common', 'travellerDetails.title'],
};

/** A reader of the web app's translation files: a language's namespace as JSON, or null. */
export type LocaleReader = (lng: string, ns: string) => object | null;

/**
 * A text of the web app's translations (`ns`, dotted `key`) in `locale`, its `{{placeholders}}`
 * filled from `values`; null when there is none, it is not a plain text, or a placeholder is left.
 */
export function localeText(
  readLocale: LocaleReader,
  locale: Locale,
  ns: 'common' | 'info',
  key: string,
  values: Record<string, string> = {},
): string | null {
  let value: unknown = readLocale(locale, ns);
  for (const part of key.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (typeof value !== 'string') return null;
  const filled = value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  return filled.includes('{{') ? null : filled;
}

/** A fixed page's title in `locale`, from the web app's translations, or null (none, or not a plain text). */
export function pageTitle(path: SitePagePath, locale: Locale, readLocale: LocaleReader): string | null {
  const entry = PAGE_TITLE_KEYS[path];
  return entry ? localeText(readLocale, locale, entry[0], entry[1]) : null;
}

/**
 * The translation (namespace and key) of each fixed page's introduction, as the page shows it: at
 * another language's address the page describes itself in that language (the English address keeps
 * its own words).
 */
export const PAGE_DESCRIPTION_KEYS: Partial<Record<SitePagePath, [ns: 'common' | 'info', key: string]>> = {
  '/destinations': ['common', 'destinations.subtitle'],
  '/tours': ['common', 'tours.subtitle'],
  '/treks': ['common', 'treks.intro'],
  '/packages': ['common', 'packages.subtitle'],
  '/blog': ['common', 'blog.subtitle'],
  '/blog/submit': ['common', 'blog.submitSubtitle'],
  '/custom-builder': ['common', 'customTrip.subtitle'],
  '/custom-tour-builder': ['common', 'customTrip.subtitle'],
  '/enquiry': ['common', 'enquiry.pageIntro'],
  '/faq': ['info', 'faq.intro'],
};

/** A fixed page's description in `locale`, from the web app's translations, or null. */
export function pageDescription(path: SitePagePath, locale: Locale, readLocale: LocaleReader): string | null {
  const entry = PAGE_DESCRIPTION_KEYS[path];
  return entry ? localeText(readLocale, locale, entry[0], entry[1]) : null;
}
