import { useTranslation } from 'react-i18next';
import { AnalyticsRange } from './analytics-range';
import { BookingTrendsReport } from './booking-trends-report';
import { RevenueReport } from './revenue-report';
import { TripPerformanceReport } from './trip-performance-report';
import { useAnalytics } from './use-analytics';
import { UserGrowthReport } from './user-growth-report';

/** /admin/analytics: user growth, booking trends, revenue and trip performance over a date range. */
export default function AnalyticsScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const analytics = useAnalytics();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('analytics.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('analytics.subtitle')}</p>
      </div>
      <AnalyticsRange range={analytics.range} />
      <div className="grid gap-6 xl:grid-cols-2">
        <UserGrowthReport analytics={analytics} />
        <BookingTrendsReport analytics={analytics} />
      </div>
      <RevenueReport analytics={analytics} />
      <TripPerformanceReport analytics={analytics} />
    </div>
  );
}
