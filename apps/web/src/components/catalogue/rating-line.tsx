import { useTranslation } from 'react-i18next';
import { RatingStars } from '../ui/rating-stars';
import { numberFormat } from '../../lib/format';

/** "★★★★½ 4.6 (12 reviews)" from real review data, or "New" when nobody has reviewed it yet. */
export function RatingLine({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  const { t, i18n } = useTranslation();
  if (rating === null || reviewCount === 0) {
    return <span className="text-sm font-medium text-brand-700 dark:text-brand-300">{t('catalogue.new')}</span>;
  }
  const value = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return (
    <span className="rating-line">
      <RatingStars rating={rating} label={t('catalogue.ratingLabel', { rating: value })} />
      <span className="font-semibold">{value}</span>
      <span className="rating-count">({t('catalogue.reviewCount', { count: reviewCount })})</span>
    </span>
  );
}
