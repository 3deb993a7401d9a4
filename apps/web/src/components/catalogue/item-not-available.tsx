import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TourSummary, TrekSummary } from '@trails/contracts/catalogue';
import type { NotAvailable } from '@trails/contracts/not-available';
import { paths } from '../../config/paths';
import { buttonClass } from '../ui/button';
import { TourCard } from './tour-card';
import { TrekCard } from './trek-card';

export type TripNotAvailableProps =
  ({ kind: 'tour' } & NotAvailable<TourSummary>) | ({ kind: 'trek' } & NotAvailable<TrekSummary>);

/**
 * The page of a tour or trek that exists but cannot be booked now: its title, what that means, and
 * similar trips that can be booked. Loaded only when one is asked for.
 */
export default function TripNotAvailable(props: TripNotAvailableProps) {
  const { t } = useTranslation();
  const { kind, title } = props;
  const cards =
    props.kind === 'tour'
      ? props.similar.map((tour) => <TourCard key={tour.id} tour={tour} />)
      : props.similar.map((trek) => <TrekCard key={trek.id} trek={trek} />);
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
        <CalendarX2 className="size-12 text-brand-600" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
          {t(`${kind}.notAvailable.title`, { title })}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t(`${kind}.notAvailable.text`)}</p>
        <Link to={kind === 'tour' ? paths.tours() : paths.treks()} className={buttonClass('secondary')}>
          {t(`${kind}.notFound.browseAll`)}
        </Link>
      </div>
      {cards.length > 0 && (
        <section aria-labelledby="similar-trips" className="mt-12">
          <h2 id="similar-trips" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
            {t(`${kind}.notAvailable.similar`)}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.key} className="flex">
                {card}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
