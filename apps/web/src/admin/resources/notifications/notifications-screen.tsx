import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminAuth } from '../../auth/admin-auth';
import { Tabs, tabPanelProps } from '../../components/tabs';
import { NotificationsPanel } from './notifications-panel';

// The newsletter tools (admins only) load when first opened.
const CampaignsPanel = lazy(() => import('./campaigns-panel'));

type View = 'notifications' | 'campaigns';

/** /admin/notifications: every notification (read or not), and for admins the newsletter Campaigns view (?view=campaigns). */
export default function NotificationsScreen() {
  const { t } = useTranslation('admin');
  const { user } = useAdminAuth();
  const isAdmin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const view: View = isAdmin && params.get('view') === 'campaigns' ? 'campaigns' : 'notifications';
  const choose = (next: View) => setParams(next === 'campaigns' ? { view: next } : {}, { replace: true });

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t('notifications.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('notifications.subtitle')}</p>
      </div>
      {isAdmin ? (
        <>
          <Tabs
            idPrefix="notifications"
            label={t('notifications.views')}
            tabs={[
              { id: 'notifications', label: t('notifications.tabs.notifications') },
              { id: 'campaigns', label: t('notifications.tabs.campaigns') },
            ]}
            value={view}
            onChange={choose}
          />
          <div {...tabPanelProps('notifications', 'notifications', view === 'notifications')}>
            {view === 'notifications' && <NotificationsPanel />}
          </div>
          <div {...tabPanelProps('notifications', 'campaigns', view === 'campaigns')}>
            {view === 'campaigns' && (
              <Suspense fallback={<Spinner />}>
                <CampaignsPanel />
              </Suspense>
            )}
          </div>
        </>
      ) : (
        <NotificationsPanel />
      )}
    </div>
  );
}
