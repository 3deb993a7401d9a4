import { BarChart3, CalendarCheck, Mail, Plus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdminAuth } from '../../auth/admin-auth';

/** Each tile opens the back-office tab where that work is done; newsletters are for admins only. */
const ACTIONS: { key: string; tab: string; icon: LucideIcon; adminOnly?: boolean }[] = [
  { key: 'addTour', tab: 'tours', icon: Plus },
  { key: 'viewBookings', tab: 'bookings', icon: CalendarCheck },
  { key: 'sendNewsletter', tab: 'notifications?view=campaigns', icon: Mail, adminOnly: true },
  { key: 'analytics', tab: 'analytics', icon: BarChart3 },
];

export function QuickActions() {
  const { t } = useTranslation('admin');
  const { user } = useAdminAuth();
  const actions = ACTIONS.filter((action) => !action.adminOnly || user?.role === 'admin');
  return (
    <ul className="grid grid-cols-2 gap-3">
      {actions.map(({ key, tab, icon: Icon }) => (
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
