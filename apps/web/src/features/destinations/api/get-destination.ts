import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DestinationDetail } from '@trails/contracts/catalogue';
import type { Envelope } from '@trails/contracts/common';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

export const destinationQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['destinations', 'detail', idOrSlug, catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueGet<Envelope<DestinationDetail>>(
        `/destinations/${encodeURIComponent(idOrSlug)}`,
        undefined,
        signal,
      ).then((r) => r.data),
  });

export const useDestination = (idOrSlug: string) => useQuery({ ...destinationQueryOptions(idOrSlug), retry: false });
