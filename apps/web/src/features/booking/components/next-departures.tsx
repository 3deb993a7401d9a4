import type { PublicDeparture } from '@trails/contracts/bookings';
import { TIMINGS } from '@trails/contracts/constants';
import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useFormatPrice } from '../../../lib/use-price';
import { useDepartures } from '../api/get-departures';
import type { TripKind } from '../api/get-trip';
import { calendarDay } from '../lib/booking-dates';
import { seatsText } from './departure-picker';

/** How many of the next departures a trip page lists (the wizard lists them all). */
const SHOWN = 6;

/**
 * A trip page's next departures: dates, seats left, the price when it differs from the trip's, and
 * a Book link into the wizard with that departure chosen; a trip without departures runs on request.
 * A full departure shows what `full` gives it (the route passes the waitlist's Join button).
 */
export function NextDepartures({
  kind,
  trip,
  full: fullSlot,
}: {
  kind: TripKind;
  trip: { id: number; price: number };
  full?: (departure: PublicDeparture) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const price = useFormatPrice();
  const departures = useDepartures(kind, trip.id, TIMINGS.staleTimeMs);
  const bookHref = (departure?: PublicDeparture) =>
    kind === 'tour' ? paths.booking(trip.id, departure?.id) : paths.trekBooking(trip.id, departure?.id);
  const day = (date: string) => formatDate(calendarDay(date), i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  let body;
  if (departures.isPending) {
    body = <p className="text-slate-600 dark:text-slate-300">{t('booking.departure.loading')}</p>;
  } else if (departures.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700 dark:text-slate-200">
        <p>{t('booking.departure.loadFailed')}</p>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          busy={departures.isFetching}
          onClick={() => void departures.refetch()}
        >
          {t('errors.tryAgain')}
        </Button>
      </div>
    );
  } else if (departures.data.length === 0) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <p className="text-slate-700 dark:text-slate-200">{t('booking.next.onRequest')}</p>
        <Link to={bookHref()} className={buttonClass('primary', 'px-4 py-2')}>
          {t('common.bookNow')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {departures.data.slice(0, SHOWN).map((departure) => {
          const dates = t('booking.summary.dates', { start: day(departure.start_date), end: day(departure.end_date) });
          const full = departure.seats_left <= 0;
          return (
            <li
              key={departure.id}
              data-testid="next-departure"
              className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
            >
              <CalendarDays className="size-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900 dark:text-white">{dates}</p>
                <p
                  className={`text-sm ${full ? 'text-slate-500 dark:text-slate-400' : 'text-slate-600 dark:text-slate-300'}`}
                >
                  {seatsText(t, departure)}
                  {departure.price !== trip.price && (
                    <> · {t('booking.departure.price', { price: price(departure.price) })}</>
                  )}
                </p>
              </div>
              {!full && (
                <Link
                  to={bookHref(departure)}
                  className={buttonClass('primary', 'px-4 py-2')}
                  aria-label={t('booking.next.bookLabel', { dates })}
                >
                  {t('booking.next.book')}
                </Link>
              )}
              {full && fullSlot && <div className="flex w-full justify-end sm:w-auto">{fullSlot(departure)}</div>}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="next-departures-title">
      <h2 id="next-departures-title" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
        {t('booking.next.title')}
      </h2>
      {body}
    </section>
  );
}
