import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursApi } from '@trails/contracts/catalogue';
import { catalogueCall } from '../../../lib/catalogue-request';

export const tourFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['tours', 'facets'],
    queryFn: ({ signal }) => catalogueCall(toursApi.facets, {}, signal).then((r) => r.data),
  });

/** Price bounds and categories of the active catalogue, for the filter panel. */
export const useTourFacets = () => useQuery(tourFacetsQueryOptions());
