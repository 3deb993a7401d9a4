import { useId, useState, type ReactNode } from 'react';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RatingLine } from '../../../components/catalogue/rating-line';
import { ReviewCard } from '../../../components/catalogue/review-card';
import { ErrorState } from '../../../components/errors/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/hydration';
import { useItemReviews, type ReviewSubject } from '../api/get-item-reviews';
import { useHelpfulToggles } from './use-helpful-toggles';
import { WriteReview } from './write-review';

const PER_PAGE = 5;

/** Each page keeps its own wording ("No reviews of this trek yet."). */
const KEYS: Record<ReviewSubject, 'tour.reviews' | 'trek.reviews'> = { tours: 'tour.reviews', treks: 'trek.reviews' };

export interface ReviewedItem {
  id: number;
  rating: number | null;
  review_count: number;
}

/**
 * Approved reviews of a tour or trek, five a page, with the real average and count, Helpful votes and
 * the write-review form. Hidden when the
 * server keeps no reviews for that kind of item (it answers 404).
 *
 * Far below the page's first screen: the server's first view, and the hydration that matches it,
 * show the heading, the average and count and the form's button, with the list loading; the reviews
 * themselves are fetched once the page is the browser's.
 */
export function ItemReviews({ subject, item }: { subject: ReviewSubject; item: ReviewedItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hydrated = useHydrated();
  if (hydrated) return <LoadedItemReviews subject={subject} item={item} titleId={titleId} />;
  return (
    <ReviewsSection subject={subject} item={item} titleId={titleId}>
      <Spinner label={t(`${KEYS[subject]}.loading`)} />
    </ReviewsSection>
  );
}

/** The reviews' section: heading, average and count, the write-review form, then `children`. */
function ReviewsSection({
  subject,
  item,
  titleId,
  children,
}: {
  subject: ReviewSubject;
  item: ReviewedItem;
  titleId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    // `#reviews`: where the email about a staff reply links to.
    <section id="reviews" aria-labelledby={titleId} className="scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-2xl font-bold text-slate-900 dark:text-white">
          {t(`${KEYS[subject]}.title`)}
        </h2>
        <RatingLine rating={item.rating} reviewCount={item.review_count} />
      </div>
      <WriteReview
        trip={{ kind: subject === 'tours' ? 'tour' : 'trek', id: item.id }}
        successMessage="reviewSubmitted"
        anchor="write-review"
      />
      {children}
    </section>
  );
}

function LoadedItemReviews({
  subject,
  item,
  titleId,
}: {
  subject: ReviewSubject;
  item: ReviewedItem;
  titleId: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useItemReviews(subject, String(item.id), page, PER_PAGE);
  const keys = KEYS[subject];
  const helpful = useHelpfulToggles(reviews.data?.data ?? []);
  if (reviews.isError && reviews.error instanceof ApiError && reviews.error.status === 404) return null;

  return (
    <ReviewsSection subject={subject} item={item} titleId={titleId}>
      {reviews.isPending ? (
        <Spinner label={t(`${keys}.loading`)} />
      ) : reviews.isError ? (
        <ErrorState onRetry={() => void reviews.refetch()} busy={reviews.isFetching} />
      ) : reviews.data.data.length === 0 ? (
        <p className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <MessageSquare className="size-8 text-slate-400" aria-hidden="true" />
          {t(`${keys}.empty`)}
        </p>
      ) : (
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
      )}
    </ReviewsSection>
  );
}
