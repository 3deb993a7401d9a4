import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { blogFiltersToSearch, parseBlogFilters, type BlogFilters } from './blog-filters';

/** The blog list's filters in the address; any change but the page starts again at page 1. */
export function useBlogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseBlogFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<BlogFilters>) =>
      setSearchParams(
        (current) => {
          const next = { ...parseBlogFilters(current), ...change };
          if (change.page === undefined) next.page = 1;
          return blogFiltersToSearch(next);
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return {
    filters,
    setSearch: useCallback((search: string) => update({ search }), [update]),
    setCategory: useCallback((category: string) => update({ category }), [update]),
    setTag: useCallback((tag: string) => update({ tag }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
    clear: useCallback(() => setSearchParams(new URLSearchParams(), { preventScrollReset: true }), [setSearchParams]),
  };
}
