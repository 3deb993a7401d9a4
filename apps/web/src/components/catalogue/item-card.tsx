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
      <div className="card-media">
        <CardImage src={item.image} alt="" eager={eager} />
        {/* One wrapping row: on a narrow card the saving moves to the next line instead of over the others. */}
        <div className="card-badges">
          {badges}
          {saving > 0 && (
            <span className={`${badgeClass} ml-auto bg-red-600 text-white`}>
              {t('catalogue.save', { amount: price(saving) })}
            </span>
          )}
        </div>
      </div>
      <div className="card-body">
        <h3 className="card-title">
          <Link to={href} className={stretchedLinkClass}>
            {item.title}
          </Link>
        </h3>
        <p className="card-facts">
          <CardFact icon={<LineIcon name="map-pin" />}>{item.destination.name}</CardFact>
          <CardFact icon={<LineIcon name="clock" />}>
            {t('catalogue.durationShort', { days: item.duration_days, nights: item.duration_nights })}
          </CardFact>
          {facts}
        </p>
        <RatingLine rating={item.rating} reviewCount={item.review_count} />
        <div className="card-footer">
          <p className="card-price-line">
            {t('catalogue.from')} <span className="card-price">{price(item.price)}</span>
            {saving > 0 && <s className="card-was-price">{price(item.original_price ?? 0)}</s>}
            <span className="sr-only"> {t('catalogue.perPerson')}</span>
          </p>
          {actions && <div className="card-actions">{actions}</div>}
        </div>
      </div>
    </article>
  );
}

/** One icon-and-text fact in a card's facts line. */
export function CardFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="card-fact">
      {icon}
      {children}
    </span>
  );
}
