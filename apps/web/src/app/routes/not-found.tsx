import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <MapPinOff className="size-12 text-brand-600" aria-hidden="true" />
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">404</p>
      <h1 className="text-3xl font-bold">{t('errors.notFoundTitle')}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('errors.notFoundText')}</p>
      <div className="flex gap-3">
        <Link to={paths.home()} className={buttonClass('primary')}>
          {t('errors.backHome')}
        </Link>
        <Link to={paths.tours()} className={buttonClass('secondary')}>
          {t('nav.tours')}
        </Link>
      </div>
    </div>
  );
}
