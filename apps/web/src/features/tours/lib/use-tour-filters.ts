import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clearTourFilters, parseTourFilters, tourFiltersToSearch, type TourFilters } from './tour-filters';

export interface UpdateOptions {
  /**
   * Replace the current history entry instead of adding one. Used for the price slider: every
   * release of a thumb (and every arrow-key step) commits a value, and Back should step over those
   * nudges to the previous discrete choice rather than replay each one.
   */
  replace?: boolean;
}

/**
 * The tour list's filters, sort, page and view, kept in the address so a filtered list can be
 * shared, survives a reload and Back steps through the choices. Any change other than the page
 * itself starts again at page 1.
 */
export function useTourFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseTourFilters(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<TourFilters>, options: UpdateOptions = {}) => {
      setSearchParams(
        (current) => {
          const next = { ...parseTourFilters(current), ...change };
          if (change.page === undefined && change.view === undefined) next.page = 1;
          return tourFiltersToSearch(next);
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => {
    setSearchParams((current) => tourFiltersToSearch(clearTourFilters(parseTourFilters(current))), {
      preventScrollReset: true,
    });
  }, [setSearchParams]);

  return { filters, update, clear };
}
