import { queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

export const destinationQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['destinations', 'detail', idOrSlug, catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueCall(destinationsApi.get, { params: { id: idOrSlug }, query: withCatalogueLang() }, signal).then(
        (r) => r.data,
      ),
  });

export const useDestination = (idOrSlug: string) => useQuery({ ...destinationQueryOptions(idOrSlug), retry: false });
