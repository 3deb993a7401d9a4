import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element has scrolled into view (and stays true). Without IntersectionObserver
 * the element counts as visible straight away.
 */
export function useInViewOnce<T extends Element>(threshold = 0.3): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  const ref = useCallback((element: T | null) => setNode(element), []);

  useEffect(() => {
    if (!node || seen) return;
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
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, seen, threshold]);

  return [ref, seen];
}
