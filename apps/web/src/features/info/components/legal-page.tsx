import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/errors/error-state';
import { LegalText, type LegalPageKind } from '../../../components/site-pages/legal-text';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageTitle } from '../../../lib/page-title';
import { useSitePage } from '../../../lib/site-page';
import { useFormatDate } from '../../../lib/use-format-date';

/** /terms and /privacy. */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const { t } = useTranslation('info');
  const page = useSitePage(kind);
  const formatDate = useFormatDate();
  usePageTitle(t(`${kind}.title`));
  const html = page.data?.content[kind];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHeader title={t(`${kind}.title`)}>
        {page.data?.updated_at ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('updated', { date: formatDate(page.data.updated_at) })}
          </p>
        ) : null}
      </PageHeader>
      {html !== undefined ? (
        <LegalText kind={kind} html={html} />
      ) : page.isError ? (
        <ErrorState onRetry={() => void page.refetch()} busy={page.isFetching} />
      ) : (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('common:common.loading')}</span>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-5 rounded" />
          ))}
        </div>
      )}
    </article>
  );
}
