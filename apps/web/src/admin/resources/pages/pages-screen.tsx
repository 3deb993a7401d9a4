import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES } from '@trails/contracts/constants';
import type { PageKey } from '@trails/contracts/page-content';
import { ErrorState } from '../../../components/errors/error-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatDate } from '../../../lib/use-format-date';
import { Badge } from '../../components/badge';
import { PageEditor } from './page-editor';
import { useAdminPages } from './pages-api';

/** /admin/pages: the home hero and gallery, the FAQ, the terms and the privacy policy, per language. */
export default function PagesScreen() {
  const { t } = useTranslation('admin');
  const pages = useAdminPages();
  const formatDate = useFormatDate();
  const [editing, setEditing] = useState<PageKey | null>(null);
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t('pages.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('pages.intro')}</p>
      </div>
      {pages.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('pages.loading')}</span>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : pages.isError ? (
        <ErrorState onRetry={() => void pages.refetch()} busy={pages.isFetching} />
      ) : pages.data.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('pages.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {pages.data.map((page) => {
            const name = t(`pages.names.${page.key}`);
            return (
              <li key={page.key} className="flex flex-wrap items-center gap-4 p-4">
                <div className="min-w-0 flex-1 basis-64">
                  <h2 className="font-semibold">{name}</h2>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{t(`pages.descriptions.${page.key}`)}</p>
                  {page.updated_at && (
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {t('pages.updated', {
                        date: formatDate(page.updated_at, { dateStyle: 'medium', timeStyle: 'short' }),
                      })}
                    </p>
                  )}
                </div>
                <ul className="flex flex-wrap gap-1.5" aria-label={t('pages.languages')}>
                  {LOCALES.map((lang) => (
                    <li key={lang}>
                      <Badge tone={page.languages[lang] === 'written' ? 'green' : 'grey'}>
                        {LOCALE_NAMES[lang]}:{' '}
                        {page.languages[lang] === 'written' ? t('pages.state.written') : t('pages.state.fallback')}
                      </Badge>
                    </li>
                  ))}
                </ul>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setEditing(page.key)}
                  aria-label={t('pages.edit', { name })}
                >
                  {t('actions.edit')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <PageEditor pageKey={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
