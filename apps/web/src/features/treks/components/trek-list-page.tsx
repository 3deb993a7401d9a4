import { useRef, type ReactNode } from 'react';
import type { TrekSummary } from '@trails/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TrekCard } from '../../../components/catalogue/trek-card';
import { ErrorState } from '../../../components/errors/error-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { usePageTitle } from '../../../lib/page-title';
import { useTreks } from '../api/get-treks';
import {
  hasTrekFilters,
  parseTrekListSearch,
  toTrekListSearch,
  toTreksParams,
  type TrekListState,
} from '../lib/trek-list-params';
import { TrekFilters } from './trek-filters';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * /treks: filters kept in the address, count, grid of cards and pages. `cardActions` adds buttons
 * to each card (the route passes the compare toggle).
 */
export function TrekListPage({ cardActions }: { cardActions?: (trek: TrekSummary) => ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('nav.treks'));
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseTrekListSearch(searchParams);
  const treks = useTreks(toTreksParams(state));
  const resultsRef = useRef<HTMLDivElement>(null);

  const update = (next: Partial<TrekListState>) => {
    // A new filter or sort starts again from the first page.
    const page = next.page ?? 1;
    setSearchParams(toTrekListSearch({ ...state, ...next, page }));
  };
  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const clearFilters = () => setSearchParams(toTrekListSearch({ sort: state.sort, page: 1 }));

  const total = treks.data?.meta?.total ?? treks.data?.data.length ?? 0;
  const lastPage = treks.data?.meta?.last_page ?? 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader title={t('treks.title')} subtitle={t('treks.intro')} />

      <section
        aria-labelledby="trek-filters-title"
        className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="trek-filters-title" className="sr-only">
          {t('treks.filters.label')}
        </h2>
        <TrekFilters state={state} onChange={update} />
        {hasTrekFilters(state) && (
          <Button variant="ghost" className="mt-3 px-3 py-1.5" onClick={clearFilters}>
            {t('treks.clearFilters')}
          </Button>
        )}
      </section>

      <div ref={resultsRef} className="scroll-mt-24">
        <p role="status" className="mb-4 text-sm font-medium text-slate-700 dark:text-slate-300">
          {treks.isSuccess ? t('treks.count', { count: total }) : ''}
        </p>

        {treks.isPending ? (
          <CardGridSkeleton count={6} label={t('treks.loading')} className={GRID} />
        ) : treks.isError ? (
          <ErrorState message={t('treks.error')} onRetry={() => void treks.refetch()} busy={treks.isFetching} />
        ) : treks.data.data.length === 0 ? (
          <EmptyState title={t('treks.empty.title')} text={t('treks.empty.text')}>
            {hasTrekFilters(state) && <Button onClick={clearFilters}>{t('treks.clearFilters')}</Button>}
          </EmptyState>
        ) : (
          <div className="space-y-8">
            <ul
              className={`${GRID} transition-opacity ${treks.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={treks.isPlaceholderData || undefined}
            >
              {treks.data.data.map((trek, index) => (
                <li key={trek.id}>
                  <TrekCard trek={trek} eager={index < 3} actions={cardActions?.(trek)} />
                </li>
              ))}
            </ul>
            <Pagination page={state.page} lastPage={lastPage} onPageChange={goToPage} />
          </div>
        )}
      </div>
    </div>
  );
}
