import type { RouteObject } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@trails/contracts/constants';
import type { SitePagePath } from '@trails/contracts/site-pages';
import { RouteError } from '../components/errors/route-error';
import { PageShell } from '../components/layout/page-shell';
import { RecentlyViewedBox } from '../features/recently-viewed/components/recently-viewed-box';
import { HeaderSearch } from '../features/search/components/header-search';
import type { PageRouteHandle, RoutePrefetch } from './route-prefetch';

/** A page's module: its component, and what its first view reads (see route-prefetch.ts). */
type PageModule = { default: React.ComponentType; prefetch?: RoutePrefetch };

/** The module of every page the site draws; the type asks for one per `SITE_PAGE_PATHS` entry. */
const SITE_PAGES: Record<SitePagePath, () => Promise<PageModule>> = {
  '/': () => import('./routes/home'),
  '/login': () => import('./routes/login'),
  '/register': () => import('./routes/register'),
  '/profile': () => import('./routes/profile'),
  '/destinations': () => import('./routes/destinations'),
  '/destination/:id': () => import('./routes/destination'),
  '/tours': () => import('./routes/tours'),
  '/tour/:id': () => import('./routes/tour'),
  '/treks': () => import('./routes/treks'),
  '/trek/:id': () => import('./routes/trek'),
  '/packages': () => import('./routes/packages'),
  '/blog': () => import('./routes/blog'),
  '/blog/submit': () => import('./routes/blog-submit'),
  '/blog/:id': () => import('./routes/blog-post'),
  '/search': () => import('./routes/search'),
  '/compare': () => import('./routes/compare'),
  '/custom-builder': () => import('./routes/custom-builder'),
  '/custom-tour-builder': () => import('./routes/custom-builder'),
  '/enquiry': () => import('./routes/enquiry'),
  '/faq': () => import('./routes/faq'),
  '/terms': () => import('./routes/terms'),
  '/privacy': () => import('./routes/privacy'),
  '/booking/trek/:trekId': () => import('./routes/booking-trek'),
  '/booking/:tourId': () => import('./routes/booking-tour'),
  '/booking-confirmation/:bookingId': () => import('./routes/booking-confirmation'),
  '/profile/bookings': () => import('./routes/my-bookings'),
  '/bookings/:bookingId/travellers': () => import('./routes/traveller-details'),
  '/forgot-password': () => import('./routes/forgot-password'),
  '/reset-password': () => import('./routes/reset-password'),
  '/verify-email': () => import('./routes/verify-email'),
  '/wishlist': () => import('./routes/wishlist'),
};

const page = (path: string, load: () => Promise<PageModule>): RouteObject => ({
  path,
  lazy: async () => {
    const module = await load();
    const handle: PageRouteHandle = { prefetch: module.prefetch };
    return { Component: module.default, handle };
  },
});

const siteRoutes: RouteObject = {
  element: <PageShell search={<HeaderSearch />} aside={<RecentlyViewedBox />} />,
  errorElement: <RouteError />,
  children: [
    ...Object.entries(SITE_PAGES).map(([path, load]) => page(path, load)),
    page('*', () => import('./routes/not-found')),
  ],
};

export const routes: RouteObject[] = [
  {
    // The back office is its own app, downloaded only when an /admin address is opened.
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('../admin/admin-app')).default }),
    errorElement: <RouteError />,
  },
  siteRoutes,
];

/**
 * The routes under a language's prefix (the router's basename, `/hi`): the public pages only, as
 * the back office has no address per language (`/hi/admin` is a missing page).
 */
export const localeRoutes: RouteObject[] = [siteRoutes];

/** The routes of a router whose basename is this language's prefix (none for English). */
export function routesFor(locale: Locale): RouteObject[] {
  return locale === DEFAULT_LOCALE ? routes : localeRoutes;
}
