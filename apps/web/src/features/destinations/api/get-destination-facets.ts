import { queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trails/contracts/catalogue';
import { catalogueCall } from '../../../lib/catalogue-request';

export const destinationFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['destinations', 'facets'],
    queryFn: ({ signal }) => catalogueCall(destinationsApi.facets, {}, signal).then((r) => r.data),
  });

/** Countries with destinations, for the country filter. */
export const useDestinationFacets = () => useQuery(destinationFacetsQueryOptions());
