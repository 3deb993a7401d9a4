import { useTranslation } from 'react-i18next';
import { BOOKING_TREND_PERIODS, type BookingTrendPeriod } from '@trails/contracts/admin-analytics';
import { SelectField } from '../../../components/ui/select-field';
import { AnalyticsChart } from './charts';
import { ReportSection } from './report-section';
import type { Analytics } from './use-analytics';

const STATUS_COLOURS = { pending: '#d97706', confirmed: '#059669', cancelled: '#e11d48' } as const;
const STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

/** Bookings made per period, stacked by their current status. */
export function BookingTrendsReport({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation(['admin', 'common']);
  const { query, period, setPeriod } = analytics.trends;
  return (
    <ReportSection
      id="analytics-booking-trends"
      title={t('analytics.bookingTrends.title')}
      caption={t('analytics.bookingTrends.caption')}
      filename={`booking-trends_${analytics.fileRange(query.data)}`}
      query={query}
      controls={
        <SelectField
          label={t('analytics.period.label')}
          value={period}
          onChange={(value) => setPeriod(value as BookingTrendPeriod)}
          options={BOOKING_TREND_PERIODS.map((value) => ({ value, label: t(`analytics.period.${value}`) }))}
          className="w-36"
        />
      }
      view={(data) => {
        const points = data.points.map((point) => ({
          ...point,
          label: analytics.periodLabel(point.period_start, data.period),
        }));
        return {
          empty: data.points.length === 0,
          chart: (
            <AnalyticsChart
              kind="stacked"
              points={points}
              series={STATUSES.map((status) => ({
                key: status,
                name: t(`bookings.status.${status}`),
                color: STATUS_COLOURS[status],
              }))}
            />
          ),
          table: {
            columns: [
              { label: t('analytics.bookingTrends.period') },
              ...STATUSES.map((status) => ({ label: t(`bookings.status.${status}`), numeric: true })),
              { label: t('analytics.bookingTrends.total'), numeric: true },
            ],
            rows: points.map((point) => ({
              key: point.period_start,
              cells: [point.label, point.pending, point.confirmed, point.cancelled, point.total],
            })),
          },
          csv: [
            ['period_start', 'pending', 'confirmed', 'cancelled', 'total'],
            ...data.points.map((point) => [
              point.period_start,
              point.pending,
              point.confirmed,
              point.cancelled,
              point.total,
            ]),
          ],
        };
      }}
    />
  );
}
