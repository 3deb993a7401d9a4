import { queryOptions, useQuery } from '@tanstack/react-query';
import { departuresApi } from '@trails/contracts/bookings';
import { callEndpoint } from '../../../lib/api-client';
import type { TripKind } from './get-trip';

/** A trip's upcoming open departures; none means it runs on request. Seats change often: kept fresh for a minute. */
export const departuresQueryOptions = (kind: TripKind, id: number) =>
  queryOptions({
    queryKey: ['departures', kind, id],
    queryFn: async ({ signal }) =>
      (await callEndpoint(departuresApi[kind], { params: { id: String(id) } }, { auth: 'none', signal })).data,
    staleTime: 60_000,
  });

/**
 * `staleTime` per screen: the wizard wants the minute-fresh seats; a trip page, whose first view
 * the server may have rendered a few minutes ago, takes them as fresh as the rest of that page.
 */
export const useDepartures = (kind: TripKind, id: number | undefined, staleTime?: number) =>
  useQuery({
    ...departuresQueryOptions(kind, id ?? 0),
    ...(staleTime === undefined ? {} : { staleTime }),
    enabled: id !== undefined,
  });
