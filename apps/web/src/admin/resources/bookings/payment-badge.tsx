import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@trails/contracts/constants';
import { Badge, type BadgeTone } from '../../components/badge';

const TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'amber',
  partially_paid: 'blue',
  paid: 'green',
  refunded: 'grey',
};

/** A booking's payment status as a pill: Pending, Partially paid, Paid, Refunded. */
export function PaymentBadge({ status, withLabel = false }: { status: PaymentStatus; withLabel?: boolean }) {
  const { t } = useTranslation('admin');
  const text = t(`bookings.payment.${status}`);
  return <Badge tone={TONES[status]}>{withLabel ? t('bookings.paymentLabel', { status: text }) : text}</Badge>;
}
