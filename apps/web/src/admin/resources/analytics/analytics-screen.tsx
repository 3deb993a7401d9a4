import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANALYTICS_MESSAGES,
  BOOKING_TREND_PERIODS,
  TRIP_PERFORMANCE_SORTS,
  USER_GROWTH_PERIODS,
  type BookingTrendPeriod,
  type TripPerformanceSort,
  type UserGrowthPeriod,
} from '@trails/contracts';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { useFormatPrice } from '../../../lib/use-price';
import { adminMessage } from '../../lib/messages';
import { useBookingTrends, useRevenueStats, useTripPerformance, useUserGrowth, type DateRange } from './analytics-api';
import { ReportSection, ReportTableView } from './report-section';

// recharts is big: these chunks load only when this screen draws a chart. The revenue bars are the
// dashboard's own chart.
const AnalyticsChart = lazy(() => import('./analytics-chart'));
const RevenueChart = lazy(() => import('../../components/revenue-chart'));

const STATUS_COLOURS = { pending: '#d97706', confirmed: '#059669', cancelled: '#e11d48' } as const;
const TRIP_LIMIT = 10;

/** From a date input: both ends blank (the default range) or a start not after the end. */
const rangeError = ({ from, to }: DateRange) =>
  from && to && from > to ? ANALYTICS_MESSAGES.analyticsRangeInvalid : null;

const controlSize = 'w-36';

/** A range end as a date input's value (YYYY-MM-DD); a month names its first day. */
const asDay = (iso: string) => (iso.length === 7 ? `${iso}-01` : iso.slice(0, 10));

/** /admin/analytics: user growth, booking trends, revenue and trip performance over a date range. */
export default function AnalyticsScreen() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const formatPrice = useFormatPrice();
  const [draft, setDraft] = useState<DateRange>({ from: '', to: '' });
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [growthPeriod, setGrowthPeriod] = useState<UserGrowthPeriod>('month');
  const [trendPeriod, setTrendPeriod] = useState<BookingTrendPeriod>('month');
  const [tripType, setTripType] = useState<'all' | 'tour' | 'trek'>('all');
  const [tripSort, setTripSort] = useState<TripPerformanceSort>('revenue');

  const growth = useUserGrowth(range, growthPeriod);
  const trends = useBookingTrends(range, trendPeriod);
  const revenue = useRevenueStats(range);
  const trips = useTripPerformance(range, { type: tripType, sort: tripSort, limit: TRIP_LIMIT });

  // The inputs show the range in use: what was typed, else the server's default range.
  const applied = revenue.data;
  const shown: DateRange = {
    from: draft.from || (applied ? asDay(applied.from) : ''),
    to: draft.to || (applied ? asDay(applied.to) : ''),
  };
  const draftError = rangeError(draft);
  const change = (key: keyof DateRange) => (value: string) => {
    const next = { ...shown, [key]: value };
    setDraft(next);
    if (!rangeError(next)) setRange(next);
  };

  const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
    formatDate(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`, i18n.language, { ...options, timeZone: 'UTC' });
  const periodLabel = (iso: string, period: string) => {
    if (period === 'year') return iso.slice(0, 4);
    if (period === 'month') return day(iso, { month: 'short', year: 'numeric' });
    const date = day(iso, { day: 'numeric', month: 'short', year: 'numeric' });
    return period === 'week' ? t('analytics.weekOf', { date }) : date;
  };
  const periodOptions = (periods: readonly string[]) =>
    periods.map((value) => ({ value, label: t(`analytics.period.${value}`) }));
  const shownRange = (data: { from: string; to: string }) => `${data.from}_${data.to}`;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('analytics.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('analytics.subtitle')}</p>
      </div>

      <fieldset className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <legend className="px-1 text-sm font-semibold">{t('analytics.range.label')}</legend>
        <TextField
          type="date"
          label={t('analytics.range.from')}
          value={shown.from}
          max={shown.to || undefined}
          onChange={(event) => change('from')(event.target.value)}
          error={draftError ? adminMessage(t, draftError) : undefined}
          className="w-44"
        />
        <TextField
          type="date"
          label={t('analytics.range.to')}
          value={shown.to}
          min={shown.from || undefined}
          onChange={(event) => change('to')(event.target.value)}
          className="w-44"
        />
        <Button
          variant="secondary"
          disabled={!draft.from && !draft.to}
          onClick={() => {
            setDraft({ from: '', to: '' });
            setRange({ from: '', to: '' });
          }}
        >
          {t('analytics.range.reset')}
        </Button>
        {revenue.data && (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t('analytics.range.showing', {
              from: day(revenue.data.from, { dateStyle: 'medium' }),
              to: day(revenue.data.to, { dateStyle: 'medium' }),
            })}
          </p>
        )}
      </fieldset>

      <div className="grid gap-6 xl:grid-cols-2">
        <ReportSection
          id="analytics-user-growth"
          title={t('analytics.userGrowth.title')}
          caption={t('analytics.userGrowth.caption')}
          filename={`user-growth_${growth.data ? shownRange(growth.data) : ''}`}
          query={growth}
          controls={
            <SelectField
              label={t('analytics.period.label')}
              value={growthPeriod}
              onChange={(value) => setGrowthPeriod(value as UserGrowthPeriod)}
              options={periodOptions(USER_GROWTH_PERIODS)}
              className={controlSize}
            />
          }
          view={(data) => {
            const points = data.points.map((point) => ({
              label: periodLabel(point.period_start, data.period),
              new_users: point.new_users,
              total_users: point.total_users,
            }));
            return {
              empty: data.points.length === 0,
              chart: (
                <AnalyticsChart
                  kind="line"
                  points={points}
                  series={[
                    { key: 'new_users', name: t('analytics.userGrowth.newUsers') },
                    { key: 'total_users', name: t('analytics.userGrowth.totalUsers'), color: '#64748b' },
                  ]}
                />
              ),
              table: {
                columns: [
                  { label: t('analytics.userGrowth.period') },
                  { label: t('analytics.userGrowth.newUsers'), numeric: true },
                  { label: t('analytics.userGrowth.totalUsers'), numeric: true },
                ],
                rows: points.map((point, index) => ({
                  key: data.points[index]!.period_start,
                  cells: [point.label, point.new_users, point.total_users],
                })),
              },
              csv: [
                ['period_start', 'new_users', 'total_users'],
                ...data.points.map((point) => [point.period_start, point.new_users, point.total_users]),
              ],
            };
          }}
        />

        <ReportSection
          id="analytics-booking-trends"
          title={t('analytics.bookingTrends.title')}
          caption={t('analytics.bookingTrends.caption')}
          filename={`booking-trends_${trends.data ? shownRange(trends.data) : ''}`}
          query={trends}
          controls={
            <SelectField
              label={t('analytics.period.label')}
              value={trendPeriod}
              onChange={(value) => setTrendPeriod(value as BookingTrendPeriod)}
              options={periodOptions(BOOKING_TREND_PERIODS)}
              className={controlSize}
            />
          }
          view={(data) => {
            const points = data.points.map((point) => ({
              ...point,
              label: periodLabel(point.period_start, data.period),
            }));
            const statuses = ['pending', 'confirmed', 'cancelled'] as const;
            return {
              empty: data.points.length === 0,
              chart: (
                <AnalyticsChart
                  kind="stacked"
                  points={points}
                  series={statuses.map((status) => ({
                    key: status,
                    name: t(`bookings.status.${status}`),
                    color: STATUS_COLOURS[status],
                  }))}
                />
              ),
              table: {
                columns: [
                  { label: t('analytics.bookingTrends.period') },
                  ...statuses.map((status) => ({ label: t(`bookings.status.${status}`), numeric: true })),
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
      </div>

      <ReportSection
        id="analytics-revenue"
        title={t('analytics.revenue.title')}
        caption={t('analytics.revenue.caption')}
        filename={`revenue_${revenue.data ? shownRange(revenue.data) : ''}`}
        query={revenue}
        view={(data) => {
          const months = data.by_month.map((row) => ({ ...row, label: periodLabel(row.month, 'month') }));
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
                    <dt className="text-sm text-slate-600 dark:text-slate-400">
                      {t(`analytics.revenue.${figure.key}`)}
                    </dt>
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

      <ReportSection
        id="analytics-trips"
        title={t('analytics.trips.title')}
        caption={t('analytics.trips.caption')}
        filename={`trip-performance_${trips.data ? shownRange(trips.data) : ''}`}
        query={trips}
        controls={
          <>
            <SelectField
              label={t('analytics.trips.kind')}
              value={tripType}
              onChange={(value) => setTripType(value as 'all' | 'tour' | 'trek')}
              options={[
                { value: 'all', label: t('analytics.trips.all') },
                { value: 'tour', label: t('analytics.trips.tours') },
                { value: 'trek', label: t('analytics.trips.treks') },
              ]}
              className="w-44"
            />
            <SelectField
              label={t('analytics.trips.sort')}
              value={tripSort}
              onChange={(value) => setTripSort(value as TripPerformanceSort)}
              options={TRIP_PERFORMANCE_SORTS.map((value) => ({
                value,
                label: t(value === 'title' ? 'analytics.trips.titleSort' : `analytics.trips.${value}`),
              }))}
              className="w-40"
            />
          </>
        }
        view={(data) => {
          const chartKey = tripSort === 'title' ? 'revenue' : tripSort === 'rating' ? 'average_rating' : tripSort;
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
    </div>
  );
}
