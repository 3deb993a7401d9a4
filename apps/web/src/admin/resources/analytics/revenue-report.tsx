import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../lib/use-price';
import { RevenueChart } from './charts';
import { ReportSection, ReportTableView } from './report-section';
import type { Analytics } from './use-analytics';

/** Revenue per month with its totals, and by payment status and payment method under it. */
export function RevenueReport({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation(['admin', 'common']);
  const formatPrice = useFormatPrice();
  const { query } = analytics.revenue;
  return (
    <ReportSection
      id="analytics-revenue"
      title={t('analytics.revenue.title')}
      caption={t('analytics.revenue.caption')}
      filename={`revenue_${analytics.fileRange(query.data)}`}
      query={query}
      view={(data) => {
        const months = data.by_month.map((row) => ({ ...row, label: analytics.periodLabel(row.month, 'month') }));
        const figures = [
          { key: 'total', value: formatPrice(data.total_revenue) },
          { key: 'bookings', value: String(data.bookings) },
          { key: 'average', value: formatPrice(data.average_booking_value) },
        ];
        return {
          empty: data.by_month.length === 0,
          summary: (
            <dl className="mb-4 grid gap-3 sm:grid-cols-3">
              {figures.map((figure) => (
                <div key={figure.key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{t(`analytics.revenue.${figure.key}`)}</dt>
                  <dd className="mt-1 text-xl font-semibold tabular-nums">{figure.value}</dd>
                </div>
              ))}
            </dl>
          ),
          chart: (
            <RevenueChart
              points={months.map((row) => ({ label: row.label, revenue: row.revenue }))}
              format={formatPrice}
              seriesName={t('analytics.revenue.revenue')}
            />
          ),
          table: {
            columns: [
              { label: t('analytics.revenue.month') },
              { label: t('analytics.revenue.revenue'), numeric: true },
              { label: t('analytics.revenue.bookings'), numeric: true },
            ],
            rows: months.map((row) => ({
              key: row.month,
              cells: [row.label, formatPrice(row.revenue), row.bookings],
            })),
          },
          footer: (
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <div className="overflow-x-auto">
                <h3 className="mb-2 font-semibold">{t('analytics.revenue.byStatus')}</h3>
                <ReportTableView
                  caption={t('analytics.revenue.byStatus')}
                  table={{
                    columns: [
                      { label: t('analytics.revenue.paymentStatus') },
                      { label: t('analytics.revenue.bookings'), numeric: true },
                      { label: t('analytics.revenue.revenue'), numeric: true },
                    ],
                    rows: data.by_payment_status.map((row) => ({
                      key: row.payment_status,
                      cells: [
                        t(`bookings.payment.${row.payment_status}`, { defaultValue: row.payment_status }),
                        row.bookings,
                        formatPrice(row.revenue),
                      ],
                    })),
                  }}
                />
              </div>
              <div className="overflow-x-auto">
                <h3 className="mb-2 font-semibold">{t('analytics.revenue.byMethod')}</h3>
                {data.by_payment_method.length === 0 ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">{t('analytics.revenue.noPayments')}</p>
                ) : (
                  <ReportTableView
                    caption={t('analytics.revenue.byMethod')}
                    table={{
                      columns: [
                        { label: t('analytics.revenue.method') },
                        { label: t('analytics.revenue.payments'), numeric: true },
                        { label: t('analytics.revenue.received'), numeric: true },
                        { label: t('analytics.revenue.refunded'), numeric: true },
                      ],
                      rows: data.by_payment_method.map((row) => ({
                        key: row.method,
                        cells: [
                          t(`bookings.methods.${row.method}`, { defaultValue: row.method }),
                          row.payments,
                          formatPrice(row.received),
                          formatPrice(row.refunded),
                        ],
                      })),
                    }}
                  />
                )}
              </div>
            </div>
          ),
          csv: [
            ['month', 'revenue', 'bookings'],
            ...data.by_month.map((row) => [row.month, row.revenue, row.bookings]),
          ],
        };
      }}
    />
  );
}
