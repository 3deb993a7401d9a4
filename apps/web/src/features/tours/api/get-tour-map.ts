import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursApi } from '@trails/contracts/catalogue';
import type { QueryParams, TourMapQuery } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

export type TourMapParams = QueryParams<TourMapQuery>;

export const getTourMap = async (params: TourMapParams, signal?: AbortSignal) =>
  (await catalogueCall(toursApi.map, { query: withCatalogueLang(params) }, signal)).data;

export const tourMapQueryOptions = (params: TourMapParams) =>
  queryOptions({
    queryKey: ['tours', 'map', params, catalogueLang()],
    queryFn: ({ signal }) => getTourMap(params, signal),
  });

/** Every tour that matches the filters, as map pins (not only the list's page). */
export const useTourMap = (params: TourMapParams) => useQuery(tourMapQueryOptions(params));
