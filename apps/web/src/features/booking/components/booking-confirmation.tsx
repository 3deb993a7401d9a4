import type { ReactNode } from 'react';
import type { Booking } from '@trails/contracts/bookings';
import { CheckCircle2, Clock, Download, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/catalogue/booking-badges';
import { PaymentNotice } from '../../../components/catalogue/payment-notice';
import { ErrorState } from '../../../components/errors/error-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { useDownloadInvoice } from '../../../lib/invoice';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useBooking } from '../api/get-booking';
import { calendarDay } from '../lib/booking-dates';
import { translateServerMessage } from '../lib/server-message';
import { PaymentPanel } from './payment-panel';
import { useSettings } from '../../../lib/settings';

/** After booking: the reference, what was booked, the amounts, the seat hold and what happens next. */
export function BookingConfirmation({
  bookingId,
  actions,
}: {
  bookingId: string;
  /** Another feature's actions for the booking (a route passes them, e.g. traveller details). */
  actions?: (booking: Booking) => ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(t('pages.bookingConfirmation'));
  const booking = useBooking(bookingId);

  if (booking.isPending) return <Spinner />;
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && (booking.error.status === 404 || booking.error.status === 403);
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        {missing ? (
          <EmptyState
            title={t('confirmation.notFound')}
            icon={<SearchX className="size-10 text-slate-400" aria-hidden="true" />}
          >
            <Link to={paths.myBookings()} className={buttonClass('primary')}>
              {t('confirmation.myBookings')}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState onRetry={() => void booking.refetch()} busy={booking.isFetching} />
        )}
      </div>
    );
  }
  return <ConfirmationDetails booking={booking.data} actions={actions?.(booking.data)} />;
}

function ConfirmationDetails({ booking, actions }: { booking: Booking; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const invoice = useDownloadInvoice();
  const price = (amount: number) => formatPrice(amount, booking.currency, i18n.language);
  const day = (date: string) => formatDate(calendarDay(date), i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const dates =
    booking.end_date && booking.end_date !== booking.travel_date
      ? t('booking.summary.dates', { start: day(booking.travel_date), end: day(booking.end_date) })
      : day(booking.travel_date);
  const tripLink = booking.trip
    ? booking.trip.type === 'tour'
      ? paths.tour(booking.trip.slug || booking.trip.id)
      : paths.trek(booking.trip.slug || booking.trip.id)
    : null;
  const held = booking.status === 'pending' && booking.hold_expires_at;
  const { settings } = useSettings();
  const online = settings.payment_provider !== undefined && settings.payment_provider !== 'none';

  const download = async () => {
    try {
      await invoice.mutateAsync({ id: booking.id, reference: booking.reference });
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status !== 0
          ? translateServerMessage(t, error.message)
          : t('confirmation.invoiceFailed'),
      );
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="text-center">
        <CheckCircle2 className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {t('confirmation.title')}
        </h1>
        {booking.confirmation_email === 'sent' || booking.confirmation_email === 'on_its_way' ? (
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {t(booking.confirmation_email === 'sent' ? 'confirmation.subtitle' : 'confirmation.onItsWay', {
              email: booking.contact_email,
            })}
          </p>
        ) : null}
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          {t('confirmation.reference')}{' '}
          <strong className="font-mono text-lg text-slate-900 dark:text-white">{booking.reference}</strong>
        </p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.payment_status} />
        </div>
      </div>

      {held && (
        <p className="mt-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t('confirmation.hold', {
            date: formatDate(booking.hold_expires_at ?? '', i18n.language, { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </p>
      )}

      {online ? (
        <PaymentPanel booking={booking} />
      ) : (
        booking.status !== 'cancelled' &&
        booking.payment_status === 'pending' && <PaymentNotice id="confirmation-payment" className="mt-6 p-5 sm:p-6" />
      )}

      <section
        aria-labelledby="confirmation-details"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="confirmation-details" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('confirmation.details')}
        </h2>
        <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          <Row label={t('booking.review.trip')}>
            {tripLink && booking.trip ? (
              <Link to={tripLink} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                {booking.trip.title}
              </Link>
            ) : (
              (booking.trip?.title ?? '—')
            )}
          </Row>
          <Row label={t('booking.review.dates')}>{dates}</Row>
          <Row label={t('booking.summary.passengers')}>{booking.passengers}</Row>
          <Row label={t('booking.summary.unitPrice')}>{price(booking.unit_price)}</Row>
          <Row label={t('booking.summary.subtotal')}>{price(booking.subtotal)}</Row>
          {booking.discount > 0 && (
            <Row
              label={
                booking.coupon_code
                  ? t('booking.summary.discountWithCode', { code: booking.coupon_code })
                  : t('booking.summary.discount')
              }
            >
              <span className="text-emerald-700 dark:text-emerald-300">−{price(booking.discount)}</span>
            </Row>
          )}
          <Row label={t('booking.summary.total')}>
            <span className="text-base font-bold">{price(booking.total_amount)}</span>
          </Row>
          <Row label={t('booking.review.contact')}>
            <span className="block">{booking.contact_name}</span>
            <span className="block break-all">{booking.contact_email}</span>
            <span className="block">{booking.contact_phone}</span>
          </Row>
          {booking.special_requests && <Row label={t('booking.contact.requests')}>{booking.special_requests}</Row>}
        </dl>
      </section>

      <section
        aria-labelledby="confirmation-next"
        className="mt-6 rounded-2xl bg-brand-50 p-5 sm:p-6 dark:bg-brand-900/30"
      >
        <h2 id="confirmation-next" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('confirmation.nextTitle')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-200">
          {online ? (
            <>
              <li>{t('payment.next1')}</li>
              <li>{t('payment.next2')}</li>
            </>
          ) : (
            <li>{t('confirmation.next1')}</li>
          )}
          <li>{t('confirmation.next3')}</li>
        </ol>
      </section>

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" busy={invoice.isPending} onClick={() => void download()}>
          {!invoice.isPending && <Download className="size-4" aria-hidden="true" />}
          {t('confirmation.downloadInvoice')}
        </Button>
        <Link to={paths.myBookings()} className={buttonClass('primary')}>
          {t('confirmation.myBookings')}
        </Link>
        {actions}
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
