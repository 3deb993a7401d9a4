import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates server-rendered HTML (and on the server), true otherwise. What differs
 * per browser (a stored token, the theme) renders its server value until hydration is done, then
 * its own: the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
