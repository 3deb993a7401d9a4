import { BarChart3, CalendarCheck, Mail, Plus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Each tile opens the back-office tab where that work is done. */
const ACTIONS: { key: string; tab: string; icon: LucideIcon }[] = [
  { key: 'addTour', tab: 'tours', icon: Plus },
  { key: 'viewBookings', tab: 'bookings', icon: CalendarCheck },
  { key: 'sendNewsletter', tab: 'notifications?view=campaigns', icon: Mail },
  { key: 'analytics', tab: 'analytics', icon: BarChart3 },
];

export function QuickActions() {
  const { t } = useTranslation('admin');
  return (
    <ul className="grid grid-cols-2 gap-3">
      {ACTIONS.map(({ key, tab, icon: Icon }) => (
        <li key={key}>
          <Link
            to={paths.admin.tab(tab)}
            className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-4 text-center text-sm font-medium hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <Icon className="size-6 text-brand-700 dark:text-brand-300" aria-hidden="true" />
            {t(`dashboard.quickActions.${key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
