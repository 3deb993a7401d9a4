import type { UseQueryResult } from '@tanstack/react-query';
import type { PublicReview } from '@trails/contracts/catalogue';
import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';
import type { ListEnvelope } from '@trails/contracts/common';
import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReviewCard } from '../../../components/catalogue/review-card';
import { ErrorState } from '../../../components/errors/error-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { useHelpfulToggles } from './use-helpful-toggles';
import { LatestReviewsSkeleton, latestReviewsGridClass } from './latest-reviews-skeleton';
import { WriteReview } from './write-review';

/** The latest reviews query, started by the section's first-view shell so it leaves with the other home calls. */
export type ReviewsResult = UseQueryResult<ListEnvelope<PublicReview>>;

/** The home reviews section: the latest reviews and, collapsed, the form to write one about any trip. */
export default function HomeReviews({ reviews }: { reviews: ReviewsResult }) {
  return (
    <div className="space-y-6">
      <ReviewList reviews={reviews} />
      <WriteReview successMessage="reviewSubmittedHome" />
    </div>
  );
}

/** Up to six approved reviews of tours and treks, with their loading, error and empty states. */
function ReviewList({ reviews }: { reviews: ReviewsResult }) {
  const { t } = useTranslation();
  const helpful = useHelpfulToggles(reviews.data?.data ?? []);
  if (reviews.isPending) return <LatestReviewsSkeleton />;
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
    <ul className={latestReviewsGridClass}>
      {reviews.data.data.slice(0, HOME_SECTIONS.reviews.limit).map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} showSubject helpful={helpful(review)} />
        </li>
      ))}
    </ul>
  );
}
