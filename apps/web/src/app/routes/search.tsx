import { searchResultsQueryOptions } from '../../features/search/api/search';
import { SearchPage } from '../../features/search/components/search-page';
import { parseSearchPage } from '../../features/search/lib/search-page-params';
import type { RoutePrefetch } from '../route-prefetch';

/** The results of the address's query, when it has one. */
export const prefetch: RoutePrefetch = async ({ url, client }) => {
  const { q } = parseSearchPage(url.searchParams);
  if (q.trim().length > 0) await client.prefetchQuery(searchResultsQueryOptions(q));
};

export default function SearchRoute() {
  return <SearchPage />;
}
