import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DestinationSummary, DestinationsQuery, QueryParams } from '@trails/contracts/catalogue';
import type { ListEnvelope } from '@trails/contracts/common';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

export type DestinationsParams = QueryParams<DestinationsQuery>;

export const destinationsQueryOptions = (params: DestinationsParams) =>
  queryOptions({
    queryKey: ['destinations', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => catalogueGet<ListEnvelope<DestinationSummary>>('/destinations', params, signal),
  });

export const useDestinations = (params: DestinationsParams) =>
  useQuery({ ...destinationsQueryOptions(params), placeholderData: keepPreviousData });
