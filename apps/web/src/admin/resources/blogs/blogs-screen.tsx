import { useState } from 'react';
import { Ban, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminBlog } from '@trails/contracts/admin-blogs';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { AddressedList } from '../../components/addressed-list';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Tabs, tabPanelProps } from '../../components/tabs';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useResourceRemove } from '../../lib/use-resource';
import { BLOGS, BlogEditor } from './blog-editor';
import { blogColumns, blogsList } from './blogs.resource';
import { CategoriesPanel } from './categories-panel';
import { RejectDialog } from './reject-dialog';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';

type View = 'posts' | 'categories';
const PREFIX = 'blogs-view';

function PostsPanel() {
  const { t } = useTranslation(['admin', 'common']);
  const [editing, setEditing] = useState<{ record: AdminBlog | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBlog | null>(null);
  const [rejecting, setRejecting] = useState<AdminBlog | null>(null);
  const remove = useResourceRemove(BLOGS);
  const title = t('blogs.title');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      notify.success(adminMessage(t, answer.message ?? '') || t('messages.blogDeleted'));
    } catch (error) {
      notify.error(adminFailure(t, error, t('messages.failedToDeleteBlog')));
    }
    setDeleting(null);
  };

  return (
    <div className="space-y-5">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ record: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('blogs.add')}
        </Button>
      </div>
      <AddressedList
        name={BLOGS}
        config={blogsList}
        caption={title}
        searchLabel={t('blogs.search')}
        columns={blogColumns}
        rowLabel={(row) => row.title}
        actions={(row) => (
          <div className="flex flex-wrap justify-end gap-1">
            <button
              type="button"
              className={`${actionClass} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/50`}
              aria-label={t('actions.editNamed', { name: row.title })}
              onClick={() => setEditing({ record: row })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('actions.edit')}
            </button>
            {row.status !== 'rejected' && (
              <button
                type="button"
                className={`${actionClass} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`}
                aria-label={t('blogs.actions.rejectNamed', { name: row.title })}
                onClick={() => setRejecting(row)}
              >
                <Ban className="size-4" aria-hidden="true" />
                {t('blogs.actions.reject')}
              </button>
            )}
            <button
              type="button"
              className={`${actionClass} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50`}
              aria-label={t('actions.deleteNamed', { name: row.title })}
              onClick={() => setDeleting(row)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('actions.delete')}
            </button>
          </div>
        )}
      />
      <BlogEditor
        key={editing?.record?.id ?? 'new'}
        record={editing?.record ?? null}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <RejectDialog key={rejecting?.id ?? 'none'} blog={rejecting} onClose={() => setRejecting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('confirm.deleteTitle')}
        message={t('blogs.confirmDelete')}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** /admin/blogs: posts (list, editor, publish, reject, delete) and, in a second tab, their categories. */
export default function BlogsScreen() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'categories' ? 'categories' : 'posts';
  const choose = (next: View) =>
    setSearchParams(next === 'categories' ? { view: 'categories' } : {}, { replace: true });

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t('blogs.title')}</h1>
      <Tabs
        idPrefix={PREFIX}
        label={t('blogs.title')}
        tabs={[
          { id: 'posts', label: t('blogs.tabs.posts') },
          { id: 'categories', label: t('blogs.tabs.categories') },
        ]}
        value={view}
        onChange={choose}
      />
      <div {...tabPanelProps(PREFIX, view, true)}>{view === 'posts' ? <PostsPanel /> : <CategoriesPanel />}</div>
    </div>
  );
}
