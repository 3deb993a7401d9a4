import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevenueMonth } from '@trails/contracts/admin-dashboard';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useFormatPrice } from '../../../lib/use-price';

// recharts is big: it loads only when the dashboard draws its chart.
const RevenueChart = lazy(() => import('../../components/revenue-chart'));

/**
 * Revenue per month as bars, and the same numbers as a table: always there for screen readers,
 * and on screen for anyone who switches to it.
 */
export function RevenuePanel({ months }: { months: RevenueMonth[] }) {
  const { t, i18n } = useTranslation('admin');
  const formatPrice = useFormatPrice();
  const [asTable, setAsTable] = useState(false);
  const label = (month: string) =>
    formatDate(`${month}-01T00:00:00Z`, i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const points = months.map((row) => ({ label: label(row.month), revenue: row.revenue }));

  return (
    <div>
      <div className="mb-3 flex justify-end">
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((value) => !value)}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t('dashboard.revenue.tableView')}
        </button>
      </div>
      {!asTable && (
        <Suspense fallback={<Spinner label={t('dashboard.revenue.loadingChart')} />}>
          <RevenueChart points={points} format={formatPrice} seriesName={t('dashboard.revenue.series')} />
        </Suspense>
      )}
      <div className={asTable ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('dashboard.revenue.caption')}</caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('dashboard.revenue.month')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('dashboard.revenue.series')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('dashboard.revenue.bookings')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {months.map((row, index) => (
              <tr key={row.month}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {points[index]!.label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatPrice(row.revenue)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.bookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
