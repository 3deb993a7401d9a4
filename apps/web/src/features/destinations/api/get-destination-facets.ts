import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DestinationFacets } from '@trails/contracts/catalogue';
import type { Envelope } from '@trails/contracts/common';
import { catalogueGet } from '../../../lib/catalogue-request';

export const destinationFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['destinations', 'facets'],
    queryFn: ({ signal }) =>
      catalogueGet<Envelope<DestinationFacets>>('/destinations/facets', undefined, signal).then((r) => r.data),
  });

/** Countries with destinations, for the country filter. */
export const useDestinationFacets = () => useQuery(destinationFacetsQueryOptions());
