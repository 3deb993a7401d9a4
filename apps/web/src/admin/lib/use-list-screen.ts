import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@trails/contracts';
import { readListState, writeListState, type ListConfig, type ListState } from './list-state';
import { useResourceList } from './use-resource';

/**
 * A list screen's state from the address (page, search, filters, plus any extra query keys such
 * as a date range) and the page of records it shows.
 */
export function useListScreen<T>(name: string, config: ListConfig, extraKeys: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams, config);
  const extra = Object.fromEntries(extraKeys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<
    string,
    string
  >;
  const filters = { ...state.filters, ...extra, search: state.search.trim() || undefined };

  const list = useResourceList<T>(name, { page: state.page, per_page: LIMITS.perPageDefault, filters });

  const update = useCallback(
    (change: Partial<ListState>, extraChange: Record<string, string> = {}) => {
      setSearchParams((current) => {
        const next = writeListState({ ...readListState(current, config), page: 1, ...change }, config);
        for (const key of extraKeys) {
          const value = key in extraChange ? extraChange[key] : current.get(key);
          if (value) next.set(key, value);
        }
        return next;
      });
    },
    [setSearchParams, config, extraKeys],
  );

  return { state, extra, filters, list, update };
}
