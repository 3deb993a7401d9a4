import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@trails/contracts/admin-common';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Button } from '../../components/ui/button';
import { adminFailure } from '../lib/messages';

/** One column, declared as data: its header, how a row shows in it, and its server sort name if sortable. */
export interface AdminColumn<T> {
  id: string;
  /** Translation key (admin namespace) of the header. */
  headerKey: string;
  cell: (row: T) => ReactNode;
  /** The `sort` value the server knows this column by; without it the column does not sort. */
  sortKey?: string;
  className?: string;
}

export interface DataTableProps<T extends { id: number | string }> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly AdminColumn<T>[];
  rows: readonly T[] | undefined;
  status: 'pending' | 'error' | 'success';
  errorMessage?: string;
  /** What an empty table says instead of "No data available" (how to begin, on a list with nothing yet). */
  emptyMessage?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The server's order; a table whose columns have no `sortKey` keeps its fixed order and may omit these. */
  sort?: string;
  direction?: SortDirection;
  onSort?: (sortKey: string) => void;
  /** How a row is named in its checkbox label ("Select Manali"). */
  rowLabel: (row: T) => string;
  /** Edit / Delete / ... buttons at the end of each row. */
  actions?: (row: T) => ReactNode;
  /** A click on a row, outside its buttons and checkbox (a button in `actions` does the same by keyboard). */
  onRowClick?: (row: T) => void;
  /** The checked rows by id, when the screen acts on them (bulk actions); the table keeps its own otherwise. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;
}

/**
 * The state props of a table fed by one TanStack query: loading, the error with its message (`t`
 * of the admin namespace), Retry.
 */
export function queryTableState(
  t: TFunction,
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'data' | 'error' | 'isFetching' | 'refetch'>,
): Pick<DataTableProps<{ id: number }>, 'status' | 'errorMessage' | 'onRetry' | 'retrying'> {
  return {
    status: query.isPending ? 'pending' : query.isError && !query.data ? 'error' : 'success',
    errorMessage: query.error ? adminFailure(t, query.error, t('table.loadFailed')) : undefined,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

/** No row chosen: a table without bulk actions holds no selection. */
const NO_SELECTION: RowSelectionState = {};
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

const cellClass = 'px-2.5 py-3 align-middle';
/**
 * Below 640 px each row is a card: the header row hides and every cell shows its column's name
 * (`data-label`) beside its value, so a phone sees whole rows instead of one visible column.
 */
const cardTableClass = 'max-sm:block max-sm:min-w-0';
const cardBodyClass = 'max-sm:block max-sm:space-y-3 max-sm:divide-y-0 max-sm:p-3';
const cardRowClass =
  'max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:px-3 max-sm:py-2 dark:max-sm:border-slate-700';
const cardCellClass =
  'max-sm:flex max-sm:min-h-9 max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-slate-400 max-sm:[overflow-wrap:anywhere] max-sm:[&>*]:min-w-0 max-sm:[&_.whitespace-nowrap]:whitespace-normal';
/**
 * A cell of buttons or links (a row's actions, a Departures link): below 1536 px they keep their
 * icons and lose their visible words (their names stay, for screen readers and as a tooltip), so a
 * laptop shows every column and the actions without scrolling.
 */
export const rowControlsClass =
  'row-controls max-2xl:[&_:is(button,a)]:gap-0 max-2xl:[&_:is(button,a)]:p-1.5 max-2xl:[&_:is(button,a)]:text-[0px] max-2xl:[&_:is(button,a)]:leading-none max-2xl:[&_.flex]:flex-nowrap';
const actionsCellClass = `${cellClass} w-px text-right ${rowControlsClass} max-sm:flex max-sm:w-auto max-sm:justify-end max-sm:px-0`;
const checkboxClass = 'size-4 rounded border-slate-300 accent-brand-700 dark:border-slate-600';

function IndeterminateCheckbox({
  checked,
  indeterminate,
  ...rest
}: {
  checked: boolean;
  indeterminate: boolean;
  'aria-label': string;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [checked, indeterminate]);
  return <input ref={ref} type="checkbox" className={checkboxClass} checked={checked} {...rest} />;
}

/**
 * The back office's table: typed columns, select-all and per-row checkboxes where the screen holds
 * a selection (it has bulk actions for it; elsewhere no checkbox promises one), click-to-sort headers announced with aria-sort, and the loading, empty and error states.
 * Sorting and paging are the server's; from 640 px the table scrolls sideways inside itself when it
 * must, and below it each row becomes a card of labelled values.
 */
export function DataTable<T extends { id: number | string }>({
  caption,
  columns,
  rows,
  status,
  errorMessage,
  emptyMessage,
  onRetry,
  retrying,
  sort = '',
  direction = 'asc',
  onSort = () => undefined,
  rowLabel,
  actions,
  onRowClick,
  rowSelection: heldSelection,
  onRowSelectionChange,
}: DataTableProps<T>) {
  const { t } = useTranslation('admin');
  const selectable = onRowSelectionChange !== undefined;
  const rowSelection = heldSelection ?? NO_SELECTION;
  const setRowSelection = (updater: RowSelectionState | ((old: RowSelectionState) => RowSelectionState)) => {
    onRowSelectionChange?.(typeof updater === 'function' ? updater(rowSelection) : updater);
  };

  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () => [
      ...columns.map((column): ColumnDef<typeof features, T> => {
        const sortKey = column.sortKey;
        const base = {
          header: () => t(column.headerKey),
          cell: ({ row }: { row: { original: T } }) => column.cell(row.original),
        };
        // TanStack sorts only accessor columns: a sortable column reads the field the server sorts by.
        return sortKey
          ? {
              ...base,
              id: sortKey,
              accessorFn: (row: T) => (row as Record<string, unknown>)[sortKey] as string,
              enableSorting: true,
            }
          : { ...base, id: column.id, enableSorting: false };
      }),
    ],
    [columns, t],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows ?? [],
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableMultiSort: false,
    enableRowSelection: selectable,
    state: { sorting: [{ id: sort, desc: direction === 'desc' }], rowSelection },
    onRowSelectionChange: setRowSelection,
  });

  // A button that shows only its icon tells its name on hover too.
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    bodyRef.current?.querySelectorAll('.row-controls :is(button, a):not([title])').forEach((control) => {
      control.setAttribute('title', control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '');
    });
  });

  const columnCount = columns.length + (selectable ? 1 : 0) + (actions ? 1 : 0);
  const selectedCount = Object.values(rowSelection).filter(Boolean).length;
  const allSelected = table.getIsAllRowsSelected();
  const bodyRows = table.getRowModel().rows;

  let message: ReactNode = null;
  if (status === 'pending') message = <span role="status">{t('table.loading')}</span>;
  else if (status === 'error')
    message = (
      <div role="alert" className="flex flex-col items-center gap-3">
        <p className="text-red-700 dark:text-red-300">{errorMessage ?? t('table.loadFailed')}</p>
        <Button variant="secondary" onClick={onRetry} busy={retrying}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  else if (bodyRows.length === 0) message = emptyMessage ?? t('table.empty');

  return (
    <div className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      {selectable && (
        <p aria-live="polite" className="sr-only">
          {selectedCount > 0 ? t('table.selected', { count: selectedCount }) : ''}
        </p>
      )}
      {/* Focusable so a keyboard can scroll it sideways on a narrow screen. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className={`w-full min-w-[44rem] text-left text-sm ${cardTableClass}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="max-sm:hidden border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col" className={`${cellClass} w-10`}>
                    <IndeterminateCheckbox
                      aria-label={t('table.selectAll')}
                      checked={allSelected && bodyRows.length > 0}
                      indeterminate={table.getIsSomeRowsSelected()}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const label = <table.FlexRender header={header} />;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={`${cellClass} font-semibold`}
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={() => onSort(header.column.id)}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 dark:hover:text-white"
                        >
                          {label}
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-3.5" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
                {actions && (
                  <th scope="col" className={`${cellClass} text-right font-semibold`}>
                    {t('table.actions')}
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody ref={bodyRef} className={`divide-y divide-slate-200 dark:divide-slate-800 ${cardBodyClass}`}>
            {message !== null ? (
              <tr className="max-sm:block">
                <td
                  colSpan={columnCount}
                  className="px-4 py-12 text-center text-slate-600 max-sm:block dark:text-slate-400"
                >
                  {message}
                </td>
              </tr>
            ) : (
              bodyRows.map((row) => (
                <tr
                  key={row.id}
                  aria-selected={selectable ? row.getIsSelected() : undefined}
                  className={`${row.getIsSelected() ? 'bg-brand-50 dark:bg-brand-950/40' : 'hover:bg-slate-50 dark:hover:bg-slate-800/40'} ${onRowClick ? 'cursor-pointer' : ''} ${cardRowClass}`}
                  onClick={
                    onRowClick
                      ? (event) => {
                          const target = event.target as HTMLElement;
                          // Not through a dialog portalled from a cell, nor a control of the row.
                          if (
                            !event.currentTarget.contains(target) ||
                            target.closest('button, a, input, select, label')
                          )
                            return;
                          onRowClick(row.original);
                        }
                      : undefined
                  }
                >
                  {selectable && (
                    <td className={`${cellClass} max-sm:block max-sm:px-0 max-sm:py-1`}>
                      <input
                        type="checkbox"
                        className={checkboxClass}
                        aria-label={t('table.selectRow', { name: rowLabel(row.original) })}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  )}
                  {row.getAllCells().map((cell, index) => (
                    <td
                      key={cell.id}
                      data-label={columns[index] ? t(columns[index].headerKey) : undefined}
                      className={`${cellClass} ${columns[index]?.className ?? ''} ${cardCellClass}`}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                  {actions && <td className={actionsCellClass}>{actions(row.original)}</td>}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
