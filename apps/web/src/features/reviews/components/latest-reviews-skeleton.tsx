import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

export const latestReviewsGridClass = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/** The latest reviews' placeholders, as tall as the cards: while they load, and while their code does. */
export function LatestReviewsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className={latestReviewsGridClass}>
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: HOME_SECTIONS.reviews.limit }, (_, index) => (
        <Skeleton key={index} className="h-[17rem] rounded-2xl" />
      ))}
    </div>
  );
}
