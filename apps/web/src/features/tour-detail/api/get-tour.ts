import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, TourDetail } from '@trails/contracts';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

export const getTour = (idOrSlug: string, signal?: AbortSignal) =>
  catalogueGet<Envelope<TourDetail>>(`/tours/${encodeURIComponent(idOrSlug)}`, undefined, signal).then((r) => r.data);

export const tourQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['tours', 'detail', idOrSlug, catalogueLang()],
    queryFn: ({ signal }) => getTour(idOrSlug, signal),
  });

export const useTour = (idOrSlug: string) => useQuery(tourQueryOptions(idOrSlug));
