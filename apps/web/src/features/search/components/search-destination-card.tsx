import type { DestinationSummary } from '@trails/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeClass, CardImage, cardClass, stretchedLinkClass } from '../../../components/catalogue/card-image';
import { LineIcon } from '../../../components/ui/line-icon';
import { paths } from '../../../config/paths';

/** A destination among search results: picture, Destination badge, name, country, a few lines and a link. */
export function SearchDestinationCard({ destination, eager }: { destination: DestinationSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const text = destination.short_description ?? destination.tagline;
  return (
    <article className={cardClass}>
      <div className="relative overflow-hidden">
        <CardImage src={destination.image} alt="" eager={eager} />
        <span className={`${badgeClass} absolute left-3 top-3 bg-brand-700 text-white`}>
          {t('search.destinationBadge')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{destination.name}</h3>
        <p className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
          <LineIcon name="map-pin" />
          {[destination.state, destination.country].filter(Boolean).join(', ')}
        </p>
        {text && <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{text}</p>}
        <Link
          to={paths.destination(destination.slug)}
          className={`mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 ${stretchedLinkClass}`}
        >
          {t('search.exploreDestination')}
          <span className="sr-only">: {destination.name}</span>
          <LineIcon name="arrow-right" />
        </Link>
      </div>
    </article>
  );
}
