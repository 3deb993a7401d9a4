import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { FaqGroups } from '../../../components/site-pages/page-views';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useSitePage } from '../../../lib/site-page';

/** /faq: the questions travellers ask most, by topic. */
export function FaqPage() {
  const { t } = useTranslation('info');
  const page = useSitePage('faq');
  usePageTitle(t('faq.title'));
  const faq = page.data?.content.faq;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeader title={t('faq.title')} subtitle={t('faq.intro')} />
      {faq ? (
        <FaqGroups faq={faq} />
      ) : page.isError ? (
        <ErrorState onRetry={() => void page.refetch()} busy={page.isFetching} />
      ) : (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('common:common.loading')}</span>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-14 rounded-xl" />
          ))}
        </div>
      )}
      <aside className="mt-12 rounded-2xl bg-brand-50 p-6 text-center dark:bg-brand-950/40" aria-labelledby="faq-still">
        <h2 id="faq-still" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('faq.stillTitle')}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('faq.stillText')}</p>
        <Link to={paths.enquiry()} className={buttonClass('primary', 'mt-4')}>
          {t('faq.contactUs')}
        </Link>
      </aside>
    </div>
  );
}
