import type { BookingStatus, PaymentStatus } from '@trails/contracts/constants';
import { useTranslation } from 'react-i18next';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

const STATUS_TONES: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  pending:
    'bg-amber-50 text-amber-900 ring-1 ring-amber-300 dark:bg-transparent dark:text-amber-200 dark:ring-amber-700',
  partially_paid:
    'bg-violet-50 text-violet-900 ring-1 ring-violet-300 dark:bg-transparent dark:text-violet-200 dark:ring-violet-700',
  paid: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-300 dark:bg-transparent dark:text-emerald-200 dark:ring-emerald-700',
  refunded: 'bg-sky-50 text-sky-900 ring-1 ring-sky-300 dark:bg-transparent dark:text-sky-200 dark:ring-sky-700',
};

/** A booking's status: Pending Confirmation, Confirmed or Cancelled. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return <span className={`${BADGE} ${STATUS_TONES[status]}`}>{t(`bookingStatus.${status}`)}</span>;
}

/** A booking's payment: "Payment: Pending", Paid or Refunded. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} ${PAYMENT_TONES[status]}`}>
      {t('bookingStatus.paymentLabel', { status: t(`bookingStatus.payment.${status}`) })}
    </span>
  );
}
