import { STORAGE_KEYS } from '@trails/contracts';
import { createLocalList } from '../../../lib/local-list';

/** At most this many tours side by side: beyond it a table no longer fits a screen. */
export const COMPARE_MAX = 4;

/** A tour as the compare table shows it (kept in this browser). */
export interface CompareItem {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  price: number;
  original_price: number | null;
  destination: string;
  duration_days: number;
  duration_nights: number;
  rating: number | null;
  review_count: number;
  category: string;
}

const isCompareItem = (value: unknown): value is CompareItem => {
  const item = value as CompareItem | null;
  return typeof item === 'object' && item !== null && typeof item.id === 'number' && typeof item.slug === 'string' && typeof item.price === 'number';
};

export const compareList = createLocalList<CompareItem>(STORAGE_KEYS.compare, COMPARE_MAX, isCompareItem);
