import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trails/contracts/catalogue';
import type { DestinationsQuery, QueryParams } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

export type DestinationsParams = QueryParams<DestinationsQuery>;

export const destinationsQueryOptions = (params: DestinationsParams) =>
  queryOptions({
    queryKey: ['destinations', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => catalogueCall(destinationsApi.list, { query: withCatalogueLang(params) }, signal),
  });

export const useDestinations = (params: DestinationsParams) =>
  useQuery({ ...destinationsQueryOptions(params), placeholderData: keepPreviousData });
