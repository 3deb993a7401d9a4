import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@trails/contracts/constants';
import type { FilterValue } from './data-client';
import { readListState, writeListState, type ListConfig, type ListState } from './list-state';
import { useResourceList } from './use-resource';
import type { AdminResource } from './data-client';

const NO_EXTRA: readonly string[] = [];

export interface ListScreenOptions {
  /** Query keys beyond the config's filters (a date range, a trip), kept in the address and sent with the list. */
  extraKeys?: readonly string[];
  /** Records a page (the server's default unless a screen shows more). */
  perPage?: number;
  /**
   * The filters as the server takes them, from those in the address: a key of another name
   * (`user` in the address, `user_id` to the API), or a value left out that the screen shows as invalid.
   */
  toRequest?: (filters: Record<string, FilterValue>) => Record<string, FilterValue>;
}

/**
 * A list's state from the address: page, sort, search and the config's filters (`state`), any extra
 * query keys such as a date range or a trip (`extra`, blank when absent), and the filters to send.
 */
export function readListScreen(
  params: URLSearchParams,
  config: ListConfig,
  { extraKeys = NO_EXTRA, toRequest }: ListScreenOptions = {},
) {
  const state = readListState(params, config);
  const extra = Object.fromEntries(extraKeys.map((key) => [key, params.get(key) ?? ''])) as Record<string, string>;
  const addressed: Record<string, FilterValue> = {
    ...state.filters,
    ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== '')),
    search: state.search.trim() || undefined,
  };
  return { state, extra, filters: toRequest ? toRequest(addressed) : addressed };
}

/** The list filters in the address, for what sits around a list (summary cards, an export). */
export function useListFilters(config: ListConfig, options?: ListScreenOptions) {
  const [searchParams] = useSearchParams();
  return readListScreen(searchParams, config, options).filters;
}

/**
 * A list screen's state from the address and the page of records it shows; `update` changes the
 * state (back to page 1 unless a page is given) and, by key, the extra query values. A list with
 * no sorts sends none.
 */
export function useListScreen<T>(name: AdminResource, config: ListConfig, options: ListScreenOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, extra, filters } = readListScreen(searchParams, config, options);
  const extraKeys = options.extraKeys ?? NO_EXTRA;

  const list = useResourceList<T>(name, {
    page: state.page,
    per_page: options.perPage ?? LIMITS.perPageDefault,
    ...(config.sorts.length > 0 ? { sort: state.sort, direction: state.direction } : {}),
    filters,
  });

  // A bookmarked page past the last one (records went since): the last page, in place of that address.
  const lastPage = list.data?.meta.last_page;
  const total = list.data?.meta.total ?? 0;
  useEffect(() => {
    if (total === 0 || lastPage === undefined || state.page <= lastPage) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (lastPage > 1) next.set('page', String(lastPage));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [total, lastPage, state.page, setSearchParams]);

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
