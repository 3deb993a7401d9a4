import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Signed out: the spec's Please Login prompt; the login page sends the traveller back here. */
export function LoginPrompt({ tripTitle }: { tripTitle: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <LogIn className="mx-auto size-10 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900 dark:text-white">{t('booking.login.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('booking.login.text', { title: tripTitle })}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.login()}
            state={{ from: location.pathname + location.search }}
            className={buttonClass('primary')}
          >
            {t('nav.login')}
          </Link>
          <Link to={paths.register()} className={buttonClass('secondary')}>
            {t('nav.signUp')}
          </Link>
        </div>
      </div>
    </div>
  );
}
