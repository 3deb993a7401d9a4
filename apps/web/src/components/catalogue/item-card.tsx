import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { savingOf } from '../../lib/saving';
import { useFormatPrice } from '../../lib/use-price';
import { badgeClass, CardImage, cardClass, stretchedLinkClass } from './card-image';
import { LineIcon } from '../ui/line-icon';
import { RatingLine } from './rating-line';

/** What a tour and a trek card share: the fields of TourSummary and TrekSummary they both show. */
export interface CardItem {
  title: string;
  image: string | null;
  price: number;
  original_price: number | null;
  duration_days: number;
  duration_nights: number;
  rating: number | null;
  review_count: number;
  destination: { name: string };
}

export interface ItemCardProps {
  item: CardItem;
  href: string;
  /** Badges over the picture, before the saving (which sits at the right). */
  badges: ReactNode;
  /** More facts after the destination and duration, e.g. a trek's highest point. */
  facts?: ReactNode;
  actions?: ReactNode;
  eager?: boolean;
}

/** A tour or trek in a grid or carousel: picture, badges, facts, rating from real reviews, price with any saving. */
export function ItemCard({ item, href, badges, facts, actions, eager }: ItemCardProps) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const saving = savingOf(item);
  return (
    <article className={cardClass}>
      <div className="relative overflow-hidden">
        <CardImage src={item.image} alt="" eager={eager} />
        {/* One wrapping row: on a narrow card the saving moves to the next line instead of over the others. */}
        <div className="absolute inset-x-3 top-3 flex flex-wrap gap-1.5">
          {badges}
          {saving > 0 && (
            <span className={`${badgeClass} ml-auto bg-red-600 text-white`}>
              {t('catalogue.save', { amount: price(saving) })}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug text-slate-900 dark:text-slate-50">
          <Link to={href} className={stretchedLinkClass}>
            {item.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <CardFact icon={<LineIcon name="map-pin" />}>{item.destination.name}</CardFact>
          <CardFact icon={<LineIcon name="clock" />}>
            {t('catalogue.durationShort', { days: item.duration_days, nights: item.duration_nights })}
          </CardFact>
          {facts}
        </p>
        <RatingLine rating={item.rating} reviewCount={item.review_count} />
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('catalogue.from')}{' '}
            <span className="text-xl font-bold text-slate-900 dark:text-white">{price(item.price)}</span>
            {saving > 0 && <s className="ml-2 text-slate-500 dark:text-slate-400">{price(item.original_price ?? 0)}</s>}
            <span className="sr-only"> {t('catalogue.perPerson')}</span>
          </p>
          {actions && <div className="relative z-10 flex gap-2">{actions}</div>}
        </div>
      </div>
    </article>
  );
}

/** One icon-and-text fact in a card's facts line. */
export function CardFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      {icon}
      {children}
    </span>
  );
}
