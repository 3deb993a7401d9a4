import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TourDetail, TrekDetail } from '@trails/contracts/catalogue';
import { cachedTrip, tripQueryOptions, type TripKind } from '../../../lib/trip-query';

export type { TripKind };

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

/**
 * The tour or trek being booked, under its page's own query key: coming from the trip's page (by
 * slug or id), it is on screen at once with no request. A missing one is final.
 */
export function useBookableTrip(kind: TripKind, idOrSlug: string) {
  const queryClient = useQueryClient();
  const select = useCallback((item: TourDetail | TrekDetail) => toTrip(kind, item), [kind]);
  return useQuery({
    ...tripQueryOptions(kind, idOrSlug),
    initialData: () => cachedTrip(queryClient, kind, idOrSlug)?.data,
    initialDataUpdatedAt: () => cachedTrip(queryClient, kind, idOrSlug)?.updatedAt,
    select,
    retry: false,
  });
}
