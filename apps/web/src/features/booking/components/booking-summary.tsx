import type { QuoteResult } from '@trails/contracts/bookings';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useFormatPrice } from '../../../lib/use-price';
import type { BookableTrip } from '../api/get-trip';
import { calendarDay } from '../lib/booking-dates';

/** The sidebar: the trip and the server's live price for the current choices. */
export function BookingSummary({
  trip,
  quote,
  loading,
  error,
  passengers,
}: {
  trip: BookableTrip;
  quote: QuoteResult | undefined;
  loading: boolean;
  error: string | null;
  passengers: number;
}) {
  const { t, i18n } = useTranslation();
  const price = useFormatPrice();
  const day = (date: string) => formatDate(calendarDay(date), i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const rows: { label: string; value: string; tone?: string }[] = quote
    ? [
        { label: t('booking.summary.unitPrice'), value: price(quote.unit_price) },
        { label: t('booking.summary.passengers'), value: String(quote.passengers) },
        { label: t('booking.summary.subtotal'), value: price(quote.subtotal) },
        ...(quote.discount > 0
          ? [
              {
                label: quote.coupon
                  ? t('booking.summary.discountWithCode', { code: quote.coupon.code })
                  : t('booking.summary.discount'),
                value: `−${price(quote.discount)}`,
                tone: 'text-emerald-700 dark:text-emerald-300',
              },
            ]
          : []),
      ]
    : [];

  return (
    <section
      aria-labelledby="booking-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="booking-summary-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('booking.summary.title')}
      </h2>
      {trip.image && <img src={trip.image} alt="" className="mt-3 aspect-[16/9] w-full rounded-xl object-cover" />}
      <p className="mt-3 font-semibold text-slate-900 dark:text-white">{trip.title}</p>
      {trip.place && <p className="text-sm text-slate-600 dark:text-slate-300">{trip.place}</p>}
      {quote && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {quote.end_date && quote.end_date !== quote.travel_date
            ? t('booking.summary.dates', { start: day(quote.travel_date), end: day(quote.end_date) })
            : day(quote.travel_date)}
        </p>
      )}

      <div aria-live="polite" aria-busy={loading} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
        {error ? (
          <p className="text-sm text-red-700 dark:text-red-300">{error}</p>
        ) : !quote ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {loading
              ? t('booking.summary.pricing')
              : t('booking.summary.chooseDate', { price: price(trip.price), count: passengers })}
          </p>
        ) : (
          <dl className={`space-y-2 text-sm ${loading ? 'opacity-60' : ''}`}>
            {rows.map((row) => (
              <div key={row.label} className="flex justify-between gap-4">
                <dt className="text-slate-600 dark:text-slate-300">{row.label}</dt>
                <dd className={`font-medium ${row.tone ?? 'text-slate-900 dark:text-slate-100'}`}>{row.value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base dark:border-slate-800">
              <dt className="font-semibold text-slate-900 dark:text-white">{t('booking.summary.total')}</dt>
              <dd className="font-bold text-slate-900 dark:text-white">{price(quote.total)}</dd>
            </div>
          </dl>
        )}
        {loading && quote && (
          <p className="mt-2 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
            <Loader2 className="size-3 animate-spin" aria-hidden="true" /> {t('booking.summary.updating')}
          </p>
        )}
      </div>
    </section>
  );
}
