import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toursApi } from '@trails/contracts/catalogue';
import type { QueryParams, ToursQuery } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

export type ToursParams = QueryParams<ToursQuery>;

export const getTours = (params: ToursParams, signal?: AbortSignal) =>
  catalogueCall(toursApi.list, { query: withCatalogueLang(params) }, signal);

export const toursQueryOptions = (params: ToursParams) =>
  queryOptions({
    queryKey: ['tours', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => getTours(params, signal),
  });

/** A page of tours; the previous page stays on screen while the next loads. */
export const useTours = (params: ToursParams) =>
  useQuery({ ...toursQueryOptions(params), placeholderData: keepPreviousData });
