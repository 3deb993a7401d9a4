import type { BookingPayment } from '@trails/contracts/admin-bookings';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge';

const STATUS_TONES = { captured: 'green', processed: 'green', requested: 'amber', failed: 'red' } as const;

/** An online payment's or refund's provider, ids, state and its page in the provider's dashboard. */
export function OnlinePaymentIds({ payment }: { payment: BookingPayment }) {
  const { t } = useTranslation('admin');
  const status = payment.provider_status ?? 'captured';
  return (
    <p className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <span className="font-semibold capitalize">{payment.provider}</span>
      <Badge tone={STATUS_TONES[status as keyof typeof STATUS_TONES] ?? 'grey'}>
        {t(`payments.status.${status}`, { defaultValue: status })}
      </Badge>
      {payment.provider_payment_id && <span className="font-mono">{payment.provider_payment_id}</span>}
      {payment.provider_refund_id && <span className="font-mono">{payment.provider_refund_id}</span>}
      {payment.dashboard_url && (
        <a
          href={payment.dashboard_url}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('payments.dashboard')}
          <ExternalLink className="size-3" aria-hidden="true" />
          <span className="sr-only">{t('payments.newTab')}</span>
        </a>
      )}
    </p>
  );
}
