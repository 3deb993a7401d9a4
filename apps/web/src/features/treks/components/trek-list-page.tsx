import { useRef, type ReactNode } from 'react';
import type { TrekSummary } from '@trails/contracts/catalogue';
import { TREK_SORTS } from '@trails/contracts/catalogue-constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TrekCard } from '../../../components/catalogue/trek-card';
import { ErrorState } from '../../../components/errors/error-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
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

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3';

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
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={t('treks.title')} subtitle={t('treks.intro')} />

      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <TrekFilters state={state} onChange={update} onClear={clearFilters} />
        <section ref={resultsRef} aria-label={t('treks.results')} className="min-w-0 scroll-mt-24 space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <p role="status" className="min-h-6 text-sm font-medium text-slate-700 dark:text-slate-300">
              {treks.isSuccess ? t('treks.count', { count: total }) : ''}
            </p>
            <SelectField
              label={t('treks.sort.label')}
              className="w-52"
              value={state.sort}
              onChange={(value) => update({ sort: value as TrekListState['sort'] })}
              options={TREK_SORTS.map((sort) => ({ value: sort, label: t(`treks.sort.${sort}`) }))}
            />
          </div>

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
        </section>
      </div>
    </div>
  );
}
