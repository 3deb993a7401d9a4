import type { Stats } from '@trails/contracts/catalogue';
import { MapPin, Route, Star, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/errors/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSettings } from '../../../lib/settings';
import { useStats } from '../api/get-stats';
import { countersWorthShowing } from '../lib/counters';
import { useCountUp } from '../lib/use-count-up';
import { useInViewOnce } from '../../../lib/use-in-view';
import { HomeSection } from './home-section';
import { numberFormat } from '../../../lib/format';

const COUNTERS: { key: keyof Stats & string; icon: LucideIcon }[] = [
  { key: 'tours', icon: Route },
  { key: 'destinations', icon: MapPin },
  { key: 'customers', icon: Users },
  { key: 'reviews', icon: Star },
];

const boxClass =
  'flex flex-col-reverse items-center gap-1 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900';

function Counter({
  label,
  value,
  icon: Icon,
  start,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  start: boolean;
}) {
  const { i18n } = useTranslation();
  const shown = useCountUp(value, start);
  const format = (n: number) => numberFormat(i18n.language).format(n);
  return (
    <div className={boxClass}>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="flex flex-col items-center gap-2 text-3xl font-extrabold tabular-nums text-slate-900 sm:text-4xl dark:text-white">
        <Icon className="size-8 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        {/* The count animates for the eye; screen readers get the final number once. */}
        <span aria-hidden="true" data-value={value}>
          {format(shown)}
        </span>
        <span className="sr-only">{format(value)}</span>
      </dd>
    </div>
  );
}

/** Columns on a wide screen for one to four counters (whole class names, for Tailwind). */
const COLUMNS = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'];

/**
 * Real catalogue and customer counts, counting up when the section scrolls into view; a count
 * below the operator's threshold (setting home_counter_min) is left out, and with none left the
 * section is not shown.
 */
export function StatsSection() {
  const { t } = useTranslation();
  const stats = useStats();
  const { settings } = useSettings();
  const [ref, inView] = useInViewOnce<HTMLDivElement>();
  const shown = stats.data ? countersWorthShowing(COUNTERS, stats.data, settings.home_counter_min) : COUNTERS;
  if (stats.data && shown.length === 0) return null;
  return (
    <HomeSection tinted title={t('home.stats.title')} subtitle={t('home.stats.subtitle')}>
      <div ref={ref}>
        {stats.isPending ? (
          <div role="status" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <span className="sr-only">{t('common.loading')}</span>
            {COUNTERS.map(({ key }) => (
              <Skeleton key={key} className="h-[9.25rem] rounded-2xl sm:h-[9.5rem]" />
            ))}
          </div>
        ) : stats.isError ? (
          <ErrorState onRetry={() => void stats.refetch()} busy={stats.isFetching} />
        ) : (
          <dl className={`grid grid-cols-2 gap-4 ${COLUMNS[shown.length]}`}>
            {shown.map(({ key, icon }) => (
              <Counter key={key} label={t(`home.stats.${key}`)} value={stats.data[key]} icon={icon} start={inView} />
            ))}
          </dl>
        )}
      </div>
    </HomeSection>
  );
}
