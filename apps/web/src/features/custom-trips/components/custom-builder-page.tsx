import { LogIn, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { customBudgetFor } from '@trails/contracts/custom-packages';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { useSettings } from '../../../lib/settings';
import { useCustomBudget } from '../api/get-budget';
import { useOnline } from '../lib/use-online';
import { CustomBuilderForm } from './custom-builder-form';

/** /custom-builder and /custom-tour-builder: a custom trip request, for signed-in travellers. */
export function CustomBuilderPage({ preselect }: { preselect: string | null }) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const online = useOnline();
  const { settings } = useSettings();
  const budget = useCustomBudget();
  usePageTitle(t('customTrip.title'));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHeader title={t('customTrip.title')} subtitle={t('customTrip.subtitle')} />
      {!online && (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <WifiOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('customTrip.offlineTitle')}</p>
            <p className="text-sm">{t('customTrip.offlineText')}</p>
          </div>
        </div>
      )}
      {isLoading || budget.isPending ? (
        <Spinner />
      ) : (
        <>
          {!user && (
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-900 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-100">
              <p className="flex items-center gap-2 font-medium">
                <LogIn className="size-5 shrink-0" aria-hidden="true" />
                {t('messages.customLoginRequired')}
              </p>
              <Link
                to={paths.login()}
                state={{ from: location.pathname + location.search }}
                className={buttonClass('primary')}
              >
                {t('nav.login')}
              </Link>
            </div>
          )}
          <CustomBuilderForm
            user={user}
            preselect={preselect}
            online={online}
            // Without the server's range (offline, say) the site currency's rule still holds.
            budget={budget.data ?? customBudgetFor(settings.currency, null)}
          />
        </>
      )}
    </div>
  );
}
