import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingLine } from '../../../components/catalogue/rating-line';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/hydration';
import { NEAR_SCREEN, useInViewOnce } from '../../../lib/use-in-view';
import type { ReviewSubject } from '../api/get-item-reviews';
import { WriteReview } from './write-review';

const ItemReviewList = lazy(() => import('./item-review-list'));

/** Each page keeps its own wording ("No reviews of this trek yet."). */
export const ITEM_REVIEW_KEYS: Record<ReviewSubject, 'tour.reviews' | 'trek.reviews'> = {
  tours: 'tour.reviews',
  treks: 'trek.reviews',
};

export interface ReviewedItem {
  id: number;
  rating: number | null;
  review_count: number;
}

/**
 * Approved reviews of a tour or trek, five a page, with the real average and count, Helpful votes and
 * the write-review form. Hidden when the server keeps no reviews for that kind of item (it answers 404).
 *
 * Far below the page's first screen: the server's first view, and the hydration that matches it,
 * show the heading, the average and count and the form's button, with the list loading; the list's
 * code and the reviews themselves are fetched once the page is the browser's and the section comes
 * within a screen of the reader (a link to `#reviews` lands there, so it loads at once).
 */
export function ItemReviews({ subject, item }: { subject: ReviewSubject; item: ReviewedItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hydrated = useHydrated();
  const [ref, near] = useInViewOnce<HTMLElement>({ ...NEAR_SCREEN, enabled: hydrated });
  const [unavailable, setUnavailable] = useState(false);
  const hide = useCallback(() => setUnavailable(true), []);
  const keys = ITEM_REVIEW_KEYS[subject];
  if (unavailable) return null;
  const loading = <Spinner label={t(`${keys}.loading`)} />;
  return (
    // `#reviews`: where the email about a staff reply links to.
    <section ref={ref} id="reviews" aria-labelledby={titleId} className="scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-2xl font-bold text-slate-900 dark:text-white">
          {t(`${keys}.title`)}
        </h2>
        <RatingLine rating={item.rating} reviewCount={item.review_count} />
      </div>
      <WriteReview
        trip={{ kind: subject === 'tours' ? 'tour' : 'trek', id: item.id }}
        successMessage="reviewSubmitted"
        anchor="write-review"
      />
      {hydrated && near ? (
        <Suspense fallback={loading}>
          <ItemReviewList subject={subject} item={item} onUnavailable={hide} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
