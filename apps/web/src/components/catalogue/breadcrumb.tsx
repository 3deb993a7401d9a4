import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Home › the list (Tours, Treks) › this page's title. */
export function Breadcrumb({ list, title }: { list: { label: string; to: string }; title: string }) {
  const { t } = useTranslation();
  const linkClass = 'hover:text-brand-700 hover:underline dark:hover:text-brand-300';
  return (
    <nav aria-label={t('tour.breadcrumb')} className="mb-4 text-sm text-slate-600 dark:text-slate-300">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={paths.home()} className={linkClass}>
            {t('nav.home')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li>
          <Link to={list.to} className={linkClass}>
            {list.label}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="truncate font-medium text-slate-800 dark:text-slate-100">
          {title}
        </li>
      </ol>
    </nav>
  );
}
