import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@trails/contracts';
import type { FilterValue } from './data-client';
import { readListState, writeListState, type ListConfig, type ListState } from './list-state';
import { useResourceList } from './use-resource';

const NO_EXTRA: readonly string[] = [];

/**
 * A list's state from the address: page, sort, search and the config's filters (`state`), any extra
 * query keys such as a date range or a trip (`extra`, blank when absent), and the filters to send.
 */
export function readListScreen(params: URLSearchParams, config: ListConfig, extraKeys: readonly string[] = NO_EXTRA) {
  const state = readListState(params, config);
  const extra = Object.fromEntries(extraKeys.map((key) => [key, params.get(key) ?? ''])) as Record<string, string>;
  const filters: Record<string, FilterValue> = {
    ...state.filters,
    ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== '')),
    search: state.search.trim() || undefined,
  };
  return { state, extra, filters };
}

/** The list filters in the address, for what sits around a list (summary cards, an export). */
export function useListFilters(config: ListConfig, extraKeys: readonly string[] = NO_EXTRA) {
  const [searchParams] = useSearchParams();
  return readListScreen(searchParams, config, extraKeys).filters;
}

/**
 * A list screen's state from the address and the page of records it shows; `update` changes the
 * state (back to page 1 unless a page is given) and, by key, the extra query values.
 */
export function useListScreen<T>(name: string, config: ListConfig, extraKeys: readonly string[] = NO_EXTRA) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, extra, filters } = readListScreen(searchParams, config, extraKeys);

  const list = useResourceList<T>(name, {
    page: state.page,
    per_page: LIMITS.perPageDefault,
    sort: state.sort,
    direction: state.direction,
    filters,
  });

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
