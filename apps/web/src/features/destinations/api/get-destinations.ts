import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsApi, type DestinationsQuery, type QueryParams } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang } from '../../../lib/catalogue-request';

export type DestinationsParams = QueryParams<DestinationsQuery>;

export const destinationsQueryOptions = (params: DestinationsParams) =>
  queryOptions({
    queryKey: ['destinations', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => catalogueCall(destinationsApi.list, { query: params }, signal),
  });

export const useDestinations = (params: DestinationsParams) =>
  useQuery({ ...destinationsQueryOptions(params), placeholderData: keepPreviousData });
