import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, TrekDetail } from '@trails/contracts';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

export const trekQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['treks', 'detail', idOrSlug, catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueGet<Envelope<TrekDetail>>(`/treks/${encodeURIComponent(idOrSlug)}`, undefined, signal).then(
        (r) => r.data,
      ),
  });

/** A trek; a missing one is final (no retry), as the spec's trek page expects. */
export const useTrek = (idOrSlug: string) => useQuery({ ...trekQueryOptions(idOrSlug), retry: false });
