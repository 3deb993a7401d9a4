import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminBlogCategoryBody,
  type AdminBlogCategory,
  type AdminBlogCategoryBody,
  type AdminBlogCategoryInput,
} from '@trails/contracts/admin-blogs';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { DataTable, type AdminColumn, queryTableState } from '../../components/data-table';
import { FormModal } from '../../components/form-modal';
import { TextAreaField } from '../../components/text-area-field';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';
import { useResourceForm } from '../../lib/use-resource-form';
import { BLOGS, CATEGORIES, useBlogCategories } from './blog-editor';
import { TranslationsEditor } from '../../components/translations-editor';
import { useTranslationsDraft } from '../../lib/use-translations-draft';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';

type Values = AdminBlogCategoryInput;
const FIELDS: readonly Path<Values>[] = ['name', 'slug', 'description'];

const toValues = (record: AdminBlogCategory | null): Values => ({
  name: record?.name ?? '',
  slug: record?.slug ?? '',
  description: record?.description ?? '',
});

function CategoryForm({
  record,
  open,
  onOpenChange,
}: {
  record: AdminBlogCategory | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const translations = useTranslationsDraft('blog_category', record, open);
  const { form, error, onSubmit, busy } = useResourceForm<
    Values,
    AdminBlogCategoryBody,
    AdminBlogCategory,
    AdminBlogCategory
  >({
    resource: CATEGORIES,
    record,
    open,
    resolver: zodResolver(adminBlogCategoryBody),
    toValues,
    fields: FIELDS,
    toBody: (body) => ({ ...body, translations: translations.body() }),
    messages: {
      created: ADMIN_MESSAGES.blogCategoryCreated,
      updated: ADMIN_MESSAGES.blogCategoryUpdated,
      createFailed: ADMIN_MESSAGES.failedToSaveBlogCategory,
      updateFailed: ADMIN_MESSAGES.failedToSaveBlogCategory,
    },
    onClose: () => onOpenChange(false),
    // Posts show their category's name.
    onSaved: () => void queryClient.invalidateQueries({ queryKey: resourceKeys.all(BLOGS) }),
    onFailed: (failure) => translations.applyErrors(failure),
  });
  const { errors } = form.formState;

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(record ? 'blogs.categories.edit' : 'blogs.categories.create')}
      busy={busy}
      onSubmit={(event) => void onSubmit(event)}
    >
      <TranslationsEditor
        editor={translations}
        english={form.watch()}
        englishInvalid={Object.keys(errors).length > 0}
      />
      <TextField label={t('blogs.categories.fields.name')} required error={error('name')} {...form.register('name')} />
      <TextField
        label={t('blogs.categories.fields.slug')}
        hint={t('blogs.hints.categorySlug')}
        error={error('slug')}
        {...form.register('slug')}
      />
      <TextAreaField
        label={t('blogs.categories.fields.description')}
        rows={2}
        error={error('description')}
        {...form.register('description')}
      />
    </FormModal>
  );
}

/** The delete question; a category with posts asks where they go. */
function DeleteCategoryDialog({
  category,
  others,
  onClose,
}: {
  category: AdminBlogCategory | null;
  others: AdminBlogCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useMutation({
    mutationFn: ({ id, target }: { id: number; target: string }) =>
      dataClient.remove(CATEGORIES, id, target ? { move_to: target } : undefined),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(CATEGORIES) });
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(BLOGS) });
    },
  });
  const used = (category?.post_count ?? 0) > 0;
  const close = () => {
    setMoveTo('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!category) return;
    if (used && !moveTo) {
      setError(adminMessage(t, ADMIN_MESSAGES.blogCategoryMoveRequired));
      return;
    }
    try {
      const answer = await remove.mutateAsync({ id: category.id, target: moveTo });
      notify.success(adminMessage(t, answer?.message ?? ADMIN_MESSAGES.blogCategoryDeleted));
      close();
    } catch (failure) {
      const fieldMessage = failure instanceof ApiError ? failure.errors.move_to?.[0] : undefined;
      if (fieldMessage) setError(adminMessage(t, fieldMessage));
      notify.error(adminFailure(t, failure, ADMIN_MESSAGES.failedToDeleteBlogCategory));
    }
  };
  return (
    <Dialog
      open={category !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('confirm.deleteTitle')}
      description={
        category
          ? used
            ? t('blogs.categories.confirmDeleteUsed', { name: category.name, count: category.post_count })
            : t('confirm.delete', { name: category.name })
          : ''
      }
      role="alertdialog"
      widthClass="max-w-md"
    >
      {used && (
        <div className="px-5 pt-4">
          <SelectField
            label={t('blogs.categories.moveTo')}
            required
            value={moveTo}
            error={error}
            onChange={(value) => {
              setMoveTo(value);
              setError(undefined);
            }}
            options={[
              { value: '', label: t('blogs.categories.choose') },
              ...others.map((other) => ({ value: String(other.id), label: other.name })),
            ]}
          />
        </div>
      )}
      <div className="flex justify-end gap-3 px-5 py-4">
        <Button variant="secondary" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button variant="danger" busy={remove.isPending} onClick={() => void confirm()}>
          {t('actions.delete')}
        </Button>
      </div>
    </Dialog>
  );
}

const columns: readonly AdminColumn<AdminBlogCategory>[] = [
  {
    id: 'name',
    headerKey: 'blogs.categories.columns.name',
    cell: (row) => <span className="font-medium text-slate-900 dark:text-slate-100">{row.name}</span>,
  },
  {
    id: 'slug',
    headerKey: 'blogs.categories.columns.slug',
    cell: (row) => <span className="font-mono text-xs">{row.slug}</span>,
  },
  { id: 'posts', headerKey: 'blogs.categories.columns.posts', cell: (row) => row.post_count },
];

/** Blog categories: name, slug, number of posts; create, rename, delete (moving its posts). */
export function CategoriesPanel() {
  const { t } = useTranslation('admin');
  const categories = useBlogCategories();
  const [editing, setEditing] = useState<{ record: AdminBlogCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogCategory | null>(null);
  const title = t('blogs.categories.title');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Button onClick={() => setEditing({ record: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('blogs.categories.add')}
        </Button>
      </div>
      <DataTable
        caption={title}
        columns={columns}
        rows={categories.data}
        {...queryTableState(t, categories)}
        rowLabel={(row) => row.name}
        actions={(row) => (
          <div className="flex justify-end gap-1">
            <button
              type="button"
              className={`${actionClass} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/50`}
              aria-label={t('actions.editNamed', { name: row.name })}
              onClick={() => setEditing({ record: row })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('actions.edit')}
            </button>
            <button
              type="button"
              className={`${actionClass} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50`}
              aria-label={t('actions.deleteNamed', { name: row.name })}
              onClick={() => setDeleting(row)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('actions.delete')}
            </button>
          </div>
        )}
      />
      <CategoryForm
        key={editing?.record?.id ?? 'new'}
        record={editing?.record ?? null}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <DeleteCategoryDialog
        key={deleting?.id ?? 'none'}
        category={deleting}
        others={(categories.data ?? []).filter((category) => category.id !== deleting?.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
