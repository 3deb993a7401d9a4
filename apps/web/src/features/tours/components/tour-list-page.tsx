import type { ReactNode } from 'react';
import type { TourSummary } from '@trails/contracts/catalogue';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/page-title';
import { useTours } from '../api/get-tours';
import { tourFiltersToMapQuery, tourFiltersToQuery } from '../lib/tour-filters';
import { useTourFilters } from '../lib/use-tour-filters';
import { TourFilterPanel } from './tour-filter-panel';
import { ToursMapView } from './tours-map-view';
import { TourResults } from './tour-results';
import { ToursToolbar } from './tours-toolbar';

const scrollToTop = () => window.scrollTo({ top: 0 });

/**
 * /tours: the filter panel, sort, count, grid or map of the filtered tours, and the pager. `cardActions`
 * adds buttons to each card (the route passes the compare toggle).
 */
export function TourListPage({ cardActions }: { cardActions?: (tour: TourSummary) => ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('nav.tours'));
  const { filters, update, clear } = useTourFilters();
  const query = useTours(tourFiltersToQuery(filters));
  const destinationName = query.data?.data.find((tour) =>
    [tour.destination.slug, String(tour.destination.id)].includes(filters.destination ?? ''),
  )?.destination.name;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={t('tours.title')} subtitle={t('tours.subtitle')}>
        {filters.destination && (
          <p className="pt-2">
            <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
              {t('tours.destinationFilter', { name: destinationName ?? filters.destination })}
              <button
                type="button"
                onClick={() => update({ destination: null })}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-800"
              >
                <X className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('tours.removeDestination')}</span>
              </button>
            </span>
          </p>
        )}
      </PageHeader>

      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <TourFilterPanel filters={filters} onChange={update} onClear={clear} />
        <section aria-label={t('tours.results')} className="min-w-0 space-y-6">
          <ToursToolbar
            total={query.data?.meta?.total ?? query.data?.data.length}
            sort={filters.sort}
            view={filters.view}
            onSortChange={(sort) => update({ sort })}
            onViewChange={(view) => update({ view })}
          />
          <TourResults
            query={query}
            view={filters.view}
            map={<ToursMapView params={tourFiltersToMapQuery(filters)} />}
            onPageChange={(page) => {
              update({ page });
              scrollToTop();
            }}
            cardActions={cardActions}
            emptyActions={
              <Button variant="primary" onClick={clear}>
                {t('tours.filters.clearAll')}
              </Button>
            }
          />
        </section>
      </div>
    </div>
  );
}
