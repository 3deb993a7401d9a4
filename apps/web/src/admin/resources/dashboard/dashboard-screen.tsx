import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminAuth } from '../../auth/admin-auth';
import { adminFailure } from '../../lib/messages';
import { useDashboardStats } from './api/get-dashboard-stats';
import { useRecentActivities } from './api/get-recent-activities';
import { useRevenueChart } from './api/get-revenue-chart';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { RevenuePanel } from './revenue-panel';
import { StatCards } from './stat-cards';

function Panel({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A section's data: a spinner while the first answer comes, an error with Retry when it failed
 * (a failed poll keeps the last numbers on screen), else the content.
 */
function Loaded<T>({
  query,
  fallback,
  children,
}: {
  query: UseQueryResult<T>;
  fallback: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['admin', 'common']);
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg bg-red-50 p-6 text-center dark:bg-red-950/40"
      >
        <p className="text-red-800 dark:text-red-200">{adminFailure(t, query.error, fallback)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  return <Spinner />;
}

/** /admin/dashboard: the back office's landing tab. */
export default function DashboardScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useAdminAuth();
  const stats = useDashboardStats();
  const activities = useRecentActivities();
  const revenue = useRevenueChart();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t('dashboard.welcome', { name: user?.name || t('common:admin.fallbackName') })}
        </p>
      </div>

      <section aria-label={t('dashboard.statsLabel')}>
        {stats.isError && stats.data === undefined ? (
          <Loaded query={stats} fallback={t('dashboard.loadFailed')}>
            {() => null}
          </Loaded>
        ) : (
          <StatCards stats={stats.data} />
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Panel id="dashboard-revenue" title={t('dashboard.revenue.title')} className="lg:col-span-2">
          <Loaded query={revenue} fallback={t('dashboard.loadFailed')}>
            {(chart) => <RevenuePanel months={chart.months} />}
          </Loaded>
        </Panel>
        <Panel id="dashboard-quick-actions" title={t('dashboard.quickActions.title')}>
          <QuickActions />
        </Panel>
      </div>

      <Panel id="dashboard-activity" title={t('dashboard.activity.title')}>
        <Loaded query={activities} fallback={t('dashboard.loadFailed')}>
          {(items) => <RecentActivity items={items} />}
        </Loaded>
      </Panel>
    </div>
  );
}
