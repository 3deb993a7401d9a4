import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AdminAuthProvider } from '../admin/auth/admin-auth';
import Toaster from '../components/ui/toaster';
import { AuthProvider } from '../lib/auth';
import { LocaleProvider } from '../lib/locale';
import { LocationShown } from '../lib/navigation';
import { SettingsProvider } from '../lib/settings';
import { tokens } from '../lib/storage';
import { ThemeProvider } from '../lib/theme';

/** A query client as the app's, without retries (a failure shows at once) or garbage collection. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: 5 * 60_000 }, mutations: { retry: false } },
  });
}

/** The routes under a root that settles awaited navigations, as the app's routes do (app/router.tsx). */
function withLocationShown(routes: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <>
          <Outlet />
          <LocationShown />
        </>
      ),
      children: routes,
    },
  ];
}

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <LocaleProvider>
          <SettingsProvider>
            <AuthProvider>
              {children}
              <Toaster />
            </AuthProvider>
          </SettingsProvider>
        </LocaleProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders routes of the public site at `at`, with the app's providers and a toaster, signed in as
 * the traveller of `GET /auth/user` unless `signedIn: false`.
 */
export function renderRoutes(
  routes: RouteObject[],
  { at, signedIn = true, client = testQueryClient() }: { at: string; signedIn?: boolean; client?: QueryClient },
) {
  if (signedIn) tokens.set('user', 'test-token');
  const router = createMemoryRouter(withLocationShown(routes), { initialEntries: [at] });
  const view = render(
    <Providers client={client}>
      <AdminAuthProvider>
        <RouterProvider router={router} />
      </AdminAuthProvider>
    </Providers>,
  );
  return { ...view, router, client };
}

/**
 * Renders one back-office screen inside the site's providers (as the admin app is), signed in as
 * staff (the admin token, `GET /admin/auth/profile`), on a fresh query client.
 */
export function renderAdmin(screen: ReactElement, { client = testQueryClient() }: { client?: QueryClient } = {}) {
  tokens.set('admin', 'test-admin-token');
  const router = createMemoryRouter(withLocationShown([{ path: '*', element: screen }]), {
    initialEntries: ['/admin'],
  });
  const view = render(
    <Providers client={client}>
      <AdminAuthProvider>
        <RouterProvider router={router} />
      </AdminAuthProvider>
    </Providers>,
  );
  return { ...view, router, client };
}
