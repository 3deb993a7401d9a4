import { LIMITS, STORAGE_KEYS } from '@trails/contracts/constants';
import { createLocalList } from './local-list';

/** What the recently viewed box shows of a tour, trek or destination (stored under `recentlyViewed`). */
export interface RecentlyViewedItem {
  id: number;
  type: 'tour' | 'trek' | 'destination';
  /** Used in the link: /{type}/{slug}. */
  slug: string;
  title: string;
  image: string | null;
  price?: number;
  country?: string;
}

/** An entry's page: `/{type}/{slug}` (or its id). */
export const itemPath = (item: Pick<RecentlyViewedItem, 'type'>, key: string | number) => `/${item.type}/${key}`;

const isRecentlyViewedItem = (value: unknown): value is RecentlyViewedItem => {
  const item = value as RecentlyViewedItem | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'number' &&
    ['tour', 'trek', 'destination'].includes(item.type) &&
    typeof item.slug === 'string' &&
    typeof item.title === 'string'
  );
};

/** The last 3 things looked at, newest first; a tour and a destination may share an id. */
export const recentlyViewed = createLocalList<RecentlyViewedItem>(
  STORAGE_KEYS.recentlyViewed,
  LIMITS.recentlyViewed,
  isRecentlyViewedItem,
  (a, b) => a.id === b.id && a.type === b.type,
);
