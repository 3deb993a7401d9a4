import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/errors/error-state';
import { HomeHeroView } from '../../../components/site-pages/page-views';
import { useSitePage } from '../../../lib/site-page';

export function HomeHero() {
  const { t } = useTranslation();
  const page = useSitePage('hero');
  const hero = page.data?.content.hero;
  if (hero) return <HomeHeroView hero={hero} />;
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-slate-900 px-4" aria-busy={page.isPending}>
      {page.isError ? (
        <ErrorState onRetry={() => void page.refetch()} busy={page.isFetching} />
      ) : (
        <p role="status" className="sr-only">
          {t('common.loading')}
        </p>
      )}
    </section>
  );
}
