import type { ReactNode } from 'react';
import type { PublicDeparture } from '@trails/contracts/bookings';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useFormatPrice } from '../../../lib/use-price';
import { calendarDay } from '../lib/booking-dates';

/** "Only N seats left" from this many down. */
const FEW_SEATS = 5;

/** "Full", "Only 3 seats left" or "12 seats left". */
export function seatsText(t: TFunction, departure: PublicDeparture): string {
  if (departure.seats_left <= 0) return t('booking.departure.full');
  return departure.seats_left <= FEW_SEATS
    ? t('booking.departure.fewSeats', { count: departure.seats_left })
    : t('booking.departure.seatsLeft', { count: departure.seats_left });
}

/**
 * The trip's scheduled departures as one radio group; a full one is shown but cannot be chosen
 * (unless its seats are held for this traveller's waitlist offer), with what `full` gives it below.
 */
export function DeparturePicker({
  departures,
  value,
  onChange,
  tripPrice,
  heldFor = null,
  full: fullSlot,
}: {
  departures: PublicDeparture[];
  value: number | null;
  onChange: (departure: PublicDeparture) => void;
  tripPrice: number;
  /** The departure whose seats a waitlist offer holds for the traveller. */
  heldFor?: number | null;
  full?: (departure: PublicDeparture) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const price = useFormatPrice();
  const day = (date: string) =>
    formatDate(calendarDay(date), i18n.language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('booking.departure.legend')}{' '}
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
      </legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {departures.map((departure) => {
          const held = departure.id === heldFor;
          const full = departure.seats_left <= 0 && !held;
          const chosen = departure.id === value;
          const seats = held ? t('waitlist.heldForYou') : seatsText(t, departure);
          return (
            <li key={departure.id} className="flex flex-col">
              <label
                className={`flex flex-1 cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 ${
                  full
                    ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500 dark:border-slate-800 dark:bg-slate-900/50 dark:text-slate-400'
                    : chosen
                      ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30'
                      : 'border-slate-300 hover:border-brand-500 dark:border-slate-700'
                }`}
              >
                <input
                  type="radio"
                  name="departure"
                  className="mt-1 accent-brand-700"
                  value={departure.id}
                  checked={chosen}
                  disabled={full}
                  onChange={() => onChange(departure)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900 dark:text-slate-100">
                    {day(departure.start_date)} – {day(departure.end_date)}
                  </span>
                  <span
                    className={`mt-0.5 block ${
                      full
                        ? 'font-semibold'
                        : departure.seats_left <= FEW_SEATS
                          ? 'font-semibold text-amber-700 dark:text-amber-300'
                          : 'text-slate-600 dark:text-slate-300'
                    }`}
                  >
                    {seats}
                  </span>
                  {departure.price !== tripPrice && (
                    <span className="mt-0.5 block text-slate-600 dark:text-slate-300">
                      {t('booking.departure.price', { price: price(departure.price) })}
                    </span>
                  )}
                </span>
              </label>
              {full && fullSlot && <div className="mt-2">{fullSlot(departure)}</div>}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
