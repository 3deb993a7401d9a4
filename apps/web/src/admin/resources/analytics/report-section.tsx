import { Suspense, useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { downloadCsv, type CsvCell } from '../../lib/csv';
import { adminFailure } from '../../lib/messages';
import { ANALYTICS_MESSAGES } from '@trails/contracts/admin-analytics';

export interface ReportTable {
  columns: { label: string; numeric?: boolean }[];
  /** The first cell of each row heads it (the period or trip). */
  rows: { key: string; cells: ReactNode[] }[];
}

export interface ReportView {
  table: ReportTable;
  /** The chart element (a lazy component); drawn inside Suspense. */
  chart: ReactNode;
  /** Header row first; raw values (ISO dates, plain numbers). */
  csv: CsvCell[][];
  /** Shown above the chart and table (summary figures). */
  summary?: ReactNode;
  /** Shown under the table (further tables). */
  footer?: ReactNode;
  empty: boolean;
}

const toggleClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

export function ReportTableView({ table, caption }: { table: ReportTable; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:text-slate-300">
        <tr>
          {table.columns.map((column) => (
            <th key={column.label} scope="col" className={`px-3 py-2 ${column.numeric ? 'text-right' : ''}`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {table.rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="px-3 py-2 font-medium">
                  {cell}
                </th>
              ) : (
                <td
                  key={index}
                  className={`px-3 py-2 ${table.columns[index]?.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One analytics report: heading, its own controls, a chart with a table view toggle (the table
 * is always there for screen readers), and a CSV download of the numbers shown.
 */
export function ReportSection<T>({
  id,
  title,
  caption,
  filename,
  controls,
  query,
  view,
}: {
  id: string;
  title: string;
  caption: string;
  /** Without .csv. */
  filename: string;
  controls?: ReactNode;
  query: UseQueryResult<T>;
  view: (data: T) => ReportView;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const content = query.data === undefined ? null : view(query.data);

  return (
    <section
      aria-labelledby={id}
      aria-busy={query.isFetching}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          {controls}
          <button
            type="button"
            aria-pressed={asTable}
            aria-controls={tableId}
            disabled={!content || content.empty}
            onClick={() => setAsTable((value) => !value)}
            className={`${toggleClass} disabled:opacity-50`}
          >
            {t('analytics.tableView')}
          </button>
          <button
            type="button"
            disabled={!content || content.empty}
            aria-label={t('analytics.downloadNamed', { report: title })}
            onClick={() => content && downloadCsv(`${filename}.csv`, content.csv)}
            className={`${toggleClass} inline-flex items-center gap-1.5 disabled:opacity-50`}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('analytics.downloadCsv')}
          </button>
        </div>
      </div>

      {content === null ? (
        query.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-lg bg-red-50 p-6 text-center dark:bg-red-950/40"
          >
            <p className="text-red-800 dark:text-red-200">
              {adminFailure(t, query.error, ANALYTICS_MESSAGES.failedToLoadAnalytics)}
            </p>
            <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
              {t('actions.retry')}
            </Button>
          </div>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          {query.isError && (
            <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
              {adminFailure(t, query.error, ANALYTICS_MESSAGES.failedToLoadAnalytics)}
            </p>
          )}
          {content.summary}
          {content.empty ? (
            <p className="py-10 text-center text-slate-600 dark:text-slate-400">{t('analytics.empty')}</p>
          ) : (
            <>
              {!asTable && (
                <Suspense fallback={<Spinner label={t('analytics.loadingChart')} />}>{content.chart}</Suspense>
              )}
              <div id={tableId} className={asTable ? 'overflow-x-auto' : 'sr-only'}>
                <ReportTableView table={content.table} caption={caption} />
              </div>
            </>
          )}
          {content.footer}
        </>
      )}
    </section>
  );
}
