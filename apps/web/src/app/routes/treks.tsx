import type { TrekSummary } from '@trails/contracts/catalogue';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { trekFacetsQueryOptions } from '../../features/treks/api/get-trek-facets';
import { treksQueryOptions } from '../../features/treks/api/get-treks';
import { TrekListPage } from '../../features/treks/components/trek-list-page';
import { parseTrekListSearch, toTreksParams } from '../../features/treks/lib/trek-list-params';
import type { RoutePrefetch } from '../route-prefetch';

const cardActions = (trek: TrekSummary) => <CompareToggle trek={trek} compact />;

/** The page of treks the address asks for, and the filters' choices. */
export const prefetch: RoutePrefetch = ({ url, client }) =>
  Promise.all([
    client.prefetchQuery(treksQueryOptions(toTreksParams(parseTrekListSearch(url.searchParams)))),
    client.prefetchQuery(trekFacetsQueryOptions()),
  ]);

export default function TreksRoute() {
  return <TrekListPage cardActions={cardActions} />;
}
