import { destinationFacetsQueryOptions } from '../../features/destinations/api/get-destination-facets';
import { destinationsQueryOptions } from '../../features/destinations/api/get-destinations';
import { DestinationListPage } from '../../features/destinations/components/destination-list-page';
import { destinationListParams, parseDestinationFilters } from '../../features/destinations/lib/destination-filters';
import type { RoutePrefetch } from '../route-prefetch';

/** The page of destinations the address asks for, and the countries of the filter. */
export const prefetch: RoutePrefetch = ({ url, client }) =>
  Promise.all([
    client.prefetchQuery(destinationsQueryOptions(destinationListParams(parseDestinationFilters(url.searchParams)))),
    client.prefetchQuery(destinationFacetsQueryOptions()),
  ]);

export default function DestinationsRoute() {
  return <DestinationListPage />;
}
