import { useCallback, useEffect, useState } from 'react';

export interface InViewOptions {
  /** The share of the element that must be on the screen. */
  threshold?: number;
  /**
   * How far around the screen counts as on it (IntersectionObserver's rootMargin): `'100% 0px'`
   * is a screen's height above and below, so what is drawn there is ready when it is reached.
   */
  rootMargin?: string;
  /** Whether to watch yet (false: not seen, nothing observed). */
  enabled?: boolean;
}

/**
 * True once the element has come into view, or as near it as `rootMargin` says (and stays true).
 * Without IntersectionObserver the element counts as visible straight away.
 */
export function useInViewOnce<T extends Element>({
  threshold = 0.3,
  rootMargin = '0px',
  enabled = true,
}: InViewOptions = {}): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  const ref = useCallback((element: T | null) => setNode(element), []);

  useEffect(() => {
    if (!enabled || !node || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, node, seen, threshold, rootMargin]);

  return [ref, seen];
}

/** Within a screen's height of the screen: where a band below the first screen starts to load. */
export const NEAR_SCREEN: InViewOptions = { threshold: 0, rootMargin: '100% 0px' };
