import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, TrekFacets } from '@trails/contracts';
import { catalogueGet } from '../../../lib/catalogue-request';

export const trekFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['treks', 'facets'],
    queryFn: ({ signal }) => catalogueGet<Envelope<TrekFacets>>('/treks/facets', undefined, signal).then((r) => r.data),
  });

export const useTrekFacets = () => useQuery(trekFacetsQueryOptions());
