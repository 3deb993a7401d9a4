import type { ReactNode } from 'react';
import type { BlogDetail } from '@trails/contracts/blogs';
import { ExternalLink, FileX, UserCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ItemNotFound } from '../../../components/catalogue/item-not-found';
import { ErrorState } from '../../../components/errors/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useBlog } from '../api/get-blog';
import { ArticleBody } from '../../../components/ui/article-body';
import { BackToBlog } from './back-to-blog';
import { BlogCard, BlogMeta, CategoryBadge, TagList } from './blog-card';

export interface BlogArticlePageProps {
  idOrSlug: string;
  /** The share widget, given by the route (this feature does not know the share feature). */
  share?: (post: BlogDetail) => ReactNode;
}

function AboutTheAuthor({ post }: { post: BlogDetail }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="about-author"
      className="mt-12 flex gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <UserCircle2 className="size-12 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
      <div>
        <h2 id="about-author" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('blog.aboutAuthor')}
        </h2>
        <p className="mt-1 font-medium text-slate-800 dark:text-slate-100">{post.author_name}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('blog.aboutAuthorText', { name: post.author_name })}
        </p>
        {post.author_blog_link && (
          <a
            href={post.author_blog_link}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline dark:text-brand-300"
          >
            {t('blog.visitAuthorBlog', { name: post.author_name })}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        )}
      </div>
    </section>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" role="status" aria-label={t('blog.loadingArticle')}>
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-5 w-64" />
      <Skeleton className="aspect-[16/9] w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** /blog/{slug or id}: the article, its tags, share widget, author and three related articles. */
export function BlogArticlePage({ idOrSlug, share }: BlogArticlePageProps) {
  const { t } = useTranslation();
  const article = useBlog(idOrSlug);
  const post = article.data;
  usePageTitle(post?.title ?? (article.isError ? t('blog.notFoundTitle') : t('blog.title')));

  if (article.isPending) return <ArticleSkeleton />;
  if (article.isError && article.error instanceof ApiError && article.error.status === 404) {
    return (
      <ItemNotFound
        icon={FileX}
        title={t('blog.notFoundTitle')}
        text={t('blog.notFoundText')}
        link={{ to: paths.blog(), label: t('blog.backToBlog') }}
      />
    );
  }
  if (!post) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          message={t('blog.articleLoadError')}
          onRetry={() => void article.refetch()}
          busy={article.isFetching}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackToBlog />
      <article className="mt-6">
        <header className="space-y-4">
          {post.category && <CategoryBadge name={post.category.name} />}
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{post.title}</h1>
          <BlogMeta post={post} />
          {post.featured_image && (
            <img
              src={post.featured_image}
              alt=""
              width={1600}
              height={900}
              className="mt-4 aspect-[16/9] w-full rounded-2xl object-cover"
            />
          )}
        </header>
        <div className="mt-8">
          <ArticleBody html={post.content} />
        </div>
        <footer className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
          <TagList tags={post.tags} label={t('blog.tags')} />
          {share?.(post)}
        </footer>
      </article>
      <AboutTheAuthor post={post} />
      {post.related.length > 0 && (
        <section aria-labelledby="related-articles" className="mt-12">
          <h2 id="related-articles" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t('blog.related')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((item) => (
              <li key={item.id}>
                <BlogCard post={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
