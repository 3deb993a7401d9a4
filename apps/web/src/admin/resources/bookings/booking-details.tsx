import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingDetail } from '@trails/contracts/admin-bookings';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { stateLabel } from '@trails/contracts/gst';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { Badge } from '../../components/badge';
import { SlideOver } from '../../components/slide-over';
import { TextAreaField } from '../../components/text-area-field';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useExecutives } from '../../lib/staff-options';
import { useBooking, useBookingAction } from './bookings-api';
import { PaymentBadge } from './payment-badge';
import { PaymentForm } from './payment-form';
import { OnlinePaymentIds } from './online-payment-ids';
import { BookingTravellers } from './booking-travellers';
import { SentReminders, TaxDocuments } from './booking-documents';
import { EditBookingForm, useCancellationFigure } from './desk-forms';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {title}
      </h3>
      {children}
    </section>
  );
}

const STATUS_TONES = { pending: 'amber', confirmed: 'green', cancelled: 'grey' } as const;

function Body({ booking }: { booking: AdminBookingDetail }) {
  const { t, i18n } = useTranslation('admin');
  const action = useBookingAction(booking.id);
  const executives = useExecutives(true);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refund, setRefund] = useState('');
  const [refundError, setRefundError] = useState<string | undefined>();
  const [overrideReason, setOverrideReason] = useState('');
  const [overrideError, setOverrideError] = useState<string | undefined>();
  const [editing, setEditing] = useState(false);
  const figure = useCancellationFigure(booking.id, cancelling);
  // A cancellation may refund online money through the provider; nothing is refunded unless asked.
  const online = booking.payments.filter(
    (payment) => payment.method === 'online' && payment.provider_status !== 'failed',
  );
  const paidOnline = online.some((payment) => payment.kind === 'payment');
  const heldOnline = online.reduce((sum, one) => sum + (one.kind === 'payment' ? one.amount : -one.amount), 0);
  const money = (amount: number) => formatPrice(amount, booking.currency, i18n.language);
  const day = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium' });
  const moment = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const run = async (call: Parameters<typeof action.mutateAsync>[0], fallback: string, failure: string) => {
    try {
      const answer = await action.mutateAsync(call);
      notify.success(adminMessage(t, answer.message ?? fallback));
      return true;
    } catch (error) {
      notify.error(adminFailure(t, error, failure));
      return false;
    }
  };

  const cancel = async () => {
    if (!reason.trim()) {
      setReasonError(adminMessage(t, SALES_MESSAGES.cancelReasonRequired));
      return;
    }
    // The server checks the amount first, then asks why it differs from the policy's figure.
    const overridden = refund.trim() !== '' && Number(refund) !== figure.data?.refund_amount;
    const body = refund.trim()
      ? { reason, refund_amount: Number(refund), ...(overridden ? { override_reason: overrideReason.trim() } : {}) }
      : { reason };
    try {
      const answer = await action.mutateAsync({ name: 'cancel', body });
      notify.success(adminMessage(t, answer.message ?? SALES_MESSAGES.bookingCancelledByOperator));
      setCancelling(false);
      setReason('');
      setRefund('');
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.errors.refund_amount?.[0] : undefined;
      if (message) setRefundError(adminMessage(t, message));
      const override = failure instanceof ApiError ? failure.errors.override_reason?.[0] : undefined;
      if (override) setOverrideError(adminMessage(t, override));
      notify.error(adminFailure(t, failure, SALES_MESSAGES.failedToUpdateBooking));
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[booking.status]}>{t(`bookings.status.${booking.status}`)}</Badge>
        <PaymentBadge status={booking.payment_status} withLabel />
        <div className="ml-auto flex flex-wrap gap-2">
          {booking.status !== 'confirmed' && (
            <Button
              busy={action.isPending}
              onClick={() =>
                void run({ name: 'confirm' }, SALES_MESSAGES.bookingConfirmed, SALES_MESSAGES.failedToUpdateBooking)
              }
            >
              {t('bookings.confirmBooking')}
            </Button>
          )}
          {booking.status !== 'cancelled' && !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('desk.editBooking')}
            </Button>
          )}
          {booking.status !== 'cancelled' && !cancelling && (
            <Button
              variant="secondary"
              onClick={() => {
                setCancelling(true);
                setRefund('');
              }}
            >
              {t('bookings.cancel.button')}
            </Button>
          )}
        </div>
      </div>

      {editing && <EditBookingForm booking={booking} onDone={() => setEditing(false)} />}

      {cancelling && (
        <div
          className="space-y-3 rounded-lg border border-red-200 p-3 dark:border-red-900"
          role="group"
          aria-label={t('bookings.cancel.title', { reference: booking.reference })}
        >
          <p className="text-sm font-semibold">{t('bookings.cancel.title', { reference: booking.reference })}</p>
          <TextAreaField
            label={t('bookings.cancel.reason')}
            rows={2}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
          <div aria-live="polite" className="text-sm" data-testid="policy-refund">
            {figure.isPending ? (
              <Spinner />
            ) : figure.isError ? (
              <p role="alert" className="text-red-700 dark:text-red-300">
                {adminFailure(t, figure.error, t('table.loadFailed'))}
              </p>
            ) : (
              <p>
                {t('desk.policyRefund', {
                  days: figure.data.days_before,
                  percent: figure.data.refund_percent,
                  paid: money(figure.data.amount_paid),
                  amount: money(figure.data.refund_amount),
                })}{' '}
                {!paidOnline && figure.data.refund_amount > 0 ? t('desk.refundByHand') : ''}
              </p>
            )}
          </div>
          {paidOnline && figure.data && (
            <TextField
              placeholder={String(figure.data.refund_amount)}
              label={t('bookings.cancel.refund', { amount: money(Math.max(0, Math.round(heldOnline * 100) / 100)) })}
              hint={t('bookings.cancel.refundHint')}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={refund}
              error={refundError}
              onChange={(event) => {
                setRefund(event.target.value);
                setRefundError(undefined);
              }}
            />
          )}
          {paidOnline && refund.trim() !== '' && Number(refund) !== figure.data?.refund_amount && (
            <TextField
              label={t('desk.overrideReason')}
              maxLength={500}
              value={overrideReason}
              error={overrideError}
              onChange={(event) => {
                setOverrideReason(event.target.value);
                setOverrideError(undefined);
              }}
            />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setCancelling(false)}>
              {t('bookings.cancel.keep')}
            </Button>
            <Button busy={action.isPending} onClick={() => void cancel()}>
              {t('bookings.cancel.confirm')}
            </Button>
          </div>
        </div>
      )}

      <Section id="booking-traveller" title={t('bookings.sections.traveller')}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label={t('enquiries.name')}>{booking.contact_name}</Field>
          <Field label={t('enquiries.email')}>{booking.contact_email}</Field>
          <Field label={t('enquiries.phone')}>{booking.contact_phone}</Field>
          <Field label={t('bookings.account')}>
            {booking.user.name} ({booking.user.email})
          </Field>
          <Field label={t('bookings.billingState')}>
            {booking.billing_state ? stateLabel(booking.billing_state) : t('bookings.billingStateNotGiven')}
          </Field>
        </dl>
      </Section>

      <Section id="booking-trip" title={t('bookings.sections.trip')}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label={t('bookings.columns.tour')}>
            {booking.trip?.title ?? t('bookings.customPackage')}
            {booking.destination_name ? `, ${booking.destination_name}` : ''}
          </Field>
          <Field label={t('bookings.dates')}>
            {day(booking.travel_date)}
            {booking.end_date ? ` – ${day(booking.end_date)}` : ''}
          </Field>
          <Field label={t('bookings.columns.passengers')}>{t('bookings.people', { count: booking.passengers })}</Field>
          {booking.special_requests && <Field label={t('bookings.specialRequests')}>{booking.special_requests}</Field>}
          {booking.cancel_reason && <Field label={t('bookings.cancelReason')}>{booking.cancel_reason}</Field>}
        </dl>
      </Section>

      <Section id="booking-travellers" title={t('bookings.sections.travellers')}>
        <BookingTravellers bookingId={booking.id} />
      </Section>

      <Section id="booking-money" title={t('bookings.sections.money')}>
        <dl className="grid grid-cols-3 gap-3">
          <Field label={t('bookings.total')}>{money(booking.total_amount)}</Field>
          {booking.adjustment !== 0 && (
            <Field label={t('desk.adjustment')}>
              {money(booking.adjustment)}
              {booking.adjustment_reason ? ` (${booking.adjustment_reason})` : ''}
            </Field>
          )}
          {booking.invoice_version > 1 && <Field label={t('desk.invoiceVersion')}>{booking.invoice_version}</Field>}
          <Field label={t('bookings.paid')}>{money(booking.amount_paid)}</Field>
          <Field label={t('bookings.balance')}>
            <span data-testid="balance-due">{money(booking.balance_due)}</span>
          </Field>
        </dl>
      </Section>

      <Section id="booking-executive" title={t('bookings.sections.executive')}>
        <SelectField
          label={t('bookings.executive.label')}
          value={booking.assigned_to ? String(booking.assigned_to.id) : ''}
          disabled={action.isPending || executives.isPending}
          onChange={(value) =>
            void run(
              { name: 'assign', body: { executive_id: value ? Number(value) : null } },
              SALES_MESSAGES.executiveAssigned,
              SALES_MESSAGES.failedToUpdateBooking,
            )
          }
          options={[
            { value: '', label: t('bookings.executive.none') },
            ...(executives.data ?? (booking.assigned_to ? [booking.assigned_to] : [])).map((staff) => ({
              value: String(staff.id),
              label: staff.name,
            })),
          ]}
        />
      </Section>

      <Section id="booking-payments" title={t('bookings.sections.payments')}>
        {booking.payments.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('bookings.noPayments')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
            {booking.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
                <span>
                  <span className="font-semibold">
                    {payment.kind === 'refund' ? `− ${money(payment.amount)}` : money(payment.amount)}
                  </span>{' '}
                  {payment.kind === 'refund' && <Badge tone="grey">{t('bookings.refundLabel')}</Badge>}{' '}
                  <span className="text-slate-600 dark:text-slate-400">
                    {t('bookings.paymentLine', {
                      method: t(`bookings.methods.${payment.method}`),
                      date: day(payment.paid_on),
                    })}
                    {payment.reference ? `, ${payment.reference}` : ''}
                  </span>
                </span>
                {payment.recorded_by && (
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    {t('bookings.by', { name: payment.recorded_by.name })}
                  </span>
                )}
                {payment.provider && <OnlinePaymentIds payment={payment} />}
                {payment.note && <p className="w-full text-xs text-slate-600 dark:text-slate-400">{payment.note}</p>}
              </li>
            ))}
          </ul>
        )}
        <PaymentForm
          bookingId={booking.id}
          onlinePayments={booking.payments.filter((payment) => payment.kind === 'payment' && payment.provider)}
        />
      </Section>

      <Section id="booking-documents" title={t('bookings.sections.documents')}>
        <TaxDocuments bookingId={booking.id} currency={booking.currency} />
      </Section>

      <Section id="booking-reminders" title={t('bookings.sections.reminders')}>
        <SentReminders bookingId={booking.id} />
      </Section>

      <Section id="booking-history" title={t('bookings.sections.history')}>
        {booking.history.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('bookings.noHistory')}</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {booking.history.map((entry) => (
              <li key={entry.id}>
                <p>{entry.description}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {moment(entry.created_at)}
                  {entry.by ? `, ${t('bookings.by', { name: entry.by.name })}` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

/** The booking panel: traveller, trip, money, executive, payments (with the record form) and history. */
export function BookingDetails({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const booking = useBooking(id);
  return (
    <SlideOver
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={booking.data ? t('bookings.details', { reference: booking.data.reference }) : t('bookings.viewDetails')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      {booking.isPending ? (
        <div className="flex justify-center py-10" role="status">
          <Spinner />
        </div>
      ) : booking.isError || !booking.data ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-10">
          <p className="text-red-700 dark:text-red-300">{adminFailure(t, booking.error, t('table.loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void booking.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <Body key={booking.data.id} booking={booking.data} />
      )}
    </SlideOver>
  );
}
