import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams, TourSummary, ToursQuery } from '@trails/contracts/catalogue';
import type { ListEnvelope } from '@trails/contracts/common';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

export type ToursParams = QueryParams<ToursQuery>;

export const getTours = (params: ToursParams, signal?: AbortSignal) =>
  catalogueGet<ListEnvelope<TourSummary>>('/tours', params, signal);

export const toursQueryOptions = (params: ToursParams) =>
  queryOptions({
    queryKey: ['tours', 'list', params, catalogueLang()],
    queryFn: ({ signal }) => getTours(params, signal),
  });

/** A page of tours; the previous page stays on screen while the next loads. */
export const useTours = (params: ToursParams) =>
  useQuery({ ...toursQueryOptions(params), placeholderData: keepPreviousData });
