import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { OUTBOX_EMAIL_STATUSES, type AdminOutboxEmail, type OutboxEmailStatus } from '@trails/contracts/admin-outbox';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { Badge, type BadgeTone } from '../../components/badge';
import { AddressedList } from '../../components/addressed-list';
import type { AdminColumn } from '../../components/data-table';
import type { ListConfig } from '../../lib/list-state';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';

const NAME = 'outbox';
const PER_PAGE = 20;
const TONE: Record<OutboxEmailStatus, BadgeTone> = { queued: 'blue', sending: 'amber', sent: 'green', failed: 'red' };

/** Newest first, as the server sends them: no sorts, a search and a status filter. */
const config: ListConfig = {
  sorts: [],
  defaultSort: '',
  defaultDirection: 'desc',
  filters: [
    {
      key: 'status',
      labelKey: 'outbox.status',
      options: OUTBOX_EMAIL_STATUSES.map((value) => ({ value, labelKey: `outbox.statuses.${value}` })),
    },
  ],
};

/** /admin/outbox: every email the site has written, newest first; a failed one can be queued again. */
export default function OutboxScreen() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: number) => dataClient.action<AdminOutboxEmail>(NAME, id, 'retry'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(NAME) }),
  });
  const date = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const onRetry = async (email: AdminOutboxEmail) => {
    try {
      const answer = await retry.mutateAsync(email.id);
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.emailRetried));
    } catch (error) {
      notify.error(adminFailure(t, error, ADMIN_MESSAGES.failedToRetryEmail));
    }
  };

  const columns: AdminColumn<AdminOutboxEmail>[] = [
    {
      id: 'recipient',
      headerKey: 'outbox.columns.recipient',
      cell: (row) => (
        <div className="min-w-40">
          {row.to_name && <div className="font-medium">{row.to_name}</div>}
          <div className="break-all text-slate-600 dark:text-slate-400">{row.to_address}</div>
        </div>
      ),
    },
    {
      id: 'subject',
      headerKey: 'outbox.columns.subject',
      cell: (row) => <span className="block min-w-48">{row.subject}</span>,
    },
    {
      id: 'status',
      headerKey: 'outbox.columns.status',
      cell: (row) => (
        <div className="max-w-xs space-y-1">
          <Badge tone={TONE[row.status]}>{t(`outbox.statuses.${row.status}`)}</Badge>
          {row.status === 'sent' && row.sent_at && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('outbox.sentAt', { date: date(row.sent_at) })}
            </p>
          )}
          {row.status === 'queued' && row.next_attempt_at && row.attempts > 0 && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('outbox.nextAttempt', { date: date(row.next_attempt_at) })}
            </p>
          )}
          {row.last_error && row.status !== 'sent' && (
            <p className="break-words text-xs text-red-700 dark:text-red-300">{row.last_error}</p>
          )}
        </div>
      ),
    },
    { id: 'attempts', headerKey: 'outbox.columns.attempts', cell: (row) => row.attempts, className: 'text-right' },
    {
      id: 'created',
      headerKey: 'outbox.columns.created',
      cell: (row) => <span className="whitespace-nowrap">{date(row.created_at)}</span>,
    },
  ];

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t('outbox.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('outbox.subtitle')}</p>
      </div>
      <AddressedList
        name={NAME}
        config={config}
        perPage={PER_PAGE}
        searchLabel={t('outbox.search')}
        caption={t('outbox.caption')}
        columns={columns}
        rowLabel={(row) => `${row.subject} (${row.to_address})`}
        actions={(row) =>
          row.status === 'failed' ? (
            <button
              type="button"
              className="inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-brand-950/50"
              aria-label={t('outbox.retryNamed', { name: row.to_address })}
              disabled={retry.isPending && retry.variables === row.id}
              onClick={() => void onRetry(row)}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('outbox.retry')}
            </button>
          ) : null
        }
      />
    </div>
  );
}
