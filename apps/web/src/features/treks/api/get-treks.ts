import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams, TrekSummary, TreksQuery } from '@trails/contracts/catalogue';
import type { ListEnvelope } from '@trails/contracts/common';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

export type TreksParams = QueryParams<TreksQuery>;

export const getTreks = (params: TreksParams, signal?: AbortSignal) =>
  catalogueGet<ListEnvelope<TrekSummary>>('/treks', params, signal);

export const treksQueryOptions = (params: TreksParams) =>
  queryOptions({
    queryKey: ['treks', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => getTreks(params, signal),
  });

export const useTreks = (params: TreksParams) =>
  useQuery({ ...treksQueryOptions(params), placeholderData: keepPreviousData });
