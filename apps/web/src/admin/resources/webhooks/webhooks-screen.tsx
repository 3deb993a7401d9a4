import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ListOrdered, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { AdminWebhookEndpoint, AdminWebhookEndpointWithSecret } from '@trails/contracts/admin-webhooks';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AddressedList } from '../../components/addressed-list';
import type { AdminColumn } from '../../components/data-table';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import type { ListConfig } from '../../lib/list-state';
import { resourceKeys, useResourceRemove } from '../../lib/use-resource';
import { DeliveriesPanel } from './deliveries-panel';
import { DeliveryBadge } from './delivery-badge';
import { SecretDialog } from './secret-dialog';
import { WebhookForm } from './webhook-form';
import { WEBHOOKS } from './webhooks-api';

const PER_PAGE = 20;
/** In the order the server sends them: no sorts, no filters; the page is in the address. */
const config: ListConfig = { sorts: [], defaultSort: '', defaultDirection: 'asc', filters: [] };
const buttonClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-brand-950/50';
const dangerClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-red-300 dark:hover:bg-red-950/50';

/**
 * /admin/webhooks (admins only): the operator's other systems told of bookings, payments,
 * enquiries and reviews by signed POSTs. Endpoints with their events and last delivery; Add and
 * Edit, Rotate secret (the new secret shown once), Delete, and each endpoint's delivery log.
 */
export default function WebhooksScreen() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [editing, setEditing] = useState<AdminWebhookEndpoint | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [shown, setShown] = useState<AdminWebhookEndpointWithSecret | null>(null);
  const [rotating, setRotating] = useState<AdminWebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<AdminWebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<AdminWebhookEndpoint | null>(null);
  const remove = useResourceRemove(WEBHOOKS);
  const queryClient = useQueryClient();
  const rotate = useMutation({
    mutationFn: (id: number) => dataClient.action<AdminWebhookEndpointWithSecret>(WEBHOOKS, id, 'rotate-secret'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(WEBHOOKS) }),
  });
  const date = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const openForm = (record: AdminWebhookEndpoint | null) => {
    setEditing(record);
    setFormOpen(true);
  };

  const onRotate = async () => {
    if (!rotating) return;
    try {
      const answer = await rotate.mutateAsync(rotating.id);
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.webhookSecretRotated));
      setRotating(null);
      if (answer.data) setShown(answer.data);
    } catch (error) {
      notify.error(adminFailure(t, error, ADMIN_MESSAGES.failedToRotateWebhookSecret));
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.webhookDeleted));
      setDeleting(null);
    } catch (error) {
      notify.error(adminFailure(t, error, ADMIN_MESSAGES.failedToDeleteWebhook));
    }
  };

  const columns: AdminColumn<AdminWebhookEndpoint>[] = [
    {
      id: 'url',
      headerKey: 'webhooks.columns.url',
      cell: (row) => (
        <div className="min-w-48 max-w-md">
          <div className="break-all font-medium">{row.url}</div>
          {row.description && <div className="text-sm text-slate-600 dark:text-slate-400">{row.description}</div>}
        </div>
      ),
    },
    {
      id: 'events',
      headerKey: 'webhooks.columns.events',
      cell: (row) => (
        <ul className="flex min-w-40 max-w-xs flex-wrap gap-1">
          {row.events.map((event) => (
            <li key={event}>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">{event}</code>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'active',
      headerKey: 'webhooks.columns.active',
      cell: (row) => (
        <Badge tone={row.is_active ? 'green' : 'grey'}>
          {t(row.is_active ? 'webhooks.active' : 'webhooks.inactive')}
        </Badge>
      ),
    },
    {
      id: 'last',
      headerKey: 'webhooks.columns.lastDelivery',
      cell: (row) =>
        row.last_delivery ? (
          <div className="space-y-1">
            <DeliveryBadge status={row.last_delivery.status} />
            <p className="whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
              {row.last_delivery.response_status !== null && `${row.last_delivery.response_status} · `}
              {date(row.last_delivery.created_at)}
            </p>
          </div>
        ) : (
          <span className="text-sm text-slate-500 dark:text-slate-400">{t('webhooks.never')}</span>
        ),
    },
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{t('webhooks.title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{t('webhooks.subtitle')}</p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus className="size-4" aria-hidden="true" />
          {t('webhooks.add')}
        </Button>
      </div>
      <AddressedList
        name={WEBHOOKS}
        config={config}
        perPage={PER_PAGE}
        caption={t('webhooks.caption')}
        columns={columns}
        emptyHint={t('webhooks.emptyHint')}
        rowLabel={(row) => row.url}
        actions={(row) => (
          <div className="flex flex-wrap justify-end gap-1">
            <button
              type="button"
              className={buttonClass}
              aria-label={t('webhooks.deliveriesNamed', { name: row.url })}
              title={t('webhooks.deliveriesNamed', { name: row.url })}
              onClick={() => setLogOf(row)}
            >
              <ListOrdered className="size-4" aria-hidden="true" />
              {t('webhooks.deliveriesButton')}
            </button>
            <button
              type="button"
              className={buttonClass}
              aria-label={t('actions.editNamed', { name: row.url })}
              title={t('actions.editNamed', { name: row.url })}
              onClick={() => openForm(row)}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('actions.edit')}
            </button>
            <button
              type="button"
              className={buttonClass}
              aria-label={t('webhooks.rotateNamed', { name: row.url })}
              title={t('webhooks.rotateNamed', { name: row.url })}
              onClick={() => setRotating(row)}
            >
              <KeyRound className="size-4" aria-hidden="true" />
              {t('webhooks.rotate')}
            </button>
            <button
              type="button"
              className={dangerClass}
              aria-label={t('actions.deleteNamed', { name: row.url })}
              title={t('actions.deleteNamed', { name: row.url })}
              onClick={() => setDeleting(row)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('actions.delete')}
            </button>
          </div>
        )}
      />
      <WebhookForm record={editing} open={formOpen} onOpenChange={setFormOpen} onCreated={setShown} />
      <SecretDialog secret={shown?.secret ?? null} url={shown?.url ?? ''} onClose={() => setShown(null)} />
      <DeliveriesPanel endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title={t('webhooks.rotateTitle')}
        message={t('webhooks.rotateConfirm', { name: rotating?.url ?? '' })}
        confirmLabel={t('webhooks.rotate')}
        busy={rotate.isPending}
        onConfirm={() => void onRotate()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirm.deleteTitle')}
        message={t('webhooks.deleteConfirm', { name: deleting?.url ?? '' })}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
