import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { toursApi, treksApi } from '@trails/contracts/catalogue';
import type { TourDetail, TrekDetail } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang, withCatalogueLang } from './catalogue-request';

export type TripKind = 'tour' | 'trek';
export type TripDetailOf<K extends TripKind> = K extends 'tour' ? TourDetail : TrekDetail;

/** The cached pages of every tour, or of every trek: the prefix of each one's `tripQueryKey`. */
export const tripQueryPrefix = (kind: TripKind) => [`${kind}s`, 'detail'] as const;

/**
 * The one query key of a tour's or trek's own data (`GET /api/tours/{idOrSlug}`), shared by its page
 * and the booking wizard: going from the page to Book asks for nothing again. Anything a trip's
 * answer depends on (the reader's language) joins the key here, for both.
 */
export const tripQueryKey = (kind: TripKind, idOrSlug: string) =>
  [...tripQueryPrefix(kind), idOrSlug, catalogueLang()] as const;

/** A tour or trek by id or slug, as its page shows it. */
export const tripQueryOptions = <K extends TripKind>(kind: K, idOrSlug: string) =>
  queryOptions({
    queryKey: tripQueryKey(kind, idOrSlug),
    queryFn: async ({ signal }) =>
      (
        await catalogueCall(
          (kind === 'tour' ? toursApi : treksApi).get,
          { params: { id: idOrSlug }, query: withCatalogueLang() },
          signal,
        )
      ).data as TripDetailOf<K>,
  });

/**
 * The same trip already cached under its other address (a page opened by slug, a Book link by id),
 * with when it was fetched; undefined when it is not cached.
 */
export function cachedTrip<K extends TripKind>(
  queryClient: QueryClient,
  kind: K,
  idOrSlug: string,
): { data: TripDetailOf<K>; updatedAt: number } | undefined {
  const key = tripQueryKey(kind, idOrSlug);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: tripQueryPrefix(kind) })) {
    const data = query.state.data as Partial<TripDetailOf<K>> | undefined;
    // The same language's answer only (the last part of the key).
    if (query.queryKey.length !== key.length || query.queryKey.at(-1) !== key.at(-1)) continue;
    if (!data || typeof data.id !== 'number') continue;
    if (String(data.id) === idOrSlug || data.slug === idOrSlug)
      return { data: data as TripDetailOf<K>, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}
