import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Its children only once it comes within `margin` of the viewport (and from then on); until then,
 * and on the server and while hydrating, `fallback`, which should keep the children's room. What
 * only a reader who gets that far needs (a form and its validation) then loads no sooner.
 */
export function WhenNear({
  children,
  fallback,
  margin = '600px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={ref}>{fallback}</div>;
}
