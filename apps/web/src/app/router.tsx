import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { PageShell } from '../components/layout/page-shell';
import { RecentlyViewedBox } from '../features/recently-viewed/components/recently-viewed-box';
import { HeaderSearch } from '../features/search/components/header-search';

/** A screen whose feature is still being built: shows its title and a short note. */
const comingSoon = (titleKey: string, path: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ComingSoon } = await import('./routes/coming-soon');
    return { element: <ComingSoon titleKey={titleKey} /> };
  },
});

const page = (path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    // The back office is its own app, downloaded only when an /admin address is opened.
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('../admin/admin-app')).default }),
    errorElement: <RouteError />,
  },
  {
    element: <PageShell search={<HeaderSearch />} aside={<RecentlyViewedBox />} />,
    errorElement: <RouteError />,
    children: [
      page('/', () => import('./routes/home')),
      page('/login', () => import('./routes/login')),
      page('/register', () => import('./routes/register')),
      page('/profile', () => import('./routes/profile')),
      page('/destinations', () => import('./routes/destinations')),
      page('/destination/:id', () => import('./routes/destination')),
      page('/tours', () => import('./routes/tours')),
      page('/tour/:id', () => import('./routes/tour')),
      page('/treks', () => import('./routes/treks')),
      page('/trek/:id', () => import('./routes/trek')),
      page('/packages', () => import('./routes/packages')),
      comingSoon('nav.blog', '/blog'),
      comingSoon('pages.blogSubmit', '/blog/submit'),
      comingSoon('nav.blog', '/blog/:id'),
      page('/search', () => import('./routes/search')),
      page('/compare', () => import('./routes/compare')),
      comingSoon('nav.customTrip', '/custom-builder'),
      comingSoon('nav.customTrip', '/custom-tour-builder'),
      page('/enquiry', () => import('./routes/enquiry')),
      comingSoon('footer.faq', '/faq'),
      comingSoon('footer.terms', '/terms'),
      comingSoon('footer.privacy', '/privacy'),
      page('/booking/trek/:trekId', () => import('./routes/booking-trek')),
      page('/booking/:tourId', () => import('./routes/booking-tour')),
      page('/booking-confirmation/:bookingId', () => import('./routes/booking-confirmation')),
      page('/profile/bookings', () => import('./routes/my-bookings')),
      page('/forgot-password', () => import('./routes/forgot-password')),
      page('/reset-password', () => import('./routes/reset-password')),
      page('/wishlist', () => import('./routes/wishlist')),
      page('*', () => import('./routes/not-found')),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
