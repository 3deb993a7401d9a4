import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, PublicDeparture } from '@trails/contracts';
import { catalogueGet } from '../../../lib/catalogue-request';
import type { TripKind } from './get-trip';

/** A trip's upcoming open departures; none means it runs on request. Seats change often: kept fresh for a minute. */
export const departuresQueryOptions = (kind: TripKind, id: number) =>
  queryOptions({
    queryKey: ['departures', kind, id],
    queryFn: async ({ signal }) => (await catalogueGet<ListEnvelope<PublicDeparture>>(`/${kind}s/${id}/departures`, undefined, signal)).data,
    staleTime: 60_000,
  });

export const useDepartures = (kind: TripKind, id: number | undefined) =>
  useQuery({ ...departuresQueryOptions(kind, id ?? 0), enabled: id !== undefined });
