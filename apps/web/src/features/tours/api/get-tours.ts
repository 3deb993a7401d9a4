import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toursApi, type QueryParams, type ToursQuery } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang } from '../../../lib/catalogue-request';

export type ToursParams = QueryParams<ToursQuery>;

export const getTours = (params: ToursParams, signal?: AbortSignal) =>
  catalogueCall(toursApi.list, { query: params }, signal);

export const toursQueryOptions = (params: ToursParams) =>
  queryOptions({
    queryKey: ['tours', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => getTours(params, signal),
  });

/** A page of tours; the previous page stays on screen while the next loads. */
export const useTours = (params: ToursParams) =>
  useQuery({ ...toursQueryOptions(params), placeholderData: keepPreviousData });
