import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyReview } from '@trails/contracts/reviews';
import { ErrorState } from '../../../components/errors/error-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFormatDate } from '../../../lib/use-format-date';
import { useMyReviews } from '../api/get-my-reviews';

const STATUS_CLASS: Record<MyReview['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100',
  approved: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100',
};

/** My Reviews on the profile page: the traveller's own reviews with their moderation status. */
export function MyReviews() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const reviews = useMyReviews(page);
  const items = reviews.data?.data ?? [];
  const meta = reviews.data?.meta;

  return (
    <section aria-labelledby="my-reviews-title">
      <h2 id="my-reviews-title" className="text-lg font-semibold">
        {t('reviewForm.myReviews.title')}
      </h2>
      <div className="mt-4">
        {reviews.isPending ? (
          <Spinner label={t('reviewForm.myReviews.loading')} />
        ) : reviews.isError ? (
          <ErrorState onRetry={() => void reviews.refetch()} busy={reviews.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState
            title={t('reviewForm.myReviews.empty')}
            icon={<MessageSquare className="size-10 text-slate-400" aria-hidden="true" />}
          />
        ) : (
          <>
            <ul
              className={`space-y-4 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={reviews.isPlaceholderData || undefined}
            >
              {items.map((review) => (
                <li key={review.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Link
                      to={
                        review.subject.type === 'tour'
                          ? paths.tour(review.subject.slug)
                          : paths.trek(review.subject.slug)
                      }
                      className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {review.subject.title}
                    </Link>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[review.status]}`}>
                      {t(`reviewForm.myReviews.${review.status}`)}
                    </span>
                    <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">
                      <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
                    </span>
                  </div>
                  <div className="mt-2">
                    <RatingStars rating={review.rating} label={t('catalogue.ratingLabel', { rating: review.rating })} />
                  </div>
                  <p className="mt-1 font-medium text-slate-900 dark:text-slate-50">{review.title}</p>
                  <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">
                    {review.comment}
                  </p>
                </li>
              ))}
            </ul>
            {meta && meta.last_page > 1 && (
              <div className="mt-4">
                <Pagination
                  page={page}
                  lastPage={meta.last_page}
                  onPageChange={setPage}
                  label={t('reviewForm.myReviews.pages')}
                />
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
