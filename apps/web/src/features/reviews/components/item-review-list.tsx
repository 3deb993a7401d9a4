import { useEffect, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReviewCard } from '../../../components/catalogue/review-card';
import { ErrorState } from '../../../components/errors/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useItemReviews, type ReviewSubject } from '../api/get-item-reviews';
import { ITEM_REVIEW_KEYS, type ReviewedItem } from './item-reviews';
import { useHelpfulToggles } from './use-helpful-toggles';

const PER_PAGE = 5;

/**
 * A tour's or trek's approved reviews, five a page, with Helpful votes: loaded (code and data) when
 * the reviews' section comes near the reader. `onUnavailable` when the server keeps no reviews for
 * that kind of item (it answers 404): the section is then not shown.
 */
export default function ItemReviewList({
  subject,
  item,
  onUnavailable,
}: {
  subject: ReviewSubject;
  item: ReviewedItem;
  onUnavailable: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useItemReviews(subject, String(item.id), page, PER_PAGE);
  const keys = ITEM_REVIEW_KEYS[subject];
  const helpful = useHelpfulToggles(reviews.data?.data ?? []);
  const unavailable = reviews.isError && reviews.error instanceof ApiError && reviews.error.status === 404;
  useEffect(() => {
    if (unavailable) onUnavailable();
  }, [unavailable, onUnavailable]);

  if (unavailable) return null;
  if (reviews.isPending) return <Spinner label={t(`${keys}.loading`)} />;
  if (reviews.isError) return <ErrorState onRetry={() => void reviews.refetch()} busy={reviews.isFetching} />;
  if (reviews.data.data.length === 0) {
    return (
      <p className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
        <MessageSquare className="size-8 text-slate-400" aria-hidden="true" />
        {t(`${keys}.empty`)}
      </p>
    );
  }
  return (
    <>
      <ul
        className={`space-y-4 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={reviews.isPlaceholderData || undefined}
      >
        {reviews.data.data.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} showReply helpful={helpful(review)} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        lastPage={reviews.data.meta?.last_page ?? 1}
        onPageChange={setPage}
        label={t(`${keys}.pages`)}
      />
    </>
  );
}
