import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CUSTOM_PACKAGE_LIMITS,
  LIMITS,
  type DestinationSummary,
  type ListEnvelope,
  type TourSummary,
} from '@trails/contracts';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

/** The destinations the builder offers, by name. */
export const builderDestinationsQueryOptions = () =>
  queryOptions({
    queryKey: ['destinations', 'list', { sort: 'name', per_page: LIMITS.perPageMax }, catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueGet<ListEnvelope<DestinationSummary>>(
        '/destinations',
        { sort: 'name', per_page: LIMITS.perPageMax },
        signal,
      ),
  });

/** The tour picker: the first 20 tours. */
export const builderToursQueryOptions = () =>
  queryOptions({
    queryKey: ['tours', 'list', { limit: CUSTOM_PACKAGE_LIMITS.tourPicker }, catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueGet<ListEnvelope<TourSummary>>('/tours', { limit: CUSTOM_PACKAGE_LIMITS.tourPicker }, signal),
  });

export const useBuilderDestinations = () => useQuery(builderDestinationsQueryOptions());
export const useBuilderTours = () => useQuery(builderToursQueryOptions());
