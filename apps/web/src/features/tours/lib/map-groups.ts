import type { DestinationRef, TourSummary } from '@trails/contracts';

/** One map marker: a destination and the tours of the page that go there. */
export interface MapGroup {
  destination: DestinationRef & { latitude: number; longitude: number };
  tours: TourSummary[];
}

const located = (destination: DestinationRef): destination is MapGroup['destination'] =>
  destination.latitude !== null &&
  destination.longitude !== null &&
  Number.isFinite(destination.latitude) &&
  Number.isFinite(destination.longitude) &&
  Math.abs(destination.latitude) <= 90 &&
  Math.abs(destination.longitude) <= 180;

/**
 * The page's tours grouped by destination (one marker each, in the order they first appear),
 * and the tours whose destination has no coordinates.
 */
export function groupToursByDestination(tours: readonly TourSummary[]): {
  groups: MapGroup[];
  unplaced: TourSummary[];
} {
  const byId = new Map<number, MapGroup>();
  const unplaced: TourSummary[] = [];
  for (const tour of tours) {
    const { destination } = tour;
    if (!located(destination)) {
      unplaced.push(tour);
      continue;
    }
    const group = byId.get(destination.id);
    if (group) group.tours.push(tour);
    else byId.set(destination.id, { destination, tours: [tour] });
  }
  return { groups: [...byId.values()], unplaced };
}

/** South-west and north-east corners around every marker, or null when there are none. */
export function groupBounds(groups: readonly MapGroup[]): [[number, number], [number, number]] | null {
  if (groups.length === 0) return null;
  const lats = groups.map((group) => group.destination.latitude);
  const lngs = groups.map((group) => group.destination.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
