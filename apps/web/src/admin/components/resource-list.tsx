import { useState } from 'react';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { notify } from '../../lib/notify';
import { adminFailure, adminMessage } from '../lib/messages';
import { useAdminAuth } from '../auth/admin-auth';
import { useResourceAction, useResourceRemove } from '../lib/use-resource';
import type { ListResource, RowAction } from '../resources/types';
import { AddressedList } from './addressed-list';
import { ConfirmDialog } from './confirm-dialog';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * A resource's list screen from its declaration: title and Add button, search and filters, the
 * table with Edit and Delete on each row, paging, the Create / Edit modal and the delete question.
 * Page, sort, search and filters live in the address.
 */
export function ResourceList<T extends { id: number }>({ resource }: { resource: ListResource<T> }) {
  const { t } = useTranslation(['admin', 'common']);
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [viewing, setViewing] = useState<T | null>(null);
  const details = resource.details;
  const Summary = resource.Summary;
  const { user } = useAdminAuth();
  const canDelete = !resource.deleteRoles || (user !== null && resource.deleteRoles.includes(user.role));

  const remove = useResourceRemove(resource.name);
  const act = useResourceAction<T>(resource.name);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      notify.success(adminMessage(t, answer.message ?? '') || t(`messages.${resource.messages.deleted}`));
      setDeleting(null);
    } catch (error) {
      notify.error(adminFailure(t, error, t(`messages.${resource.messages.failedToDelete}`)));
      setDeleting(null);
    }
  };

  const runAction = async (record: T, rowAction: RowAction<T>) => {
    try {
      const answer = await act.mutateAsync({ id: record.id, action: rowAction.action });
      notify.success(adminMessage(t, answer.message ?? '') || t(`messages.${rowAction.messages.done}`));
    } catch (error) {
      notify.error(adminFailure(t, error, t(`messages.${rowAction.messages.failed}`)));
    }
  };

  const title = t(resource.titleKey);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {resource.HeaderActions && <resource.HeaderActions />}
          <Button onClick={() => setEditing({ record: null })}>
            <Plus className="size-4" aria-hidden="true" />
            {t(resource.addKey)}
          </Button>
        </div>
      </div>

      <AddressedList
        name={resource.name}
        config={resource}
        summary={Summary ? (stats) => <Summary stats={stats} /> : undefined}
        caption={title}
        searchLabel={t(resource.searchKey)}
        columns={resource.columns}
        rowLabel={resource.recordName}
        {...(details ? { onRowClick: setViewing } : {})}
        actions={(record) => {
          const name = resource.recordName(record);
          return (
            <div className="flex justify-end gap-1">
              {details && (
                <button
                  type="button"
                  className={`${actionClass} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`}
                  aria-label={t(details.namedKey, { name })}
                  onClick={() => setViewing(record)}
                >
                  <Eye className="size-4" aria-hidden="true" />
                  {t(details.labelKey)}
                </button>
              )}
              {resource.rowActions?.map((rowAction) => {
                const Icon = rowAction.icon;
                const label = t(rowAction.labelKey(record));
                return (
                  <button
                    key={rowAction.action}
                    type="button"
                    className={`${actionClass} text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800`}
                    aria-label={`${label}: ${name}`}
                    disabled={act.isPending}
                    onClick={() => void runAction(record, rowAction)}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </button>
                );
              })}
              <button
                type="button"
                className={`${actionClass} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/50`}
                aria-label={t('actions.editNamed', { name })}
                onClick={() => setEditing({ record })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('actions.edit')}
              </button>
              {canDelete && (
                <button
                  type="button"
                  className={`${actionClass} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50`}
                  aria-label={t('actions.deleteNamed', { name })}
                  onClick={() => setDeleting(record)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('actions.delete')}
                </button>
              )}
            </div>
          );
        }}
      />

      <resource.Form
        key={editing?.record?.id ?? 'new'}
        record={editing?.record ?? null}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />

      {details && (
        <details.Panel
          record={viewing}
          open={viewing !== null}
          onOpenChange={(open) => {
            if (!open) setViewing(null);
          }}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('confirm.deleteTitle')}
        message={
          deleting ? t(resource.confirmDeleteKey ?? 'confirm.delete', { name: resource.recordName(deleting) }) : ''
        }
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
