import type { TourSummary, TrekSummary } from '@trails/contracts/catalogue';
import type { CompareItem } from './compare-list';

/** A tour or a trek, as the compare toggle receives it. */
export type ComparableTrip = { kind: 'tour'; trip: TourSummary } | { kind: 'trek'; trip: TrekSummary };

/** What the compare table keeps of a tour or trek (in this browser, so it shows without a request). */
export function toCompareItem(entry: ComparableTrip): CompareItem {
  const { trip } = entry;
  const common = {
    id: trip.id,
    slug: trip.slug,
    title: trip.title,
    image: trip.image,
    price: trip.price,
    original_price: trip.original_price,
    destination: trip.destination.name,
    duration_days: trip.duration_days,
    duration_nights: trip.duration_nights,
    rating: trip.rating,
    review_count: trip.review_count,
  };
  if (entry.kind === 'tour') return { ...common, type: 'tour', category: entry.trip.category };
  return {
    ...common,
    type: 'trek',
    category: null,
    max_altitude_m: entry.trip.max_altitude_m,
    trek_grade: entry.trip.trek_grade,
    difficulty_level: entry.trip.difficulty_level,
  };
}
