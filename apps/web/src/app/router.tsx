import type { RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { PageShell } from '../components/layout/page-shell';
import { RecentlyViewedBox } from '../features/recently-viewed/components/recently-viewed-box';
import { HeaderSearch } from '../features/search/components/header-search';

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
      page('/blog', () => import('./routes/blog')),
      page('/blog/submit', () => import('./routes/blog-submit')),
      page('/blog/:id', () => import('./routes/blog-post')),
      page('/search', () => import('./routes/search')),
      page('/compare', () => import('./routes/compare')),
      page('/custom-builder', () => import('./routes/custom-builder')),
      page('/custom-tour-builder', () => import('./routes/custom-builder')),
      page('/enquiry', () => import('./routes/enquiry')),
      page('/faq', () => import('./routes/faq')),
      page('/terms', () => import('./routes/terms')),
      page('/privacy', () => import('./routes/privacy')),
      page('/booking/trek/:trekId', () => import('./routes/booking-trek')),
      page('/booking/:tourId', () => import('./routes/booking-tour')),
      page('/booking-confirmation/:bookingId', () => import('./routes/booking-confirmation')),
      page('/profile/bookings', () => import('./routes/my-bookings')),
      page('/forgot-password', () => import('./routes/forgot-password')),
      page('/reset-password', () => import('./routes/reset-password')),
      page('/verify-email', () => import('./routes/verify-email')),
      page('/wishlist', () => import('./routes/wishlist')),
      page('*', () => import('./routes/not-found')),
    ],
  },
];
