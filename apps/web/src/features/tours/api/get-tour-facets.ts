import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourFacets } from '@trails/contracts/catalogue';
import type { Envelope } from '@trails/contracts/common';
import { catalogueGet } from '../../../lib/catalogue-request';

export const tourFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['tours', 'facets'],
    queryFn: ({ signal }) => catalogueGet<Envelope<TourFacets>>('/tours/facets', undefined, signal).then((r) => r.data),
  });

/** Price bounds and categories of the active catalogue, for the filter panel. */
export const useTourFacets = () => useQuery(tourFacetsQueryOptions());
