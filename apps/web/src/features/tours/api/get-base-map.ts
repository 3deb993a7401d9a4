import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth's countries at 1:50m, shipped with the app as a file of its own (no tile server).
import countriesUrl from 'world-atlas/countries-50m.json?url';

/** West, south, east, north of what the map shows: the Himalaya and the countries around it. */
export const REGION: [number, number, number, number] = [55, -2, 110, 48];

function boundsOf(geometry: Geometry | null): [number, number, number, number] | null {
  if (!geometry) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  const visit = (value: unknown) => {
    if (Array.isArray(value) && typeof value[0] === 'number') {
      const [lng, lat] = value as Position;
      west = Math.min(west, lng!);
      east = Math.max(east, lng!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    } else if (Array.isArray(value)) value.forEach(visit);
  };
  if ('coordinates' in geometry) visit(geometry.coordinates);
  else geometry.geometries.forEach((part) => visit('coordinates' in part ? part.coordinates : []));
  return Number.isFinite(west) ? [west, south, east, north] : null;
}

/** The countries whose outline reaches into the region, as GeoJSON. */
export function regionCountries(topology: Topology, region = REGION): FeatureCollection {
  const all = feature(topology, topology.objects.countries as GeometryCollection) as FeatureCollection;
  const [west, south, east, north] = region;
  const features = all.features.filter((country: Feature) => {
    const bounds = boundsOf(country.geometry);
    return bounds !== null && bounds[0] <= east && bounds[2] >= west && bounds[1] <= north && bounds[3] >= south;
  });
  return { type: 'FeatureCollection', features };
}

export const baseMapQueryOptions = queryOptions({
  queryKey: ['base-map', 'countries-50m'],
  queryFn: async ({ signal }) => {
    const response = await fetch(countriesUrl, { signal });
    if (!response.ok) throw new Error(`${response.status} for the base map`);
    return regionCountries((await response.json()) as Topology);
  },
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The base map's country shapes (a file of the app, fetched once). */
export const useBaseMap = () => useQuery(baseMapQueryOptions);
