import { LIMITS, type SearchResults } from '@trails/contracts';
import { paths } from '../../../config/paths';

export type Suggestion =
  | { kind: 'tour'; key: string; href: string; title: string; place: string; price: number }
  | { kind: 'destination'; key: string; href: string; title: string; place: string };

/** Slots kept for destinations, so a query with many tours still shows the place itself. */
export const DESTINATION_SLOTS = 3;

/**
 * The header's suggestions: tours first, then destinations, at most `limit` in all. Tours fill the
 * list but leave up to DESTINATION_SLOTS places for matching destinations.
 */
export function mergeSuggestions(
  results: SearchResults | undefined,
  limit: number = LIMITS.searchSuggestions,
): Suggestion[] {
  if (!results) return [];
  const destinationCount = Math.min(results.destinations.length, DESTINATION_SLOTS, limit);
  const tours = results.tours.slice(0, limit - destinationCount);
  const destinations = results.destinations.slice(0, limit - tours.length);
  return [
    ...tours.map((tour): Suggestion => ({
      kind: 'tour',
      key: `tour-${tour.id}`,
      href: paths.tour(tour.slug),
      title: tour.title,
      place: tour.destination.name,
      price: tour.price,
    })),
    ...destinations.map((destination): Suggestion => ({
      kind: 'destination',
      key: `destination-${destination.id}`,
      href: paths.destination(destination.slug),
      title: destination.name,
      place: [destination.state, destination.country].filter(Boolean).join(', '),
    })),
  ];
}
