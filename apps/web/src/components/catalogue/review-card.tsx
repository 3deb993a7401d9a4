import { useState } from 'react';
import { LIMITS, type PublicReview } from '@trails/contracts';
import { ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { RatingStars } from '../ui/rating-stars';

/** One approved review: initial, name, stars, date, trip type, comment cut at 200 characters. */
export function ReviewCard({ review, showSubject = false }: { review: PublicReview; showSubject?: boolean }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const name = review.user.name.trim() || t('reviews.anonymous');
  const long = review.comment.length > LIMITS.reviewTruncate;
  const comment = long && !expanded ? `${review.comment.slice(0, LIMITS.reviewTruncate).trimEnd()}…` : review.comment;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <header className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          {name.charAt(0).toUpperCase() || 'U'}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-slate-50">{name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            <time dateTime={review.created_at}>{formatDate(review.created_at, i18n.language)}</time>
          </p>
        </div>
        <span className="ml-auto">
          <RatingStars rating={review.rating} label={t('catalogue.ratingLabel', { rating: review.rating })} />
        </span>
      </header>
      {showSubject && <p className="text-xs font-medium uppercase tracking-wide text-brand-700 dark:text-brand-300">{review.subject.title}</p>}
      <h3 className="font-semibold text-slate-900 dark:text-slate-50">{review.title}</h3>
      <p className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{comment}</p>
      {long && (
        <button
          type="button"
          className="self-start text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('common.showLess') : t('common.readMore')}
        </button>
      )}
      <footer className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-xs text-slate-500 dark:text-slate-400">
        {review.traveled_on && (
          <span>{t('reviews.traveledIn', { date: formatDate(review.traveled_on, i18n.language, { month: 'long', year: 'numeric' }) })}</span>
        )}
        {review.trip_type && <span>{t(`reviews.tripType.${review.trip_type}`)}</span>}
        {review.helpful_count > 0 && (
          <span className="inline-flex items-center gap-1">
            <ThumbsUp className="size-3.5" aria-hidden="true" />
            {t('reviews.helpfulCount', { count: review.helpful_count })}
          </span>
        )}
      </footer>
    </article>
  );
}
