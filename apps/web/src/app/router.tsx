import { use, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type Location, type Params, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@trails/contracts/constants';
import type { SitePagePath } from '@trails/contracts/site-pages';
import { RouteErrorBoundary } from '../components/errors/route-error';
import { PageShell } from '../components/layout/page-shell';
import { RecentlyViewedBox } from '../features/recently-viewed/components/recently-viewed-box';
import { HeaderSearch } from '../features/search/components/header-search';
import { LocationShown } from '../lib/navigation';
import type { RoutePrefetch } from './route-prefetch';

/** A page's module: its component, and what its first view reads (see route-prefetch.ts). */
export type PageModule = { default: ComponentType; prefetch?: RoutePrefetch };

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

/**
 * A page whose code is downloaded when it is first shown (or before, see `loadRoutePages`): the
 * router keeps the page being left on screen while it loads, as navigations run in a transition.
 */
class LazyPage {
  module: PageModule | undefined;
  private loading: Promise<PageModule> | undefined;
  private readonly loadModule: () => Promise<PageModule>;

  constructor(loadModule: () => Promise<PageModule>) {
    this.loadModule = loadModule;
  }

  load(): Promise<PageModule> {
    this.loading ??= this.loadModule().then(
      (module) => (this.module = module),
      (error: unknown) => {
        // A failed download (a new release, a dropped connection) is tried again next time.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}

/** A lazy page's component once its code is here; until then the render waits for it. */
function LazyPageView({ page }: { page: LazyPage }) {
  const { default: Page } = page.module ?? use(page.load());
  return <Page />;
}

/** The lazy page a route draws, if it draws one (set in its `handle`). */
function lazyPageOf(route: RouteObject): LazyPage | undefined {
  return route.handle instanceof LazyPage ? route.handle : undefined;
}

/** A route drawing a lazily loaded page (exported for the tests). */
export const pageRoute = (path: string, load: () => Promise<PageModule>): RouteObject => {
  const lazyPage = new LazyPage(load);
  return { path, element: <LazyPageView page={lazyPage} />, handle: lazyPage };
};

const siteRoutes: RouteObject = {
  element: (
    <RouteErrorBoundary>
      <PageShell search={<HeaderSearch />} aside={<RecentlyViewedBox />} />
    </RouteErrorBoundary>
  ),
  children: [
    ...Object.entries(SITE_PAGES).map(([path, load]) => pageRoute(path, load)),
    pageRoute('*', () => import('./routes/not-found')),
  ],
};

const adminPage = new LazyPage(async () => ({ default: (await import('../admin/admin-app')).default }));

export const routes: RouteObject[] = [
  {
    // The back office is its own app, downloaded only when an /admin address is opened.
    path: '/admin/*',
    element: (
      <RouteErrorBoundary>
        <LazyPageView page={adminPage} />
      </RouteErrorBoundary>
    ),
    handle: adminPage,
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

/** A page the address opens, with its code loaded: what it says its first view reads, and its parameters. */
export interface LoadedRoutePage {
  prefetch: RoutePrefetch | undefined;
  params: Params;
}

/**
 * The pages an address opens, their code loaded, so that the first render draws them at once (the
 * server's render, and the browser's hydration of it); null when the address is outside the
 * routes' basename.
 */
export async function loadRoutePages(
  routeList: RouteObject[],
  location: Partial<Location> | string,
  basename: string | undefined,
): Promise<LoadedRoutePage[] | null> {
  const matches = matchRoutes(routeList, location, basename);
  if (!matches) return null;
  const pages = await Promise.all(
    matches.map(async ({ route, params }) => {
      const lazyPage = lazyPageOf(route);
      return lazyPage ? { prefetch: (await lazyPage.load()).prefetch, params } : null;
    }),
  );
  return pages.filter((loaded) => loaded !== null);
}

/** The app's routes, drawn for the router's address (the browser's, or the server's static one). */
export function AppRoutes({ routes: routeList }: { routes: RouteObject[] }) {
  return (
    <>
      {useRoutes(routeList)}
      <LocationShown />
    </>
  );
}
