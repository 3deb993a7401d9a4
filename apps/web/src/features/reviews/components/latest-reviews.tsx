import { HOME_SECTIONS } from '@trails/contracts';
import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/errors/error-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from '../../../components/catalogue/review-card';
import { HomeSection } from '../../home/components/home-section';

const gridClass = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

/** Up to six approved reviews of tours and treks. */
export function ReviewsSection() {
  const { t } = useTranslation();
  const reviews = useReviews({ limit: HOME_SECTIONS.reviews.limit });
  let content;
  if (reviews.isPending) {
    content = (
      <div role="status" className={gridClass}>
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: HOME_SECTIONS.reviews.limit }, (_, index) => (
          <Skeleton key={index} className="h-[17rem] rounded-2xl" />
        ))}
      </div>
    );
  } else if (reviews.isError) {
    content = (
      <ErrorState message={t('home.reviews.error')} onRetry={() => void reviews.refetch()} busy={reviews.isFetching} />
    );
  } else if (reviews.data.data.length === 0) {
    content = (
      <EmptyState
        title={t('home.reviews.empty')}
        icon={<MessageSquareQuote className="size-10 text-slate-400" aria-hidden="true" />}
      />
    );
  } else {
    content = (
      <ul className={gridClass}>
        {reviews.data.data.slice(0, HOME_SECTIONS.reviews.limit).map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} showSubject />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <HomeSection tinted title={t('home.reviews.title')} subtitle={t('home.reviews.subtitle')}>
      {content}
    </HomeSection>
  );
}
