import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { treksApi } from '@trails/contracts/catalogue';
import type { QueryParams, TreksQuery } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

export type TreksParams = QueryParams<TreksQuery>;

export const getTreks = (params: TreksParams, signal?: AbortSignal) =>
  catalogueCall(treksApi.list, { query: withCatalogueLang(params) }, signal);

export const treksQueryOptions = (params: TreksParams) =>
  queryOptions({
    queryKey: ['treks', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => getTreks(params, signal),
  });

export const useTreks = (params: TreksParams) =>
  useQuery({ ...treksQueryOptions(params), placeholderData: keepPreviousData });
