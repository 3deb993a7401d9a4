import type { TrekSummary } from '@trails/contracts';
import { Clock, MapPin, Mountain } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormatPrice } from '../../../lib/use-price';
import { CardImage, cardClass, stretchedLinkClass } from './card-image';
import { DifficultyBadge } from './difficulty-badge';
import { RatingLine } from './rating-line';

/** A trek: picture, difficulty, highest point, duration, rating and price. */
export function TrekCard({ trek, eager }: { trek: TrekSummary; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const price = useFormatPrice();
  return (
    <article className={cardClass}>
      <div className="relative overflow-hidden">
        <CardImage src={trek.image} alt="" eager={eager} />
        <div className="absolute left-3 top-3">
          <DifficultyBadge level={trek.difficulty_level} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug text-slate-900 dark:text-slate-50">
          <Link to={paths.trek(trek.slug)} className={stretchedLinkClass}>
            {trek.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {trek.destination.name}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {t('catalogue.durationShort', { days: trek.duration_days, nights: trek.duration_nights })}
          </span>
          {trek.max_altitude_m !== null && (
            <span className="inline-flex items-center gap-1">
              <Mountain className="size-4" aria-hidden="true" />
              {t('catalogue.altitude', { value: new Intl.NumberFormat(i18n.language).format(trek.max_altitude_m) })}
            </span>
          )}
        </p>
        <RatingLine rating={trek.rating} reviewCount={trek.review_count} />
        <p className="mt-auto pt-2 text-sm text-slate-600 dark:text-slate-300">
          {t('catalogue.from')} <span className="text-xl font-bold text-slate-900 dark:text-white">{price(trek.price)}</span>
          <span className="sr-only"> {t('catalogue.perPerson')}</span>
        </p>
      </div>
    </article>
  );
}
