import { LIMITS } from '@trails/contracts/constants';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalList } from '../../../lib/local-list';
import { itemPath, recentlyViewed, type RecentlyViewedItem } from '../../../lib/recently-viewed';

/** Pages where a list of places to go back to would only distract. */
const HIDDEN_ON = [paths.login(), paths.register(), paths.profile()];

/** The entries to show on `pathname`: the page's own item left out, at most 3. */
export function visibleRecentlyViewed(items: RecentlyViewedItem[], pathname: string): RecentlyViewedItem[] {
  const current = pathname.replace(/\/+$/, '');
  return items
    .filter((item) => itemPath(item, item.slug) !== current && itemPath(item, item.id) !== current)
    .slice(0, LIMITS.recentlyViewed);
}

/** Its entries' code loads once there is something to show: never on a first visit. */
const RecentlyViewedList = lazy(() => import('./recently-viewed-list'));

/** The last tours, treks and destinations looked at, newest first, at the bottom of every public page. */
export function RecentlyViewedBox() {
  const { pathname } = useLocation();
  const items = useLocalList(recentlyViewed);
  const hidden = HIDDEN_ON.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  const visible = visibleRecentlyViewed(items, pathname);
  if (hidden || visible.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList visible={visible} />
    </Suspense>
  );
}
