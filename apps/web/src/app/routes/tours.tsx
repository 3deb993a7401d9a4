import type { TourSummary } from '@trails/contracts/catalogue';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { tourFacetsQueryOptions } from '../../features/tours/api/get-tour-facets';
import { toursQueryOptions } from '../../features/tours/api/get-tours';
import { TourListPage } from '../../features/tours/components/tour-list-page';
import { parseTourFilters, tourFiltersToQuery } from '../../features/tours/lib/tour-filters';
import type { RoutePrefetch } from '../route-prefetch';

const cardActions = (tour: TourSummary) => <CompareToggle tour={tour} compact />;

/** The page of tours the address asks for, and the filters' choices. */
export const prefetch: RoutePrefetch = ({ url, client }) =>
  Promise.all([
    client.prefetchQuery(toursQueryOptions(tourFiltersToQuery(parseTourFilters(url.searchParams)))),
    client.prefetchQuery(tourFacetsQueryOptions()),
  ]);

export default function ToursRoute() {
  return <TourListPage cardActions={cardActions} />;
}
