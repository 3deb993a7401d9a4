import { useCallback, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@trails/contracts';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { notify } from '../../lib/notify';
import { nextSort, readListState, writeListState, type ListState } from '../lib/list-state';
import { adminFailure, adminMessage } from '../lib/messages';
import { useResourceList, useResourceRemove } from '../lib/use-resource';
import type { ListResource } from '../resources/types';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { ListToolbar } from './list-toolbar';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * A resource's list screen from its declaration: title and Add button, search and filters, the
 * table with Edit and Delete on each row, paging, the Create / Edit modal and the delete question.
 * Page, sort, search and filters live in the address.
 */
export function ResourceList<T extends { id: number }>({ resource }: { resource: ListResource<T> }) {
  const { t } = useTranslation(['admin', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams, resource);
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const list = useResourceList<T>(resource.name, {
    page: state.page,
    per_page: LIMITS.perPageDefault,
    sort: state.sort,
    direction: state.direction,
    filters: { ...state.filters, search: state.search.trim() || undefined },
  });
  const remove = useResourceRemove(resource.name);

  const update = useCallback(
    (change: Partial<ListState>) => {
      setSearchParams((current) => writeListState({ ...readListState(current, resource), page: 1, ...change }, resource));
    },
    [setSearchParams, resource],
  );
  const onSearch = useCallback((search: string) => update({ search }), [update]);

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

  const meta = list.data?.meta;
  const title = t(resource.titleKey);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Button onClick={() => setEditing({ record: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t(resource.addKey)}
        </Button>
      </div>

      <ListToolbar
        searchLabel={t(resource.searchKey)}
        search={state.search}
        onSearch={onSearch}
        filters={resource.filters}
        values={state.filters}
        onFilter={(key, value) => update({ filters: { ...state.filters, [key]: value } })}
      />

      <DataTable
        caption={title}
        columns={resource.columns}
        rows={list.data?.data}
        status={list.isPending ? 'pending' : list.isError && !list.data ? 'error' : 'success'}
        errorMessage={list.error ? adminFailure(t, list.error, t('table.loadFailed')) : undefined}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        sort={state.sort}
        direction={state.direction}
        onSort={(column) => update(nextSort(state, column))}
        rowLabel={resource.recordName}
        actions={(record) => {
          const name = resource.recordName(record);
          return (
            <div className="flex justify-end gap-1">
              <button
                type="button"
                className={`${actionClass} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/50`}
                aria-label={t('actions.editNamed', { name })}
                onClick={() => setEditing({ record })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('actions.edit')}
              </button>
              <button
                type="button"
                className={`${actionClass} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50`}
                aria-label={t('actions.deleteNamed', { name })}
                onClick={() => setDeleting(record)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('actions.delete')}
              </button>
            </div>
          );
        }}
      />

      {meta && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.total', { count: meta.total })}</p>
          <Pagination page={meta.page} lastPage={meta.last_page} onPageChange={(page) => update({ page })} />
        </div>
      )}

      <resource.Form
        key={editing?.record?.id ?? 'new'}
        record={editing?.record ?? null}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('confirm.deleteTitle')}
        message={deleting ? t('confirm.delete', { name: resource.recordName(deleting) }) : ''}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
