import { useCallback, useState, type ReactNode } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/ui/pagination';
import { nextSort, type ListConfig } from '../lib/list-state';
import type { AdminResource, FilterValue } from '../lib/data-client';
import { useListScreen } from '../lib/use-list-screen';
import { DataTable, type AdminColumn, queryTableState } from './data-table';
import { ListToolbar } from './list-toolbar';
import { BulkBar, type BulkAction } from './bulk-bar';

/**
 * A resource's search, filters, table and paging, with page, sort, search and filters kept in the
 * address, and any extra query keys a screen filters by (a date range, a trip) kept there too and
 * sent with the list. List screens put their title, buttons and dialogs around it. Without a
 * search label there is no search box; the count and paging show once there is a record.
 */
export function AddressedList<T extends { id: number }>({
  name,
  config,
  caption,
  searchLabel,
  columns,
  rowLabel,
  actions,
  onRowClick,
  summary,
  extraKeys,
  extraFilters,
  toRequest,
  perPage,
  bulkActions,
  emptyHint,
}: {
  /** The API resource: its endpoints in the map (`adminApi[name]`). */
  name: AdminResource;
  config: ListConfig;
  caption: string;
  /** The search box's label; a list the server cannot search has none. */
  searchLabel?: string;
  columns: readonly AdminColumn<T>[];
  rowLabel: (row: T) => string;
  actions?: (row: T) => ReactNode;
  /** Opens a row on a click outside its controls (a button in `actions` does the same by keyboard). */
  onRowClick?: (row: T) => void;
  /** Cards above the list, from the counts the list answer carries. */
  summary?: (stats: Record<string, number> | undefined) => ReactNode;
  /** Query keys beyond the config's filters, kept in the address and sent with the list (a stable array). */
  extraKeys?: readonly string[];
  /** The controls of the extra keys, under the toolbar: their values, and a change that goes back to page 1. */
  extraFilters?: (values: Record<string, string>, onChange: (change: Record<string, string>) => void) => ReactNode;
  /** The filters as the server takes them, from those in the address (a renamed key, an invalid range left out). */
  toRequest?: (filters: Record<string, FilterValue>) => Record<string, FilterValue>;
  /** Records a page, when not the server's default. */
  perPage?: number;
  /** What staff can do to the checked rows of the page, in one request each. */
  bulkActions?: readonly BulkAction[];
  /** What the table says when the list has nothing at all (its first page is empty): how to begin. */
  emptyHint?: string;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const { state, extra, list, update } = useListScreen<T>(name, config, { extraKeys, toRequest, perPage });
  const onExtra = useCallback((change: Record<string, string>) => update({}, change), [update]);
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const meta = list.data?.meta;
  const [selection, setSelection] = useState<RowSelectionState>({});
  // Only rows on the page count: a page or filter change leaves the others behind.
  const selectedIds = (list.data?.data ?? []).filter((row) => selection[String(row.id)]).map((row) => row.id);

  return (
    <>
      {summary?.(list.data?.stats)}

      <ListToolbar
        searchLabel={searchLabel}
        search={state.search}
        onSearch={onSearch}
        filters={config.filters}
        values={state.filters}
        onFilter={(key, value) => update({ filters: { ...state.filters, [key]: value } })}
      />
      {extraFilters?.(extra, onExtra)}
      {bulkActions && <BulkBar selectedIds={selectedIds} actions={bulkActions} onClear={() => setSelection({})} />}

      <DataTable
        caption={caption}
        columns={columns}
        rows={list.data?.data}
        {...queryTableState(t, list)}
        sort={state.sort}
        direction={state.direction}
        onSort={(column) => update(nextSort(state, column))}
        rowLabel={rowLabel}
        {...(actions ? { actions } : {})}
        {...(onRowClick ? { onRowClick } : {})}
        {...(bulkActions ? { rowSelection: selection, onRowSelectionChange: setSelection } : {})}
        {...(emptyHint && state.page === 1 && !state.search && Object.values(state.filters).every((value) => !value)
          ? { emptyMessage: emptyHint }
          : {})}
      />

      {meta && meta.total > 0 && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(meta.total_capped ? 'list.totalCapped' : 'list.total', { count: meta.total })}
          </p>
          <Pagination page={meta.page} lastPage={meta.last_page} onPageChange={(page) => update({ page })} />
        </div>
      )}
    </>
  );
}
