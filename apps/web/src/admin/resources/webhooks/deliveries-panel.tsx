import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { AdminWebhookDelivery, AdminWebhookEndpoint } from '@trails/contracts/admin-webhooks';
import { Pagination } from '../../../components/ui/pagination';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { DataTable, queryTableState, type AdminColumn } from '../../components/data-table';
import { SlideOver } from '../../components/slide-over';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';
import { DeliveryBadge } from './delivery-badge';
import { WEBHOOKS, deliveriesOf } from './webhooks-api';

const PER_PAGE = 20;
const retryable = (row: AdminWebhookDelivery) =>
  row.status === 'failed' || (row.status === 'queued' && row.attempts > 0);

/** An endpoint's delivery log, newest first: time, event, status, response code, attempts, Retry. */
export function DeliveriesPanel({ endpoint, onClose }: { endpoint: AdminWebhookEndpoint | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [page, setPage] = useState(1);
  const endpointId = endpoint?.id ?? 0;
  const params = { page, per_page: PER_PAGE };
  const list = useQuery({
    queryKey: resourceKeys.list(deliveriesOf(endpointId), params),
    queryFn: () => dataClient.list<AdminWebhookDelivery>(WEBHOOKS, params, { id: endpointId, name: 'deliveries' }),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (deliveryId: number) =>
      dataClient.action<AdminWebhookDelivery>(WEBHOOKS, { id: endpointId, deliveryId }, 'retry'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(WEBHOOKS) }),
  });
  const date = (value: string) => formatDate(value, i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  const onRetry = async (row: AdminWebhookDelivery) => {
    try {
      const answer = await retry.mutateAsync(row.id);
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.webhookDeliveryRetried));
    } catch (error) {
      notify.error(adminFailure(t, error, ADMIN_MESSAGES.failedToRetryWebhookDelivery));
    }
  };

  const columns: AdminColumn<AdminWebhookDelivery>[] = [
    {
      id: 'time',
      headerKey: 'webhooks.deliveries.columns.time',
      cell: (row) => <span className="whitespace-nowrap">{date(row.created_at)}</span>,
    },
    {
      id: 'event',
      headerKey: 'webhooks.deliveries.columns.event',
      cell: (row) => <code className="text-xs">{row.event}</code>,
    },
    {
      id: 'status',
      headerKey: 'webhooks.deliveries.columns.status',
      cell: (row) => (
        <div className="max-w-xs space-y-1">
          <DeliveryBadge status={row.status} />
          {row.status === 'queued' && row.attempts > 0 && row.next_attempt_at && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('webhooks.deliveries.nextAttempt', { date: date(row.next_attempt_at) })}
            </p>
          )}
          {row.status !== 'delivered' && row.last_error && (
            <p className="break-words text-xs text-red-700 dark:text-red-300">{row.last_error}</p>
          )}
        </div>
      ),
    },
    {
      id: 'response',
      headerKey: 'webhooks.deliveries.columns.response',
      cell: (row) => (
        <span title={row.response_excerpt ?? undefined}>
          {row.response_status ?? t('webhooks.deliveries.noResponse')}
        </span>
      ),
    },
    {
      id: 'attempts',
      headerKey: 'webhooks.deliveries.columns.attempts',
      cell: (row) => row.attempts,
      className: 'text-right',
    },
  ];

  const meta = list.data?.meta;
  return (
    <SlideOver
      open={endpoint !== null}
      onOpenChange={(open) => {
        if (!open) {
          setPage(1);
          onClose();
        }
      }}
      title={t('webhooks.deliveries.title')}
    >
      <p className="mb-4 break-all text-sm text-slate-600 dark:text-slate-400">{endpoint?.url}</p>
      <DataTable
        caption={t('webhooks.deliveries.caption', { url: endpoint?.url ?? '' })}
        columns={columns}
        rows={list.data?.data}
        {...queryTableState(t, list)}
        rowLabel={(row) => `${row.event} ${date(row.created_at)}`}
        actions={(row) =>
          retryable(row) ? (
            <button
              type="button"
              className="inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-brand-950/50"
              aria-label={t('webhooks.deliveries.retryNamed', { name: row.event })}
              disabled={retry.isPending && retry.variables === row.id}
              onClick={() => void onRetry(row)}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('webhooks.deliveries.retry')}
            </button>
          ) : null
        }
      />
      {list.data?.data.length === 0 && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('webhooks.deliveries.emptyHint')}</p>
      )}
      {meta && meta.total > PER_PAGE && (
        <div className="mt-4 flex justify-center">
          <Pagination page={meta.page} lastPage={meta.last_page} onPageChange={setPage} />
        </div>
      )}
    </SlideOver>
  );
}
