import { CalendarCheck, MessageSquare, Star, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardActivity, DashboardActivityType } from '@trails/contracts/admin-dashboard';
import { formatDate } from '../../../lib/format';

/** Colour and icon by type: booking, enquiry, review, and the other kind (new accounts). */
const LOOK: Record<DashboardActivityType, { icon: LucideIcon; tone: string }> = {
  booking: { icon: CalendarCheck, tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-300' },
  enquiry: { icon: MessageSquare, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  review: { icon: Star, tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300' },
  user: { icon: UserPlus, tone: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300' },
};

export function RecentActivity({ items }: { items: DashboardActivity[] }) {
  const { t, i18n } = useTranslation('admin');
  if (items.length === 0)
    return (
      <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('dashboard.activity.empty')}</p>
    );
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {items.map((item) => {
        const { icon: Icon, tone } = LOOK[item.type];
        const subject = item.subject ?? t('dashboard.activity.noSubject');
        return (
          <li key={item.id} className="flex items-start gap-3 py-3" data-type={item.type}>
            <span
              className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}
              aria-hidden="true"
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <span className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-medium ${tone}`}>
                  {t(`dashboard.activity.types.${item.type}`)}
                </span>
                {t(`dashboard.activity.text.${item.type}`, { actor: item.actor, subject })}
              </p>
              <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                <time dateTime={item.created_at}>
                  {formatDate(item.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
