import type { SearchResults } from '@trails/contracts/catalogue';
import { LIMITS } from '@trails/contracts/constants';
import { paths } from '../../../config/paths';

export type Suggestion =
  | { kind: 'tour' | 'trek'; key: string; href: string; title: string; place: string; price: number }
  | { kind: 'destination'; key: string; href: string; title: string; place: string };

/** Slots kept for destinations, so a query with many tours still shows the place itself. */
export const DESTINATION_SLOTS = 3;
/** Slots kept for treks, so a query with many tours still shows the treks it matches. */
export const TREK_SLOTS = 3;

/**
 * The header's suggestions: tours first, then treks, then destinations, at most `limit` in all.
 * Tours fill the list but leave up to TREK_SLOTS places for matching treks and DESTINATION_SLOTS
 * for matching destinations; what one kind leaves free, the next one takes.
 */
export function mergeSuggestions(
  results: SearchResults | undefined,
  limit: number = LIMITS.searchSuggestions,
): Suggestion[] {
  if (!results) return [];
  const trekResults = results.treks ?? [];
  const destinationCount = Math.min(results.destinations.length, DESTINATION_SLOTS, limit);
  const trekCount = Math.min(trekResults.length, TREK_SLOTS, limit - destinationCount);
  const tours = results.tours.slice(0, limit - destinationCount - trekCount);
  const treks = trekResults.slice(0, limit - destinationCount - tours.length);
  const destinations = results.destinations.slice(0, limit - tours.length - treks.length);
  return [
    ...tours.map((tour): Suggestion => ({
      kind: 'tour',
      key: `tour-${tour.id}`,
      href: paths.tour(tour.slug),
      title: tour.title,
      place: tour.destination.name,
      price: tour.price,
    })),
    ...treks.map((trek): Suggestion => ({
      kind: 'trek',
      key: `trek-${trek.id}`,
      href: paths.trek(trek.slug),
      title: trek.title,
      place: trek.destination.name,
      price: trek.price,
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
