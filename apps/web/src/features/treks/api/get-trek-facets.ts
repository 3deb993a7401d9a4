import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrekFacets } from '@trails/contracts/catalogue';
import type { Envelope } from '@trails/contracts/common';
import { catalogueGet } from '../../../lib/catalogue-request';

export const trekFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['treks', 'facets'],
    queryFn: ({ signal }) => catalogueGet<Envelope<TrekFacets>>('/treks/facets', undefined, signal).then((r) => r.data),
  });

export const useTrekFacets = () => useQuery(trekFacetsQueryOptions());
