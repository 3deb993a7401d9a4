import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Compass className="size-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('pages.comingSoon')}</p>
      <Link to={paths.home()} className={buttonClass('primary')}>
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
