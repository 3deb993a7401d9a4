import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { treksApi, type QueryParams, type TreksQuery } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang } from '../../../lib/catalogue-request';

export type TreksParams = QueryParams<TreksQuery>;

export const getTreks = (params: TreksParams, signal?: AbortSignal) =>
  catalogueCall(treksApi.list, { query: params }, signal);

export const treksQueryOptions = (params: TreksParams) =>
  queryOptions({
    queryKey: ['treks', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => getTreks(params, signal),
  });

export const useTreks = (params: TreksParams) =>
  useQuery({ ...treksQueryOptions(params), placeholderData: keepPreviousData });
