import { MapPinned } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DestinationCard } from '../../../components/catalogue/destination-card';
import { ErrorState } from '../../../components/errors/error-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { usePageTitle } from '../../../lib/page-title';
import { useDestinationFacets } from '../api/get-destination-facets';
import { useDestinations } from '../api/get-destinations';
import { destinationListParams, DESTINATIONS_PER_PAGE } from '../lib/destination-filters';
import { useDestinationFilters } from '../lib/use-destination-filters';
import { DestinationSearchBox } from './destination-search-box';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Countries for the filter; until the facets answer (or if they fail) just "All countries". */
function CountryFilter({ value, onChange }: { value: string; onChange: (country: string) => void }) {
  const { t } = useTranslation();
  const facets = useDestinationFacets();
  const countries = facets.data?.countries ?? [];
  const options = [
    { value: '', label: t('destinations.allCountries') },
    ...countries.map(({ country, count }) => ({
      value: country,
      label: t('destinations.countryOption', { country, count }),
    })),
  ];
  // A shared link may name a country before the list of countries has loaded.
  if (value && !countries.some(({ country }) => country === value)) options.push({ value, label: value });
  return (
    <SelectField
      label={t('destinations.countryLabel')}
      options={options}
      value={value}
      onChange={onChange}
      className="sm:w-64"
    />
  );
}

/** /destinations: search by name or country, a country filter, cards and pages, all in the address. */
export function DestinationListPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.destinations'));
  const { filters, setSearch, setCountry, setPage, clear } = useDestinationFilters();
  const list = useDestinations(destinationListParams(filters));
  const items = list.data?.data ?? [];
  const total = list.data?.meta?.total ?? items.length;
  const lastPage = list.data?.meta?.last_page ?? 1;
  const filtered = Boolean(filters.search || filters.country);

  const goToPage = (page: number) => {
    setPage(page);
    document.getElementById('destination-results')?.scrollIntoView({ block: 'start' });
  };

  let content;
  if (list.isPending) {
    content = <CardGridSkeleton count={DESTINATIONS_PER_PAGE / 2} label={t('destinations.loading')} />;
  } else if (list.isError && !list.data) {
    content = (
      <ErrorState message={t('destinations.loadError')} onRetry={() => void list.refetch()} busy={list.isFetching} />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        title={t('destinations.emptyTitle')}
        text={t(filtered ? 'destinations.emptyFiltered' : 'destinations.emptyText')}
        icon={<MapPinned className="size-10 text-slate-400" aria-hidden="true" />}
      >
        {filtered && (
          <Button variant="secondary" onClick={clear}>
            {t('destinations.clearFilters')}
          </Button>
        )}
        {!filtered && filters.page > 1 && (
          <Button variant="secondary" onClick={() => setPage(1)}>
            {t('destinations.firstPage')}
          </Button>
        )}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul
          className={`${gridClass} transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={list.isPlaceholderData || undefined}
        >
          {items.map((destination) => (
            <li key={destination.id}>
              <DestinationCard destination={destination} />
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <Pagination
            page={filters.page}
            lastPage={lastPage}
            onPageChange={goToPage}
            label={t('destinations.pagination')}
          />
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader title={t('destinations.title')} subtitle={t('destinations.subtitle')} />
      <form
        role="search"
        aria-label={t('destinations.filtersLabel')}
        onSubmit={(event) => event.preventDefault()}
        className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end"
      >
        <DestinationSearchBox value={filters.search} onSearch={setSearch} />
        <CountryFilter value={filters.country} onChange={setCountry} />
      </form>
      <div id="destination-results" className="scroll-mt-24">
        <p role="status" className="mb-4 min-h-6 text-sm text-slate-600 dark:text-slate-300">
          {list.data && !list.isError ? t('destinations.found', { count: total }) : ''}
        </p>
        {content}
      </div>
    </div>
  );
}
