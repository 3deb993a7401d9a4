import { useState, type ReactNode } from 'react';
import type { Booking } from '@trails/contracts/bookings';
import { CalendarDays, CreditCard, Download, Luggage, Users, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/catalogue/booking-badges';
import { PaymentNotice } from '../../../components/catalogue/payment-notice';
import { ErrorState } from '../../../components/errors/error-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useDownloadInvoice } from '../../../lib/invoice';
import { notify } from '../../../lib/notify';
import { useSettings } from '../../../lib/settings';
import { useCancelBooking, useCancellationFigure } from '../api/cancel-booking';
import { CancellationPolicy } from '../../../components/catalogue/cancellation-policy';
import { useMyBookings } from '../api/get-my-bookings';
import { ConfirmDialog } from './confirm-dialog';
import { CreditNotes } from './credit-notes';

/** Today as a calendar date where the traveller is. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The server's rule: only a pending or confirmed booking, and only before its travel date. */
export const canCancel = (booking: Booking, on = today()) =>
  (booking.status === 'pending' || booking.status === 'confirmed') && booking.travel_date.slice(0, 10) > on;

const day = (date: string, locale: string) =>
  formatDate(new Date(`${date.slice(0, 10)}T12:00:00Z`), locale, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The traveller's bookings with status and payment, invoice download and cancellation. A route
 * may add actions of another feature to each booking (`bookingActions`, e.g. traveller details).
 */
export function MyBookings({
  headingLevel = 2,
  bookingActions,
}: {
  headingLevel?: 1 | 2;
  bookingActions?: (booking: Booking) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const bookings = useMyBookings(page);
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const figure = useCancellationFigure(toCancel?.id ?? null);
  const refundText = !toCancel
    ? ''
    : figure.isPending
      ? t('cancellationPolicy.working')
      : figure.isError
        ? t('cancellationPolicy.unknown')
        : t('cancellationPolicy.yourRefund', {
            days: figure.data.days_before,
            count: figure.data.days_before,
            percent: figure.data.refund_percent,
            paid: formatPrice(figure.data.amount_paid, figure.data.currency, i18n.language),
            amount: formatPrice(figure.data.refund_amount, figure.data.currency, i18n.language),
          });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const items = bookings.data?.data ?? [];
  const meta = bookings.data?.meta;

  const confirmCancel = async () => {
    if (!toCancel) return;
    try {
      const result = await cancel.mutateAsync(toCancel.id);
      notify.success(translateMessage(t, result.message ?? t('messages.bookingCancelled')));
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status !== 0 ? translateMessage(t, error.message) : t('errors.generic'),
      );
    } finally {
      setToCancel(null);
    }
  };

  return (
    <section aria-labelledby="my-bookings-title">
      <Heading
        id="my-bookings-title"
        className={headingLevel === 1 ? 'text-3xl font-bold text-slate-900 dark:text-white' : 'text-lg font-semibold'}
      >
        {t('myBookings.title')}
      </Heading>
      <div className="mt-4">
        {bookings.isPending ? (
          <Spinner />
        ) : bookings.isError ? (
          <ErrorState onRetry={() => void bookings.refetch()} busy={bookings.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState
            title={t('myBookings.emptyTitle')}
            text={t('myBookings.emptyText')}
            icon={<Luggage className="size-10 text-slate-400" aria-hidden="true" />}
          >
            <Link to={paths.tours()} className={buttonClass('primary')}>
              {t('myBookings.browseTours')}
            </Link>
            <Link to={paths.treks()} className={buttonClass('secondary')}>
              {t('myBookings.browseTreks')}
            </Link>
          </EmptyState>
        ) : (
          <>
            {items.some((booking) => booking.status !== 'cancelled' && booking.payment_status === 'pending') && (
              <PaymentNotice id="my-bookings-payment" className="mb-4" />
            )}
            <ul className={`space-y-4 ${bookings.isPlaceholderData ? 'opacity-60' : ''}`}>
              {items.map((booking) => (
                <BookingItem
                  key={booking.id}
                  booking={booking}
                  onCancel={() => setToCancel(booking)}
                  actions={bookingActions?.(booking)}
                />
              ))}
            </ul>
            <CancellationPolicy id="my-bookings-policy" className="mt-6" />
            {meta && meta.last_page > 1 && (
              <div className="mt-6">
                <Pagination
                  page={page}
                  lastPage={meta.last_page}
                  onPageChange={setPage}
                  label={t('myBookings.pages')}
                />
              </div>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={toCancel !== null}
        title={t('myBookings.cancelTitle')}
        text={
          toCancel
            ? [
                t('myBookings.cancelText', { reference: toCancel.reference, title: toCancel.trip?.title ?? '' }),
                // The refund the operator's cancellation policy gives, before the traveller confirms.
                refundText,
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        confirmLabel={t('myBookings.cancelConfirm')}
        busy={cancel.isPending || (toCancel !== null && figure.isPending)}
        onConfirm={() => void confirmCancel()}
        onClose={() => setToCancel(null)}
      />
    </section>
  );
}

function BookingItem({ booking, onCancel, actions }: { booking: Booking; onCancel: () => void; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const invoice = useDownloadInvoice();
  const { settings } = useSettings();
  const online = settings.payment_provider !== undefined && settings.payment_provider !== 'none';
  const trip = booking.trip;
  const tripLink = trip
    ? trip.type === 'tour'
      ? paths.tour(trip.slug || trip.id)
      : paths.trek(trip.slug || trip.id)
    : null;
  const dates =
    booking.end_date && booking.end_date !== booking.travel_date
      ? `${day(booking.travel_date, i18n.language)} – ${day(booking.end_date, i18n.language)}`
      : day(booking.travel_date, i18n.language);

  const download = async () => {
    try {
      await invoice.mutateAsync({ id: booking.id, reference: booking.reference });
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status !== 0
          ? translateMessage(t, error.message)
          : t('confirmation.invoiceFailed'),
      );
    }
  };

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-white">
            {tripLink && trip ? (
              <Link to={tripLink} className="hover:underline">
                {trip.title}
              </Link>
            ) : (
              (trip?.title ?? t('myBookings.tripRemoved'))
            )}
          </h3>
          <p className="mt-0.5 font-mono text-xs text-slate-500 dark:text-slate-400">{booking.reference}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.payment_status} />
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
        <div className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
          <dt className="sr-only">{t('booking.review.dates')}</dt>
          <dd>{dates}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Users className="size-4 text-slate-400" aria-hidden="true" />
          <dt className="sr-only">{t('booking.summary.passengers')}</dt>
          <dd>{t('myBookings.passengers', { count: booking.passengers })}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-slate-500 dark:text-slate-400">{t('booking.summary.total')}:</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            {formatPrice(booking.total_amount, booking.currency, i18n.language)}
          </dd>
        </div>
      </dl>
      <CreditNotes booking={booking} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={paths.bookingConfirmation(booking.id)}
          className={buttonClass('ghost', 'px-3 py-2')}
          aria-label={t('myBookings.viewLabel', { reference: booking.reference })}
        >
          {t('myBookings.view')}
        </Link>
        <Button
          variant="secondary"
          className="px-3 py-2"
          busy={invoice.isPending}
          onClick={() => void download()}
          aria-label={t('myBookings.invoiceLabel', { reference: booking.reference })}
        >
          {!invoice.isPending && <Download className="size-4" aria-hidden="true" />}
          {t('confirmation.downloadInvoice')}
        </Button>
        {online && booking.status !== 'cancelled' && booking.payment_status === 'partially_paid' && (
          <Link
            to={`${paths.bookingConfirmation(booking.id)}?pay=balance`}
            className={buttonClass('primary', 'px-3 py-2')}
            aria-label={t('payment.payBalanceLabel', { reference: booking.reference })}
          >
            <CreditCard className="size-4" aria-hidden="true" />
            {t('payment.payBalance')}
          </Link>
        )}
        {online && booking.status === 'pending' && booking.payment_status === 'pending' && (
          <Link
            to={paths.bookingConfirmation(booking.id)}
            className={buttonClass('primary', 'px-3 py-2')}
            aria-label={t('payment.payNowLabel', { reference: booking.reference })}
          >
            <CreditCard className="size-4" aria-hidden="true" />
            {t('payment.payNow')}
          </Link>
        )}
        {actions}
        {canCancel(booking) && (
          <Button
            variant="secondary"
            className="px-3 py-2 text-red-700 dark:text-red-300"
            onClick={onCancel}
            aria-label={t('myBookings.cancelLabel', { reference: booking.reference })}
          >
            <XCircle className="size-4" aria-hidden="true" />
            {t('myBookings.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
