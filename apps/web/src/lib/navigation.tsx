import { useCallback, useLayoutEffect } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';

/** Navigations waiting for the next address the app shows. */
const waiting = new Set<() => void>();

/**
 * Settles the navigations waiting to be shown, each time the router commits a new address. The
 * app's routes render it once (app/router.tsx); so do the component tests' routes.
 */
export function LocationShown() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    for (const settle of [...waiting]) settle();
    waiting.clear();
  }, [key]);
  return null;
}

/**
 * `navigate`, awaitable: the promise settles once the new address is on screen. The router moves
 * in a transition, so the page left stays shown while the next page's code loads; a caller that
 * must not act while it is still shown (a sign-out from a page that needs a session) waits here.
 */
export function useNavigateShown(): (to: To, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      const shown = new Promise<void>((resolve) => waiting.add(resolve));
      void navigate(to, options);
      return shown;
    },
    [navigate],
  );
}
