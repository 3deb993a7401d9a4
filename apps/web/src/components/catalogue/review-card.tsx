import { useState } from 'react';
import type { PublicReview } from '@trails/contracts/catalogue';
import { FORMER_TRAVELLER, LIMITS } from '@trails/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings';
import { useFormatDate } from '../../lib/use-format-date';
import { RatingStars } from '../ui/rating-stars';
import { LineIcon } from '../ui/line-icon';

/** The Helpful toggle's state, given by whoever knows the reader's votes. */
export interface HelpfulToggle {
  count: number;
  voted: boolean;
  busy: boolean;
  onToggle: () => void;
}

/**
 * One approved review: initial, name, stars, date, Verified badge, trip type, comment cut at 200
 * characters, the operator's reply with `showReply`, and a Helpful toggle when `helpful` is given (the
 * count alone otherwise).
 */
export function ReviewCard({
  review,
  showSubject = false,
  showReply = false,
  helpful,
}: {
  review: PublicReview;
  showSubject?: boolean;
  /** The operator's reply under the review (on the trip pages; the home page's cards stay short). */
  showReply?: boolean;
  helpful?: HelpfulToggle;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [expanded, setExpanded] = useState(false);
  const { settings } = useSettings();
  // A deleted account's reviews stay, under a name in the reader's language.
  const name =
    review.user.name === FORMER_TRAVELLER
      ? t('reviews.formerTraveller')
      : review.user.name.trim() || t('reviews.anonymous');
  const long = review.comment.length > LIMITS.reviewTruncate;
  const comment = long && !expanded ? `${review.comment.slice(0, LIMITS.reviewTruncate).trimEnd()}…` : review.comment;
  return (
    <article className="review-card">
      <header className="flex items-center gap-3">
        <span aria-hidden="true" className="review-avatar">
          {name.charAt(0).toUpperCase() || 'U'}
        </span>
        <div className="min-w-0">
          <p className="flex min-w-0 items-center gap-1.5">
            <span className="review-name">{name}</span>
            {review.verified && (
              <span
                className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200"
                title={t('reviewForm.verifiedHint')}
              >
                <LineIcon name="badge-check" className="size-3.5" />
                {t('reviewForm.verified')}
              </span>
            )}
          </p>
          <p className="review-date">
            <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          </p>
        </div>
        <span className="ml-auto">
          <RatingStars rating={review.rating} label={t('catalogue.ratingLabel', { rating: review.rating })} />
        </span>
      </header>
      {showSubject && (
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700 dark:text-brand-300">
          {review.subject.title}
        </p>
      )}
      <h3 className="review-title">{review.title}</h3>
      <p className="review-text">{comment}</p>
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
      {showReply && review.reply && (
        <section aria-label={t('reviews.responseFrom', { site: settings.site_name })} className="review-response">
          <p className="review-response-title">
            <LineIcon name="message-square-reply" className="size-4 text-brand-700 dark:text-brand-300" />
            {t('reviews.responseFrom', { site: settings.site_name })}
            {review.replied_at && (
              <time dateTime={review.replied_at} className="review-response-date">
                {formatDate(review.replied_at)}
              </time>
            )}
          </p>
          <p className="review-response-text">{review.reply}</p>
        </section>
      )}
      <footer className="review-footer">
        {review.traveled_on && (
          <span>
            {t('reviews.traveledIn', {
              date: formatDate(review.traveled_on, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
            })}
          </span>
        )}
        {review.trip_type && <span>{t(`reviews.tripType.${review.trip_type}`)}</span>}
        {helpful ? (
          <button
            type="button"
            aria-pressed={helpful.voted}
            disabled={helpful.busy}
            onClick={helpful.onToggle}
            className={`helpful-button ${helpful.voted ? 'helpful-button-on' : ''}`}
          >
            <LineIcon name="thumbs-up" className={`size-3.5 ${helpful.voted ? 'fill-current' : ''}`} />
            {t('reviewForm.helpfulWithCount', { count: helpful.count })}
          </button>
        ) : (
          review.helpful_count > 0 && (
            <span className="inline-flex items-center gap-1">
              <LineIcon name="thumbs-up" className="size-3.5" />
              {t('reviews.helpfulCount', { count: review.helpful_count })}
            </span>
          )
        )}
      </footer>
    </article>
  );
}
