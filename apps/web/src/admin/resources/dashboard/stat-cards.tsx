import {
  ArrowDownRight,
  ArrowUpRight,
  BarChart3,
  BookOpen,
  CalendarCheck,
  MapPin,
  MessageSquare,
  Minus,
  Star,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardStatChange, DashboardStatKey, DashboardStats } from '@trails/contracts/admin-dashboard';
import { useFormatPrice } from '../../../lib/use-price';
import { numberFormat } from '../../../lib/format';

const CARDS: { key: DashboardStatKey; icon: LucideIcon; tone: string }[] = [
  { key: 'destinations', icon: MapPin, tone: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300' },
  { key: 'tours', icon: BarChart3, tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300' },
  { key: 'enquiries', icon: MessageSquare, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  {
    key: 'bookings',
    icon: CalendarCheck,
    tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-300',
  },
  { key: 'revenue', icon: Wallet, tone: 'bg-lime-100 text-lime-800 dark:bg-lime-950 dark:text-lime-300' },
  { key: 'users', icon: Users, tone: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300' },
  { key: 'reviews', icon: Star, tone: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300' },
  { key: 'blogs', icon: BookOpen, tone: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300' },
];

/** "Up 12.5% vs last month": the direction in words and an arrow, not only in colour. */
function Change({ value, stat }: { value: number; stat: DashboardStatChange }) {
  const { t, i18n } = useTranslation('admin');
  const percent = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(Math.abs(stat.change ?? 0));
  let text: string;
  let Icon: LucideIcon = Minus;
  let colour = 'text-slate-600 dark:text-slate-400';
  if (stat.change === null) text = value > 0 ? t('dashboard.change.new') : t('dashboard.change.none');
  else if (stat.change > 0) {
    text = t('dashboard.change.up', { percent });
    Icon = ArrowUpRight;
    colour = 'text-emerald-700 dark:text-emerald-400';
  } else if (stat.change < 0) {
    text = t('dashboard.change.down', { percent });
    Icon = ArrowDownRight;
    colour = 'text-red-700 dark:text-red-400';
  } else text = t('dashboard.change.none');
  return (
    <p className={`mt-2 flex items-center gap-1 text-xs font-medium ${colour}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

/** The eight counts, each with its change from `changes`; while loading each card shows a placeholder bar. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const formatPrice = useFormatPrice();
  const number = numberFormat(i18n.language);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!stats}>
      {CARDS.map(({ key, icon: Icon, tone }) => {
        const value = stats?.[key];
        return (
          <li
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            data-stat={key}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm text-slate-600 dark:text-slate-400">{t(`dashboard.stats.${key}`)}</p>
                {value !== undefined ? (
                  <p className="mt-1 text-2xl font-bold tabular-nums">
                    {key === 'revenue' ? formatPrice(value) : number.format(value)}
                  </p>
                ) : (
                  <p
                    className="mt-2 h-7 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-700"
                    aria-hidden="true"
                  />
                )}
              </div>
              <span
                className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}
                aria-hidden="true"
              >
                <Icon className="size-5" />
              </span>
            </div>
            {stats && value !== undefined && <Change value={value} stat={stats.changes[key]} />}
          </li>
        );
      })}
    </ul>
  );
}
