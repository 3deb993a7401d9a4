import type { BlogSummary } from '@trails/contracts/blogs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeClass, CardImage, cardClass, stretchedLinkClass } from '../../../components/catalogue/card-image';
import { LineIcon } from '../../../components/ui/line-icon';
import { paths } from '../../../config/paths';
import { useFormatDate } from '../../../lib/use-format-date';
import { tagHref } from '../lib/blog-filters';

/** Cards show at most this many tags. */
const CARD_TAGS = 3;

/** Author, date and reading time of an article. */
export function BlogMeta({ post, className = '' }: { post: BlogSummary; className?: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const date = post.published_at ?? post.created_at;
  return (
    <p
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300 ${className}`}
    >
      <span className="inline-flex items-center gap-1.5">
        <LineIcon name="user" />
        <span className="sr-only">{t('blog.author')}: </span>
        {post.author_name}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <LineIcon name="calendar-days" />
        <time dateTime={date}>{formatDate(date, { dateStyle: 'medium' })}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <LineIcon name="clock" />
        {t('blog.readTime', { count: post.read_time })}
      </span>
    </p>
  );
}

export function CategoryBadge({ name }: { name: string }) {
  return (
    <span className={`${badgeClass} bg-brand-100 text-brand-900 dark:bg-brand-900/50 dark:text-brand-100`}>{name}</span>
  );
}

/** Tags as links to the list filtered by that tag. */
export function TagList({ tags, label, className = '' }: { tags: string[]; label: string; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={`relative z-[2] flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagHref(tag)}
            className="inline-flex rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** An article in a list: picture, category, title, excerpt, up to three tags, author, date, reading time. */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardClass}>
      <div className="overflow-hidden">
        <CardImage src={post.featured_image} alt="" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category && (
          <div>
            <CategoryBadge name={post.category.name} />
          </div>
        )}
        <Heading className="text-lg font-semibold text-slate-900 dark:text-white">
          <Link to={paths.blogPost(post.slug)} className={stretchedLinkClass}>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{post.excerpt}</p>}
        <TagList tags={post.tags.slice(0, CARD_TAGS)} label={t('blog.tags')} />
        <BlogMeta post={post} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** The newest article, large, above the others. */
export function FeaturedBlogCard({ post }: { post: BlogSummary }) {
  const { t } = useTranslation();
  return (
    <article className={`${cardClass} md:flex-row`}>
      <div className="overflow-hidden md:w-1/2">
        <CardImage src={post.featured_image} alt="" eager />
      </div>
      <div className="flex flex-1 flex-col justify-center gap-4 p-6 md:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`${badgeClass} bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100`}>
            {t('blog.featured')}
          </span>
          {post.category && <CategoryBadge name={post.category.name} />}
        </div>
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          <Link to={paths.blogPost(post.slug)} className={stretchedLinkClass}>
            {post.title}
          </Link>
        </h2>
        {post.excerpt && <p className="text-slate-600 dark:text-slate-300">{post.excerpt}</p>}
        <TagList tags={post.tags.slice(0, CARD_TAGS)} label={t('blog.tags')} />
        <BlogMeta post={post} />
      </div>
    </article>
  );
}
