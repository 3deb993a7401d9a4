import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_BLOG_SORTS, ADMIN_MESSAGES, BLOG_STATUSES, type AdminBlog } from '@trails/contracts';
import { notify } from '../../../lib/notify';
import { DateCell } from '../../components/cells';
import type { AdminColumn } from '../../components/data-table';
import { dataClient } from '../../lib/data-client';
import type { ListConfig } from '../../lib/list-state';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';

const TONES: Record<AdminBlog['status'], string> = {
  published:
    'bg-emerald-100 text-emerald-800 hover:bg-emerald-200 dark:bg-emerald-900/50 dark:text-emerald-200 dark:hover:bg-emerald-900',
  draft: 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700',
  pending:
    'bg-amber-100 text-amber-900 hover:bg-amber-200 dark:bg-amber-900/50 dark:text-amber-200 dark:hover:bg-amber-900',
  rejected: 'bg-red-100 text-red-800 hover:bg-red-200 dark:bg-red-900/50 dark:text-red-200 dark:hover:bg-red-900',
};

/** The Status button: Published or Draft (Pending / Rejected for travellers' posts); a click publishes or unpublishes. */
export function StatusToggle({ blog }: { blog: AdminBlog }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const action = blog.is_published ? 'unpublish' : 'publish';
  const toggle = useMutation({
    mutationFn: () => dataClient.action<AdminBlog>('blogs', blog.id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('blogs') }),
  });
  const onClick = async () => {
    try {
      const answer = await toggle.mutateAsync();
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.blogStatusUpdated));
    } catch (error) {
      notify.error(adminFailure(t, error, ADMIN_MESSAGES.failedToUpdateBlog));
    }
  };
  const label = t(`blogs.status.${blog.status}`);
  return (
    <button
      type="button"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 ${TONES[blog.status]}`}
      aria-label={t(blog.is_published ? 'blogs.actions.unpublishNamed' : 'blogs.actions.publishNamed', {
        status: label,
        name: blog.title,
      })}
      disabled={toggle.isPending}
      onClick={() => void onClick()}
    >
      {label}
    </button>
  );
}

/** Manage Blogs, declared: sorts, the status filter and the spec's columns. */
export const blogsList: ListConfig = {
  sorts: ADMIN_BLOG_SORTS,
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: [
    {
      key: 'status',
      labelKey: 'blogs.filters.status',
      options: BLOG_STATUSES.map((value) => ({ value, labelKey: `blogs.status.${value}` })),
    },
  ],
};

function TitleCell({ blog }: { blog: AdminBlog }) {
  const { t } = useTranslation('admin');
  return (
    <div className="min-w-56 max-w-md">
      <p className="font-medium text-slate-900 dark:text-slate-100">{blog.title}</p>
      <p className="line-clamp-2 text-xs text-slate-500 dark:text-slate-400">{blog.excerpt || t('blogs.noExcerpt')}</p>
      {blog.status === 'rejected' && blog.rejection_note && (
        <p className="mt-1 text-xs text-red-700 dark:text-red-300">
          {t('blogs.rejectedNote', { note: blog.rejection_note })}
        </p>
      )}
    </div>
  );
}

function CategoryCell({ blog }: { blog: AdminBlog }) {
  const { t } = useTranslation('admin');
  return <span>{blog.category?.name ?? t('blogs.uncategorized')}</span>;
}

export const blogColumns: readonly AdminColumn<AdminBlog>[] = [
  { id: 'title', headerKey: 'blogs.columns.title', sortKey: 'title', cell: (row) => <TitleCell blog={row} /> },
  { id: 'category', headerKey: 'blogs.columns.category', cell: (row) => <CategoryCell blog={row} /> },
  { id: 'status', headerKey: 'blogs.columns.status', cell: (row) => <StatusToggle blog={row} /> },
  {
    id: 'created',
    headerKey: 'blogs.columns.created',
    sortKey: 'created_at',
    className: 'whitespace-nowrap',
    cell: (row) => <DateCell value={row.created_at} />,
  },
];
