import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../ui/spinner';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export interface PageShellProps {
  /** The header's search box (a feature, composed in by the app). */
  search?: ReactNode;
  /** Shown after the page content on every page, e.g. the recently viewed box. */
  aside?: ReactNode;
}

/** Header, the routed page, footer and the scroll-to-top button. */
export function PageShell({ search, aside }: PageShellProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <Header search={search} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner fullScreen />}>
          <Outlet />
        </Suspense>
        {aside}
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
