import type { TourSummary } from '@trails/contracts';
import type { CompareItem } from './compare-list';

/** What the compare table keeps of a tour (in this browser, so it shows without a request). */
export function toCompareItem(tour: TourSummary): CompareItem {
  return {
    id: tour.id,
    slug: tour.slug,
    title: tour.title,
    image: tour.image,
    price: tour.price,
    original_price: tour.original_price,
    destination: tour.destination.name,
    duration_days: tour.duration_days,
    duration_nights: tour.duration_nights,
    rating: tour.rating,
    review_count: tour.review_count,
    category: tour.category,
  };
}
