import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TourSummary } from '@trails/contracts/catalogue';
import type { ListEnvelope } from '@trails/contracts/common';
import { useTranslation } from 'react-i18next';
import { TourCard } from '../../../components/catalogue/tour-card';
import { ErrorState } from '../../../components/errors/error-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import type { ToursView } from '../lib/tour-filters';

export interface TourResultsProps {
  query: UseQueryResult<ListEnvelope<TourSummary>>;
  view?: ToursView;
  /** What the map view shows (every match, not a page): given by a list that has a map. */
  map?: ReactNode;
  onPageChange: (page: number) => void;
  /** Buttons or links at the foot of each card. */
  cardActions?: (tour: TourSummary) => ReactNode;
  /** What an empty page says (defaults to "No tours match your filters") and offers, e.g. Clear All. */
  emptyTitle?: string;
  emptyText?: string;
  emptyActions?: ReactNode;
  gridClassName?: string;
}

/**
 * One page of tours as a grid, or the map of every match, with its loading, error and empty states and the pager.
 * The tour list and the packages page both show their tours through it.
 */
export function TourResults({
  query,
  view = 'grid',
  map,
  onPageChange,
  cardActions,
  emptyTitle,
  emptyText,
  emptyActions,
  gridClassName,
}: TourResultsProps) {
  const { t } = useTranslation();
  const grid = gridClassName ?? 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

  if (query.isPending) return <CardGridSkeleton count={6} label={t('tours.loading')} className={grid} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('messages.failedToLoadTours')}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  }

  const tours = query.data.data;
  const meta = query.data.meta;
  if (tours.length === 0) {
    return (
      <EmptyState title={emptyTitle ?? t('tours.empty.title')} text={emptyText ?? t('tours.empty.text')}>
        {emptyActions}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-8">
      {/* While the next page loads the previous one stays, dimmed. */}
      <div
        aria-busy={query.isPlaceholderData || undefined}
        className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        {view === 'map' && map ? (
          map
        ) : (
          <ul className={grid}>
            {tours.map((tour, index) => (
              <li key={tour.id}>
                <TourCard tour={tour} eager={index < 3} actions={cardActions?.(tour)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {meta && !(view === 'map' && map) && (
        <Pagination
          page={meta.page}
          lastPage={meta.last_page}
          onPageChange={onPageChange}
          label={t('tours.pagination')}
        />
      )}
    </div>
  );
}
