import { useTranslation } from 'react-i18next';
import { TRIP_PERFORMANCE_SORTS, type TripPerformanceSort } from '@trails/contracts/admin-analytics';
import { SelectField } from '../../../components/ui/select-field';
import { useFormatPrice } from '../../../lib/use-price';
import { AnalyticsChart } from './charts';
import { ReportSection } from './report-section';
import type { Analytics, TripType } from './use-analytics';

/** The top tours and treks of the range, of one kind or both, by the chosen figure. */
export function TripPerformanceReport({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation(['admin', 'common']);
  const formatPrice = useFormatPrice();
  const { query, type, setType, sort, setSort } = analytics.trips;
  return (
    <ReportSection
      id="analytics-trips"
      title={t('analytics.trips.title')}
      caption={t('analytics.trips.caption')}
      filename={`trip-performance_${analytics.fileRange(query.data)}`}
      query={query}
      controls={
        <>
          <SelectField
            label={t('analytics.trips.kind')}
            value={type}
            onChange={(value) => setType(value as TripType)}
            options={[
              { value: 'all', label: t('analytics.trips.all') },
              { value: 'tour', label: t('analytics.trips.tours') },
              { value: 'trek', label: t('analytics.trips.treks') },
            ]}
            className="w-44"
          />
          <SelectField
            label={t('analytics.trips.sort')}
            value={sort}
            onChange={(value) => setSort(value as TripPerformanceSort)}
            options={TRIP_PERFORMANCE_SORTS.map((value) => ({
              value,
              label: t(value === 'title' ? 'analytics.trips.titleSort' : `analytics.trips.${value}`),
            }))}
            className="w-40"
          />
        </>
      }
      view={(data) => {
        const chartKey = sort === 'title' ? 'revenue' : sort === 'rating' ? 'average_rating' : sort;
        const chartName = t(`analytics.trips.${chartKey === 'average_rating' ? 'rating' : chartKey}`);
        return {
          empty: data.trips.length === 0,
          chart: (
            <AnalyticsChart
              kind="bar"
              horizontal
              points={data.trips.map((row) => ({ label: row.title, value: row[chartKey] ?? 0 }))}
              series={[{ key: 'value', name: chartName }]}
              format={chartKey === 'revenue' ? formatPrice : undefined}
            />
          ),
          table: {
            columns: [
              { label: t('analytics.trips.trip') },
              { label: t('analytics.trips.type') },
              { label: t('analytics.trips.bookings'), numeric: true },
              { label: t('analytics.trips.cancelled'), numeric: true },
              { label: t('analytics.trips.passengers'), numeric: true },
              { label: t('analytics.trips.revenue'), numeric: true },
              { label: t('analytics.trips.rating'), numeric: true },
              { label: t('analytics.trips.reviews'), numeric: true },
            ],
            rows: data.trips.map((row) => ({
              key: `${row.type}-${row.id}`,
              cells: [
                row.title,
                t(`analytics.trips.${row.type}`),
                row.bookings,
                row.cancelled,
                row.passengers,
                formatPrice(row.revenue),
                row.average_rating === null ? t('analytics.trips.noRating') : row.average_rating.toFixed(1),
                row.reviews,
              ],
            })),
          },
          csv: [
            ['type', 'id', 'title', 'bookings', 'cancelled', 'passengers', 'revenue', 'average_rating', 'reviews'],
            ...data.trips.map((row) => [
              row.type,
              row.id,
              row.title,
              row.bookings,
              row.cancelled,
              row.passengers,
              row.revenue,
              row.average_rating,
              row.reviews,
            ]),
          ],
        };
      }}
    />
  );
}
