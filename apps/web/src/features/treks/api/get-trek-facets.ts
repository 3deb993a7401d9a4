import { queryOptions, useQuery } from '@tanstack/react-query';
import { treksApi } from '@trails/contracts/catalogue';
import { catalogueCall } from '../../../lib/catalogue-request';

export const trekFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['treks', 'facets'],
    queryFn: ({ signal }) => catalogueCall(treksApi.facets, {}, signal).then((r) => r.data),
  });

export const useTrekFacets = () => useQuery(trekFacetsQueryOptions());
