import type { ReactNode } from 'react';
import type { TourSummary } from '@trails/contracts';
import { Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormatPrice } from '../../../lib/use-price';
import { savingOf } from '../lib/saving';
import { badgeClass, CardImage, cardClass, stretchedLinkClass } from './card-image';
import { RatingLine } from './rating-line';

/** A tour in a grid or carousel: picture, badges, rating from real reviews, price with any saving. */
export function TourCard({ tour, actions, eager }: { tour: TourSummary; actions?: ReactNode; eager?: boolean }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const saving = savingOf(tour);
  return (
    <article className={cardClass}>
      <div className="relative overflow-hidden">
        <CardImage src={tour.image} alt="" eager={eager} />
        {/* One wrapping row: on a narrow card the saving moves to the next line instead of over the others. */}
        <div className="absolute inset-x-3 top-3 flex flex-wrap gap-1.5">
          <span className={`${badgeClass} bg-white/95 text-slate-800 dark:bg-slate-900/95 dark:text-slate-100`}>
            {t(`catalogue.category.${tour.category}`)}
          </span>
          {tour.is_featured && (
            <span className={`${badgeClass} bg-amber-400 text-amber-950`}>{t('catalogue.featured')}</span>
          )}
          {saving > 0 && (
            <span className={`${badgeClass} ml-auto bg-red-600 text-white`}>
              {t('catalogue.save', { amount: price(saving) })}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug text-slate-900 dark:text-slate-50">
          <Link to={paths.tour(tour.slug)} className={stretchedLinkClass}>
            {tour.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {tour.destination.name}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {t('catalogue.durationShort', { days: tour.duration_days, nights: tour.duration_nights })}
          </span>
        </p>
        <RatingLine rating={tour.rating} reviewCount={tour.review_count} />
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('catalogue.from')}{' '}
            <span className="text-xl font-bold text-slate-900 dark:text-white">{price(tour.price)}</span>
            {saving > 0 && <s className="ml-2 text-slate-500 dark:text-slate-400">{price(tour.original_price ?? 0)}</s>}
            <span className="sr-only"> {t('catalogue.perPerson')}</span>
          </p>
          {actions && <div className="relative z-10 flex gap-2">{actions}</div>}
        </div>
      </div>
    </article>
  );
}
