import { useTranslation } from 'react-i18next';
import { USER_GROWTH_PERIODS, type UserGrowthPeriod } from '@trails/contracts/admin-analytics';
import { SelectField } from '../../../components/ui/select-field';
import { AnalyticsChart } from './charts';
import { ReportSection } from './report-section';
import type { Analytics } from './use-analytics';

/** Traveller accounts opened per period, with the running total. */
export function UserGrowthReport({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation(['admin', 'common']);
  const { query, period, setPeriod } = analytics.growth;
  return (
    <ReportSection
      id="analytics-user-growth"
      title={t('analytics.userGrowth.title')}
      caption={t('analytics.userGrowth.caption')}
      filename={`user-growth_${analytics.fileRange(query.data)}`}
      query={query}
      controls={
        <SelectField
          label={t('analytics.period.label')}
          value={period}
          onChange={(value) => setPeriod(value as UserGrowthPeriod)}
          options={USER_GROWTH_PERIODS.map((value) => ({ value, label: t(`analytics.period.${value}`) }))}
          className="w-36"
        />
      }
      view={(data) => {
        const points = data.points.map((point) => ({
          label: analytics.periodLabel(point.period_start, data.period),
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
  );
}
