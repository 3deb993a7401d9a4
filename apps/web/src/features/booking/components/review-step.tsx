import { useTranslation } from 'react-i18next';
import { CancellationPolicy } from '../../../components/catalogue/cancellation-policy';
import { PaymentNotice } from '../../../components/catalogue/payment-notice';
import { formatDate } from '../../../lib/format';
import type { BookingDraft } from '../hooks/use-booking-draft';
import { calendarDay } from '../lib/booking-dates';
import { OnlinePaymentChoice } from './online-payment-choice';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="break-words font-medium text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

/** Step 3: what is booked, how it is paid (online: deposit or in full), the cancellation policy. */
export function ReviewStep({ draft }: { draft: BookingDraft }) {
  const { t, i18n } = useTranslation();
  const { quote, contact, deposit } = draft;
  const day = (date: string) => formatDate(calendarDay(date), i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="mt-4 space-y-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label={t('booking.review.trip')} value={draft.trip.title} />
        <Fact
          label={t('booking.review.dates')}
          value={
            quote.data
              ? quote.data.end_date !== quote.data.travel_date
                ? t('booking.summary.dates', { start: day(quote.data.travel_date), end: day(quote.data.end_date) })
                : day(quote.data.travel_date)
              : day(draft.departure?.start_date ?? draft.travelDate)
          }
        />
        <Fact label={t('booking.summary.passengers')} value={String(draft.passengers)} />
        <Fact label={t('booking.review.contact')} value={[contact.name, contact.email, contact.phone].join(' · ')} />
      </dl>
      {draft.online && quote.data ? (
        <section aria-labelledby="booking-payment-title" className="rounded-xl bg-brand-50 p-4 dark:bg-brand-900/30">
          <h3 id="booking-payment-title" className="font-semibold text-slate-900 dark:text-white">
            {t('payment.title')}
          </h3>
          <OnlinePaymentChoice
            total={quote.data.total}
            deposit={deposit}
            currency={quote.data.currency}
            value={deposit === null ? 'full' : draft.purpose}
            onChange={draft.setPurpose}
          />
        </section>
      ) : (
        <PaymentNotice id="booking-payment-title" />
      )}
      {!draft.scheduled && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('booking.date.onRequestNote')}</p>
      )}
      <CancellationPolicy id="booking-cancellation-policy" />
    </div>
  );
}
