import { HOME_SECTIONS } from '@trails/contracts';
import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReviewCard } from '../../../components/catalogue/review-card';
import { ErrorState } from '../../../components/errors/error-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReviews } from '../api/get-reviews';

const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/** Up to six approved reviews of tours and treks, with their loading, error and empty states. */
export function LatestReviews() {
  const { t } = useTranslation();
  const reviews = useReviews({ limit: HOME_SECTIONS.reviews.limit });
  if (reviews.isPending) {
    return (
      <div role="status" className={gridClass}>
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: HOME_SECTIONS.reviews.limit }, (_, index) => (
          <Skeleton key={index} className="h-[17rem] rounded-2xl" />
        ))}
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <ErrorState message={t('home.reviews.error')} onRetry={() => void reviews.refetch()} busy={reviews.isFetching} />
    );
  }
  if (reviews.data.data.length === 0) {
    return (
      <EmptyState
        title={t('home.reviews.empty')}
        icon={<MessageSquareQuote className="size-10 text-slate-400" aria-hidden="true" />}
      />
    );
  }
  return (
    <ul className={gridClass}>
      {reviews.data.data.slice(0, HOME_SECTIONS.reviews.limit).map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} showSubject />
        </li>
      ))}
    </ul>
  );
}
