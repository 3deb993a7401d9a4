import { zodResolver } from '@hookform/resolvers/zod';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  recordPaymentBody,
  type AdminBookingDetail,
  type BookingPayment,
  type RecordPaymentBody,
  type RecordPaymentInput,
} from '@trails/contracts/admin-bookings';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useResourceForm } from '../../lib/use-resource-form';
import { useBookingAction } from './bookings-api';

const FIELDS: readonly Path<RecordPaymentInput>[] = [
  'kind',
  'amount',
  'method',
  'reference',
  'paid_on',
  'note',
  'payment_id',
];
const today = () => new Date().toISOString().slice(0, 10);
const blank = (): RecordPaymentInput => ({
  kind: 'payment',
  amount: '' as unknown as number,
  method: 'upi',
  reference: '',
  paid_on: today(),
  note: '',
});

/**
 * Record a payment or a refund against the booking; the server refuses more than is due. A refund
 * of an online payment (method online) is made through the payment provider.
 */
export function PaymentForm({
  bookingId,
  onlinePayments = [],
}: {
  bookingId: number;
  onlinePayments?: BookingPayment[];
}) {
  const { t } = useTranslation('admin');
  const action = useBookingAction(bookingId);
  const { form, error, onSubmit, busy } = useResourceForm<
    RecordPaymentInput,
    RecordPaymentBody,
    AdminBookingDetail,
    { id: number }
  >({
    resource: 'bookings',
    record: null,
    open: true,
    resolver: zodResolver(recordPaymentBody),
    toValues: blank,
    fields: FIELDS,
    messages: {
      created: SALES_MESSAGES.paymentRecorded,
      updated: SALES_MESSAGES.paymentRecorded,
      createFailed: SALES_MESSAGES.failedToRecordPayment,
      updateFailed: SALES_MESSAGES.failedToRecordPayment,
    },
    submit: (body) => action.mutateAsync({ name: 'payments', body }),
    stayOpen: true,
  });
  const { register, watch, setValue } = form;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      aria-labelledby="payment-form-title"
    >
      <h4 id="payment-form-title" className="text-sm font-semibold">
        {t('bookings.record.title')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('bookings.record.kind')}
          value={watch('kind') ?? 'payment'}
          onChange={(value) => setValue('kind', value as RecordPaymentInput['kind'])}
          options={PAYMENT_KINDS.map((kind) => ({ value: kind, label: t(`bookings.record.${kind}`) }))}
          error={error('kind')}
        />
        <TextField
          label={t('bookings.record.amount')}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          required
          error={error('amount')}
          {...register('amount')}
        />
        <SelectField
          label={t('bookings.record.method')}
          value={watch('method')}
          onChange={(value) => setValue('method', value as RecordPaymentInput['method'])}
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`bookings.methods.${method}`) }))}
          error={error('method')}
        />
        <TextField
          label={t('bookings.record.date')}
          type="date"
          required
          error={error('paid_on')}
          {...register('paid_on')}
        />
        <TextField
          label={t('bookings.record.reference')}
          maxLength={120}
          error={error('reference')}
          {...register('reference')}
        />
        <TextField label={t('bookings.record.note')} maxLength={500} error={error('note')} {...register('note')} />
        {watch('method') === 'online' && onlinePayments.length > 0 && (
          <SelectField
            label={t('payments.refundOf')}
            value={String(watch('payment_id') ?? onlinePayments.at(-1)?.id ?? '')}
            onChange={(value) => setValue('payment_id', Number(value))}
            options={onlinePayments.map((payment) => ({
              value: String(payment.id),
              label: `${payment.provider_payment_id ?? payment.id} · ${payment.amount}`,
            }))}
            error={error('payment_id')}
          />
        )}
      </div>
      {watch('method') === 'online' && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('payments.refundHint')}</p>
      )}
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {busy ? t('bookings.record.submitting') : t('bookings.record.submit')}
        </Button>
      </div>
    </form>
  );
}
