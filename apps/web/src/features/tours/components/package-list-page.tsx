import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookNowLink } from '../../../components/catalogue/book-now-link';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useTours } from '../api/get-tours';
import { TOURS_PER_PAGE } from '../lib/tour-filters';
import { useTourFilters } from '../lib/use-tour-filters';
import { TourResults } from './tour-results';

/** /packages: every bookable tour, most popular first, each with its price and a Book Now link. */
export function PackageListPage() {
  const { t } = useTranslation();
  usePageTitle(t('packages.title'));
  const { filters, update } = useTourFilters();
  const query = useTours({ sort: 'popular', page: filters.page, per_page: TOURS_PER_PAGE });
  const total = query.data?.meta?.total;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('packages.title')}
        subtitle={t('packages.subtitle')}
        actions={
          <>
            <Link to={paths.tours()} className={buttonClass('secondary')}>
              {t('packages.filterTours')}
            </Link>
            <Link to={paths.customBuilder()} className={buttonClass('secondary')}>
              {t('packages.custom')}
            </Link>
          </>
        }
      >
        <p role="status" className="min-h-6 text-sm font-medium text-slate-700 dark:text-slate-300">
          {total !== undefined && t('packages.count', { count: total })}
        </p>
      </PageHeader>
      <TourResults
        query={query}
        gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        emptyTitle={t('packages.empty.title')}
        emptyText={t('packages.empty.text')}
        emptyActions={
          <Link to={paths.customBuilder()} className={buttonClass('primary')}>
            {t('packages.custom')}
          </Link>
        }
        onPageChange={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
        cardActions={(tour) => <BookNowLink to={paths.booking(tour.id)} title={tour.title} />}
      />
    </div>
  );
}
