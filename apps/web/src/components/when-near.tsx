import type { ReactNode } from 'react';
import { NEAR_SCREEN, useInViewOnce } from '../lib/use-in-view';

/**
 * Its children only once it comes within `margin` of the viewport (and from then on); until then,
 * and on the server and while hydrating, `fallback`, which should keep the children's room. What
 * only a reader who gets that far needs (a form and its validation, a band's cards) then loads no
 * sooner.
 */
export function WhenNear({
  children,
  fallback,
  margin = NEAR_SCREEN.rootMargin,
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
}) {
  const [ref, near] = useInViewOnce<HTMLDivElement>({ threshold: 0, rootMargin: margin });
  return near ? children : <div ref={ref}>{fallback}</div>;
}
