import { useState } from 'react';
import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFormatDate } from '../../../lib/use-format-date';
import { useMyBlogs } from '../api/get-my-blogs';
import { BlogStatusBadge } from './blog-status-badge';

/** My Blogs: the traveller's own posts with their status in colour; published ones link to the article. */
export function MyBlogs() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const blogs = useMyBlogs(page);
  const items = blogs.data?.data ?? [];
  const meta = blogs.data?.meta;

  return (
    <section aria-labelledby="my-blogs-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-blogs-title" className="text-lg font-semibold">
          {t('blog.myBlogs')}
        </h2>
        <Link to={paths.blogSubmit()} className={buttonClass('secondary')}>
          {t('blog.submitLink')}
        </Link>
      </div>
      <div className="mt-4">
        {blogs.isPending ? (
          <Spinner />
        ) : blogs.isError ? (
          <ErrorState message={t('blog.myBlogsError')} onRetry={() => void blogs.refetch()} busy={blogs.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState
            title={t('blog.myBlogsEmpty')}
            text={t('blog.myBlogsEmptyText')}
            icon={<NotebookPen className="size-10 text-slate-400" aria-hidden="true" />}
          />
        ) : (
          <>
            <ul
              className={`divide-y divide-slate-200 dark:divide-slate-800 ${blogs.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {items.map((post) => (
                <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    {post.status === 'published' ? (
                      <Link
                        to={paths.blogPost(post.slug)}
                        className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {post.title}
                      </Link>
                    ) : (
                      <p className="font-medium text-slate-900 dark:text-slate-100">{post.title}</p>
                    )}
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {t('blog.submittedOn', {
                        date: formatDate(post.created_at, { dateStyle: 'medium' }),
                      })}
                    </p>
                    {post.status === 'rejected' && post.rejection_note && (
                      <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-100">
                        <span className="font-semibold">{t('blog.rejectionNote')}</span> {post.rejection_note}
                      </p>
                    )}
                  </div>
                  <BlogStatusBadge status={post.status} />
                </li>
              ))}
            </ul>
            {meta && meta.last_page > 1 && (
              <div className="mt-4">
                <Pagination
                  page={page}
                  lastPage={meta.last_page}
                  onPageChange={setPage}
                  label={t('blog.myBlogsPages')}
                />
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
