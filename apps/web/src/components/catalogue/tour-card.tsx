import type { ReactNode } from 'react';
import type { TourSummary } from '@trails/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { badgeClass } from './card-image';
import { ItemCard } from './item-card';

/** A tour: its category and Featured badges on the shared card. */
export function TourCard({ tour, actions, eager }: { tour: TourSummary; actions?: ReactNode; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <ItemCard
      item={tour}
      href={paths.tour(tour.slug)}
      actions={actions}
      eager={eager}
      badges={
        <>
          <span className={`${badgeClass} card-badge-light`}>{t(`catalogue.category.${tour.category}`)}</span>
          {tour.is_featured && (
            <span className={`${badgeClass} bg-amber-400 text-amber-950`}>{t('catalogue.featured')}</span>
          )}
        </>
      }
    />
  );
}
