import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { destinationFiltersToSearch, parseDestinationFilters, type DestinationFilters } from './destination-filters';

/**
 * The destination list's search, country and page, kept in the address so a filtered list can be
 * shared and survives a reload. Changing the search or country starts again at page 1; typing
 * replaces the history entry instead of adding one per pause.
 */
export function useDestinationFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseDestinationFilters(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<DestinationFilters>, replace = false) => {
      setSearchParams(
        (current) => {
          const next = { ...parseDestinationFilters(current), ...change };
          if (change.page === undefined) next.page = 1;
          return destinationFiltersToSearch(next);
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return {
    filters,
    setSearch: useCallback((search: string) => update({ search }, true), [update]),
    setCountry: useCallback((country: string) => update({ country }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
    clear: useCallback(() => setSearchParams(new URLSearchParams(), { preventScrollReset: true }), [setSearchParams]),
  };
}
