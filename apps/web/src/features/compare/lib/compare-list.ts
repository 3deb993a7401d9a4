import { STORAGE_KEYS, type DifficultyLevel } from '@trails/contracts/constants';
import { createLocalList } from '../../../lib/local-list';

/** At most this many trips side by side: beyond it a table no longer fits a screen. */
export const COMPARE_MAX = 4;

/** A tour or a trek as the compare table shows it (kept in this browser). */
export interface CompareItem {
  id: number;
  /** Absent in entries kept before treks could be compared: those are tours. */
  type?: 'tour' | 'trek';
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
  /** A tour's category; null for a trek. */
  category: string | null;
  /** A trek's own facts. */
  max_altitude_m?: number | null;
  trek_grade?: string | null;
  difficulty_level?: DifficultyLevel;
}

/** Whether an entry is a tour or a trek (their ids overlap). */
export const compareKindOf = (item: Pick<CompareItem, 'type'>): 'tour' | 'trek' => item.type ?? 'tour';

const isCompareItem = (value: unknown): value is CompareItem => {
  const item = value as CompareItem | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'number' &&
    typeof item.slug === 'string' &&
    typeof item.price === 'number' &&
    (item.type === undefined || item.type === 'tour' || item.type === 'trek')
  );
};

/** Tours and treks, newest first; a tour and a trek may share an id. */
export const compareList = createLocalList<CompareItem>(
  STORAGE_KEYS.compare,
  COMPARE_MAX,
  isCompareItem,
  (a, b) => a.id === b.id && compareKindOf(a) === compareKindOf(b),
);
