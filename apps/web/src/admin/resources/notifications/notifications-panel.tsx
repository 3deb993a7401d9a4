import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, CheckCheck, ExternalLink, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminNotification } from '@trails/contracts/admin-dashboard';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { Badge } from '../../components/badge';
import { AddressedList } from '../../components/addressed-list';
import type { AdminColumn } from '../../components/data-table';
import { dataClient, type FilterValue } from '../../lib/data-client';
import type { ListConfig } from '../../lib/list-state';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';
import { NotificationForm } from './notification-form';

const NAME = 'notifications';
const PER_PAGE = 20;
/** Newest first, as the server sends them; `?filter=unread` shows the unread ones only. */
const config: ListConfig = { sorts: [], defaultSort: '', defaultDirection: 'desc', filters: [] };
const FILTER_KEYS = ['filter'] as const;
const toRequest = ({ filter }: Record<string, FilterValue>) => ({ status: filter === 'unread' ? 'unread' : 'all' });

/** Every notification the staff member sees, newest first, unread ones on demand; mark read, open, write one. */
export function NotificationsPanel() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  // The bell shares the resource's keys, so its count follows.
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(NAME) });
  const markRead = useMutation({
    mutationFn: (id: number) => dataClient.command(NAME, id, 'read'),
    onSettled: refresh,
  });
  const markAll = useMutation({
    mutationFn: () => dataClient.command(NAME, undefined, 'mark-all-read'),
    onSettled: refresh,
  });
  const date = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const onMarkRead = async (item: AdminNotification) => {
    try {
      await markRead.mutateAsync(item.id);
    } catch (error) {
      notify.error(adminFailure(t, error, ADMIN_MESSAGES.failedToMarkNotificationRead));
    }
  };
  const onMarkAll = async () => {
    try {
      const answer = await markAll.mutateAsync();
      if (answer.message) notify.success(adminMessage(t, answer.message));
    } catch (error) {
      notify.error(adminFailure(t, error, ADMIN_MESSAGES.failedToMarkNotificationRead));
    }
  };

  const columns: AdminColumn<AdminNotification>[] = [
    {
      id: 'title',
      headerKey: 'notifications.columns.notification',
      cell: (row) => (
        <div className="min-w-56 max-w-xl">
          <div className={row.read_at ? 'font-medium' : 'font-bold'}>
            {!row.read_at && (
              <span aria-hidden="true" className="me-2 inline-block size-2 rounded-full bg-brand-600 align-middle" />
            )}
            {row.title}
          </div>
          <p className="mt-0.5 break-words text-slate-600 dark:text-slate-400">{row.message}</p>
        </div>
      ),
    },
    {
      id: 'type',
      headerKey: 'notifications.columns.type',
      cell: (row) => <Badge tone="grey">{t(`notifications.types.${row.type}`, { defaultValue: row.type })}</Badge>,
    },
    {
      id: 'status',
      headerKey: 'notifications.columns.status',
      cell: (row) =>
        row.read_at ? (
          <Badge tone="grey">{t('notifications.read')}</Badge>
        ) : (
          <Badge tone="blue">{t('notifications.unread')}</Badge>
        ),
    },
    {
      id: 'created',
      headerKey: 'notifications.columns.created',
      cell: (row) => <span className="whitespace-nowrap">{date(row.created_at)}</span>,
    },
  ];

  const actionClass =
    'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-brand-950/50';
  return (
    <div className="space-y-5 pt-4">
      <AddressedList
        name={NAME}
        config={config}
        perPage={PER_PAGE}
        extraKeys={FILTER_KEYS}
        toRequest={toRequest}
        extraFilters={(values, onChange) => (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-xs">
              <SelectField
                label={t('notifications.show')}
                value={values.filter === 'unread' ? 'unread' : 'all'}
                onChange={(value) => onChange({ filter: value === 'unread' ? 'unread' : '' })}
                options={[
                  { value: 'all', label: t('notifications.all') },
                  { value: 'unread', label: t('notifications.unreadOnly') },
                ]}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" busy={markAll.isPending} onClick={() => void onMarkAll()}>
                <CheckCheck className="size-4" aria-hidden="true" />
                {t('notifications.markAllRead')}
              </Button>
              <Button onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden="true" />
                {t('notifications.add')}
              </Button>
            </div>
          </div>
        )}
        caption={t('notifications.caption')}
        columns={columns}
        rowLabel={(row) => row.title}
        actions={(row) => (
          <div className="flex justify-end gap-1">
            {row.link?.startsWith('/') && (
              <Link
                to={row.link}
                className={actionClass}
                aria-label={t('notifications.openNamed', { name: row.title })}
                onClick={() => {
                  if (!row.read_at) void onMarkRead(row);
                }}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                {t('notifications.open')}
              </Link>
            )}
            {!row.read_at && (
              <button
                type="button"
                className={actionClass}
                aria-label={t('notifications.markReadNamed', { name: row.title })}
                disabled={markRead.isPending && markRead.variables === row.id}
                onClick={() => void onMarkRead(row)}
              >
                <Check className="size-4" aria-hidden="true" />
                {t('notifications.markRead')}
              </button>
            )}
          </div>
        )}
      />
      <NotificationForm open={creating} onOpenChange={setCreating} />
    </div>
  );
}
