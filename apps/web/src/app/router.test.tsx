import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../components/errors/route-error';
import { useNavigateShown } from '../lib/navigation';
import { AppRoutes, loadRoutePages, pageRoute, type PageModule } from './router';

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const module = (Page: () => React.ReactNode, prefetch?: PageModule['prefetch']): PageModule => ({
  default: Page,
  prefetch,
});

describe('loadRoutePages', () => {
  it('loads the code of the pages an address opens, once, with their prefetch and parameters', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(module(() => 'a trip', prefetch)));
    const other = vi.fn(() => Promise.resolve(module(() => 'elsewhere')));
    const routes: RouteObject[] = [{ children: [pageRoute('/trip/:id', load), pageRoute('/other', other)] }];

    expect(await loadRoutePages(routes, '/trip/7', undefined)).toEqual([{ prefetch, params: { id: '7' } }]);
    await loadRoutePages(routes, '/trip/8', undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('answers null for an address outside the basename or the routes', async () => {
    const routes = [pageRoute('/trip/:id', () => Promise.resolve(module(() => 'a trip')))];
    expect(await loadRoutePages(routes, '/trip/7', '/hi')).toBeNull();
    expect(await loadRoutePages(routes, '/nowhere', undefined)).toBeNull();
    expect(await loadRoutePages(routes, '/hi/trip/7', '/hi')).toEqual([{ prefetch: undefined, params: { id: '7' } }]);
  });

  it('tries a failed download again', async () => {
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module(() => 'a trip'));
    const routes = [pageRoute('/trip', load)];
    await expect(loadRoutePages(routes, '/trip', undefined)).rejects.toThrow('offline');
    expect(await loadRoutePages(routes, '/trip', undefined)).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('AppRoutes', () => {
  it('draws a loaded page at once, and keeps the page left on screen until the next one is here', async () => {
    const next = deferred<PageModule>();
    const shown: string[] = [];
    function First() {
      const navigate = useNavigateShown();
      return (
        <button
          type="button"
          onClick={() => void navigate('/second').then(() => shown.push(document.body.textContent))}
        >
          first page
        </button>
      );
    }
    const routes = [pageRoute('/', () => Promise.resolve(module(First))), pageRoute('/second', () => next.promise)];
    await loadRoutePages(routes, '/', undefined);
    // Awaited: a render that suspends settles inside act.
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/']}>
          {/* As the page shell's, around its pages. */}
          <Suspense fallback="loading">
            <AppRoutes routes={routes} />
          </Suspense>
        </MemoryRouter>,
      );
    });
    // No fallback first: the page's code was loaded before the render.
    expect(screen.getByRole('button', { name: 'first page' })).toBeInTheDocument();

    // A click whose navigation suspends, settled inside act.
    await act(async () => screen.getByRole('button', { name: 'first page' }).click());
    expect(screen.getByRole('button', { name: 'first page' })).toBeInTheDocument();
    expect(shown).toEqual([]);

    await act(async () => next.resolve(module(() => <p>second page</p>)));
    expect(await screen.findByText('second page')).toBeInTheDocument();
    // The awaited navigation settled once the second page was shown, the first gone.
    expect(shown).toEqual(['second page']);
  });
});

describe('RouteErrorBoundary', () => {
  it('shows what failed instead of the page, until the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): React.ReactNode {
      throw new Error('the itinerary is missing');
    }
    function Leave() {
      const navigate = useNavigateShown();
      const [left, setLeft] = useState(false);
      return left ? null : (
        <button
          type="button"
          onClick={() => {
            setLeft(true);
            void navigate('/fine');
          }}
        >
          leave
        </button>
      );
    }
    const routes: RouteObject[] = [
      {
        element: (
          <>
            <Leave />
            <RouteErrorBoundary>
              <AppRoutes
                routes={[
                  pageRoute('/broken', () => Promise.resolve(module(Broken))),
                  pageRoute('/fine', () => Promise.resolve(module(() => <p>a fine page</p>))),
                ]}
              />
            </RouteErrorBoundary>
          </>
        ),
        path: '*',
      },
    ];
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/broken']}>
          <Suspense fallback="loading">
            <AppRoutes routes={routes} />
          </Suspense>
        </MemoryRouter>,
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected Application Error!');
    expect(alert).toHaveTextContent('the itinerary is missing');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    await act(async () => screen.getByRole('button', { name: 'leave' }).click());
    expect(await screen.findByText('a fine page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
