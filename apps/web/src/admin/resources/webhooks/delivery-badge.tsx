import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryState } from '@trails/contracts/admin-webhooks';
import { Badge, type BadgeTone } from '../../components/badge';

const TONE: Record<WebhookDeliveryState, BadgeTone> = {
  queued: 'blue',
  sending: 'amber',
  delivered: 'green',
  failed: 'red',
};

/** Where a delivery is: Queued, Sending, Delivered, Failed. */
export function DeliveryBadge({ status }: { status: WebhookDeliveryState }) {
  const { t } = useTranslation('admin');
  return <Badge tone={TONE[status]}>{t(`webhooks.statuses.${status}`)}</Badge>;
}
