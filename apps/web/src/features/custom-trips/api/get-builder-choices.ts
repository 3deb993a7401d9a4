import { queryOptions, useQuery } from '@tanstack/react-query';
import { destinationsApi, toursApi } from '@trails/contracts/catalogue';
import { LIMITS } from '@trails/contracts/constants';
import { CUSTOM_PACKAGE_LIMITS } from '@trails/contracts/custom-packages';
import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

/** The destinations the builder offers, by name. */
export const builderDestinationsQueryOptions = () =>
  queryOptions({
    queryKey: ['destinations', 'list', { sort: 'name', per_page: LIMITS.perPageMax }, catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueCall(
        destinationsApi.list,
        { query: withCatalogueLang({ sort: 'name', per_page: LIMITS.perPageMax }) },
        signal,
      ),
  });

/** The tour picker: the first 20 tours. */
export const builderToursQueryOptions = () =>
  queryOptions({
    queryKey: ['tours', 'list', { limit: CUSTOM_PACKAGE_LIMITS.tourPicker }, catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueCall(toursApi.list, { query: withCatalogueLang({ limit: CUSTOM_PACKAGE_LIMITS.tourPicker }) }, signal),
  });

export const useBuilderDestinations = () => useQuery(builderDestinationsQueryOptions());
export const useBuilderTours = () => useQuery(builderToursQueryOptions());
