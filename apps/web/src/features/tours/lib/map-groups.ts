/** Where a tour's destination is, as the map needs it (a tour summary and a map point both have it). */
interface MapDestination {
  id: number;
  name: string;
  state?: string | null;
  latitude: number | null;
  longitude: number | null;
}

interface Placeable {
  destination: MapDestination;
}

/** One place on the map: a destination and the tours that go there. */
export interface MapGroup<T extends Placeable = Placeable> {
  destination: T['destination'] & { latitude: number; longitude: number };
  tours: T[];
}

const located = <D extends MapDestination>(
  destination: D,
): destination is D & { latitude: number; longitude: number } =>
  destination.latitude !== null &&
  destination.longitude !== null &&
  Number.isFinite(destination.latitude) &&
  Number.isFinite(destination.longitude) &&
  Math.abs(destination.latitude) <= 90 &&
  Math.abs(destination.longitude) <= 180;

/**
 * Tours grouped by destination (one place each, in the order they first appear), and the tours
 * whose destination has no coordinates.
 */
export function groupToursByDestination<T extends Placeable>(
  tours: readonly T[],
): {
  groups: MapGroup<T>[];
  unplaced: T[];
} {
  const byId = new Map<number, MapGroup<T>>();
  const unplaced: T[] = [];
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

/** South-west and north-east corners around every place, or null when there are none. */
export function groupBounds(groups: readonly MapGroup[]): [[number, number], [number, number]] | null {
  if (groups.length === 0) return null;
  const lats = groups.map((group) => group.destination.latitude);
  const lngs = groups.map((group) => group.destination.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
