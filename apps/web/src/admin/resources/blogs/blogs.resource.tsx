import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_BLOG_SORTS, type AdminBlog } from '@trails/contracts/admin-blogs';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { BLOG_STATUSES } from '@trails/contracts/constants';
import { notify } from '../../../lib/notify';
import { Badge, type BadgeTone } from '../../components/badge';
import { DateCell } from '../../components/cells';
import type { AdminColumn } from '../../components/data-table';
import { translationsColumn } from '../../components/translation-status';
import { dataClient } from '../../lib/data-client';
import type { ListConfig } from '../../lib/list-state';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';

const TONES: Record<AdminBlog['status'], BadgeTone> = {
  published: 'green',
  draft: 'grey',
  pending: 'amber',
  rejected: 'red',
};

/**
 * The Status column: the post's status as a badge, and beside it the action it takes, in words
 * (Publish or Unpublish), so publishing is a visible button and not a click on a badge.
 */
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
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={TONES[blog.status]}>{t(`blogs.status.${blog.status}`)}</Badge>
      <button
        type="button"
        className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-semibold disabled:cursor-wait disabled:opacity-60 ${
          blog.is_published
            ? 'border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'
            : 'bg-brand-700 text-white hover:bg-brand-800'
        }`}
        aria-label={t(blog.is_published ? 'blogs.actions.unpublishNamed' : 'blogs.actions.publishNamed', {
          name: blog.title,
        })}
        aria-busy={toggle.isPending || undefined}
        disabled={toggle.isPending}
        onClick={() => void onClick()}
      >
        {toggle.isPending && <Loader2 className="size-3 animate-spin" aria-hidden="true" />}
        {t(blog.is_published ? 'blogs.actions.unpublish' : 'blogs.actions.publish')}
      </button>
    </div>
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
  translationsColumn<AdminBlog>(),
  {
    id: 'created',
    headerKey: 'blogs.columns.created',
    sortKey: 'created_at',
    className: 'whitespace-nowrap',
    cell: (row) => <DateCell value={row.created_at} />,
  },
];
