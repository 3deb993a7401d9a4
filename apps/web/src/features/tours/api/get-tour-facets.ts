import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, TourFacets } from '@trails/contracts';
import { catalogueGet } from '../../../lib/catalogue-request';

export const tourFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['tours', 'facets'],
    queryFn: ({ signal }) => catalogueGet<Envelope<TourFacets>>('/tours/facets', undefined, signal).then((r) => r.data),
  });

/** Price bounds and categories of the active catalogue, for the filter panel. */
export const useTourFacets = () => useQuery(tourFacetsQueryOptions());
