import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

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

/**
 * Text typed into a server-rendered box before the page's scripts ran is in the box but not in
 * React's state (React keeps what the reader typed when it hydrates, and no change event reaches
 * it). Once mounted, hands that text to `onTyped`, and whether the box still has the focus.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  rendered: string,
  onTyped: (text: string, focused: boolean) => void,
) {
  const first = useRef([rendered, onTyped] as const);
  useEffect(() => {
    const [value, typed] = first.current;
    const input = ref.current;
    if (input && input.value !== value) typed(input.value, document.activeElement === input);
  }, [ref]);
}

declare global {
  interface Window {
    /** The header toggles tapped before the app started (public/theme-init.js). */
    __trailsTaps?: string[];
    /** Set just before React takes the page over: from then on React handles taps itself. */
    __trailsAppStarted?: boolean;
  }
}

/** Called just before React hydrates or renders the page: taps from now on reach React. */
export function markAppStarted(): void {
  window.__trailsAppStarted = true;
}

/**
 * A toggle marked `data-tap-before-app={name}` that was tapped before the app started: the page is
 * painted before its scripts run, and public/theme-init.js keeps such taps in window.__trailsTaps
 * until `markAppStarted`, after which React handles taps itself. Once mounted, calls `onTapped`
 * (which should open, not toggle, so a tap is never acted on twice) and forgets the tap.
 */
export function useTappedBeforeApp(name: string, onTapped: () => void): void {
  const first = useRef(onTapped);
  useEffect(() => {
    const taps = window.__trailsTaps;
    if (!taps?.includes(name)) return;
    window.__trailsTaps = taps.filter((tap) => tap !== name);
    first.current();
  }, [name]);
}
