import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, TourDetail, TrekDetail } from '@trails/contracts';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

export type TripKind = 'tour' | 'trek';

/** What the wizard needs to know of the trip being booked. */
export interface BookableTrip {
  kind: TripKind;
  id: number;
  title: string;
  price: number;
  durationDays: number;
  image: string | null;
  place: string | null;
}

const toTrip = (kind: TripKind, item: TourDetail | TrekDetail): BookableTrip => ({
  kind,
  id: item.id,
  title: item.title,
  price: Number(item.price) || 0,
  durationDays: item.duration_days ?? 1,
  image: item.image ?? null,
  place: item.destination?.name ?? null,
});

export const tripQueryOptions = (kind: TripKind, idOrSlug: string) =>
  queryOptions({
    queryKey: [`${kind}s`, 'detail', idOrSlug, 'bookable', catalogueLang()],
    queryFn: async ({ signal }) =>
      toTrip(
        kind,
        (
          await catalogueGet<Envelope<TourDetail | TrekDetail>>(
            `/${kind}s/${encodeURIComponent(idOrSlug)}`,
            undefined,
            signal,
          )
        ).data,
      ),
  });

/** The tour or trek being booked; a missing one is final. */
export const useBookableTrip = (kind: TripKind, idOrSlug: string) =>
  useQuery({ ...tripQueryOptions(kind, idOrSlug), retry: false });
