import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { PageShell } from '../components/layout/page-shell';

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
    element: <PageShell />,
    errorElement: <RouteError />,
    children: [
      page('/', () => import('./routes/home')),
      page('/login', () => import('./routes/login')),
      page('/register', () => import('./routes/register')),
      page('/profile', () => import('./routes/profile')),
      comingSoon('nav.destinations', '/destinations'),
      comingSoon('pages.destination', '/destination/:id'),
      comingSoon('nav.tours', '/tours'),
      comingSoon('pages.tour', '/tour/:id'),
      comingSoon('nav.treks', '/treks'),
      comingSoon('pages.trek', '/trek/:id'),
      comingSoon('nav.packages', '/packages'),
      comingSoon('nav.blog', '/blog'),
      comingSoon('pages.blogSubmit', '/blog/submit'),
      comingSoon('nav.blog', '/blog/:id'),
      comingSoon('pages.search', '/search'),
      comingSoon('nav.compare', '/compare'),
      comingSoon('nav.customTrip', '/custom-builder'),
      comingSoon('nav.customTrip', '/custom-tour-builder'),
      comingSoon('nav.contact', '/enquiry'),
      comingSoon('footer.faq', '/faq'),
      comingSoon('footer.terms', '/terms'),
      comingSoon('footer.privacy', '/privacy'),
      comingSoon('pages.booking', '/booking/:tourId'),
      comingSoon('pages.bookingConfirmation', '/booking-confirmation/:bookingId'),
      {
        path: '/wishlist',
        lazy: async () => {
          const [{ ComingSoon }, { RequireAuth }] = await Promise.all([import('./routes/coming-soon'), import('./require-auth')]);
          return {
            element: (
              <RequireAuth>
                <ComingSoon titleKey="nav.wishlist" />
              </RequireAuth>
            ),
          };
        },
      },
      page('*', () => import('./routes/not-found')),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
