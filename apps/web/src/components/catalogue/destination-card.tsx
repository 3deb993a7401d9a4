import type { DestinationSummary } from '@trails/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LineIcon } from '../ui/line-icon';
import { badgeClass, CardImage, cardClass, stretchedLinkClass } from './card-image';
import { RatingLine } from './rating-line';

/** A destination: picture, Featured badge, where it is, tagline, real rating and tour count. */
export function DestinationCard({ destination, eager }: { destination: DestinationSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const place = [destination.state, destination.country].filter(Boolean).join(', ');
  return (
    <article className={cardClass}>
      <div className="relative overflow-hidden">
        <CardImage src={destination.image} alt="" eager={eager} />
        {destination.is_featured && (
          <span className={`${badgeClass} absolute left-3 top-3 bg-amber-400 text-amber-950`}>
            {t('catalogue.featured')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{destination.name}</h3>
        <p className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
          <LineIcon name="map-pin" />
          {place}
        </p>
        {destination.tagline && (
          <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{destination.tagline}</p>
        )}
        {destination.short_description && (
          <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{destination.short_description}</p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <RatingLine rating={destination.rating} reviewCount={destination.review_count} />
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {t('catalogue.tourCount', { count: destination.tour_count })}
            {destination.trek_count > 0 && <> · {t('catalogue.trekCount', { count: destination.trek_count })}</>}
          </span>
        </div>
        <Link
          to={paths.destination(destination.slug)}
          className={`mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 ${stretchedLinkClass}`}
        >
          {t('catalogue.explore')}
          <span className="sr-only">: {destination.name}</span>
          <LineIcon name="arrow-right" />
        </Link>
      </div>
    </article>
  );
}
