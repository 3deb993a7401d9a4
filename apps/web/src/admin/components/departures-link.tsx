import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** From a tour or trek row: the departures tab, filtered to that trip (the address holds the filter). */
export function DeparturesLink({ kind, id, title }: { kind: 'tour' | 'trek'; id: number; title: string }) {
  const { t } = useTranslation('admin');
  return (
    <Link
      to={`${paths.admin.tab('departures')}?${kind}_id=${id}`}
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-brand-300 dark:hover:bg-brand-950/50"
      aria-label={t('departures.openFor', { name: title })}
    >
      <CalendarDays className="size-4" aria-hidden="true" />
      {t('departures.link')}
    </Link>
  );
}
