import { useState, type FormEvent } from 'react';
import { BookOpen, PenSquare, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { inputClass } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useBlogCategories } from '../api/get-blog-categories';
import { useBlogs } from '../api/get-blogs';
import { blogListParams } from '../lib/blog-filters';
import { useBlogFilters } from '../lib/use-blog-filters';
import { BlogCard, FeaturedBlogCard } from './blog-card';
import { BlogLinkForm } from './blog-link-form';

const chipClass = (active: boolean) =>
  `inline-flex items-center rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** All, then every category from the database. */
function CategoryChips({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const { t } = useTranslation();
  const categories = useBlogCategories();
  const chips = [{ slug: '', name: t('blog.allCategories') }, ...(categories.data ?? [])];
  return (
    <div role="group" aria-label={t('blog.categories')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <button
          key={chip.slug || 'all'}
          type="button"
          aria-pressed={value === chip.slug}
          className={chipClass(value === chip.slug)}
          onClick={() => onChange(chip.slug)}
        >
          {chip.name}
        </button>
      ))}
    </div>
  );
}

/** Search over titles, excerpts and tags; runs on submit (Enter or the button). */
function BlogSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A search changed elsewhere (Back, Clear filters) shows in the box.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2" aria-label={t('blog.searchLabel')}>
      <label htmlFor="blog-search" className="sr-only">
        {t('blog.searchLabel')}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="blog-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('blog.searchPlaceholder')}
          maxLength={100}
          autoComplete="off"
          className={`${inputClass(false)} pl-9`}
        />
      </div>
      <Button type="submit">{t('blog.searchButton')}</Button>
    </form>
  );
}

/** /blog: the newest article featured, search, category chips, cards with pages, and the blog link form. */
export function BlogListPage() {
  const { t } = useTranslation();
  usePageTitle(t('blog.title'));
  const { filters, setSearch, setCategory, setTag, setPage, clear } = useBlogFilters();
  const list = useBlogs(blogListParams(filters));
  const items = list.data?.data ?? [];
  const meta = list.data?.meta;
  const filtered = Boolean(filters.search || filters.category || filters.tag);
  const [featured, ...rest] = items;
  const showFeatured = filters.page === 1 && !filtered && featured !== undefined;
  const cards = showFeatured ? rest : items;

  const goToPage = (page: number) => {
    setPage(page);
    document.getElementById('blog-results')?.scrollIntoView({ block: 'start' });
  };

  let content;
  if (list.isPending) {
    content = <CardGridSkeleton count={6} label={t('blog.loading')} />;
  } else if (list.isError && !list.data) {
    content = <ErrorState message={t('blog.loadError')} onRetry={() => void list.refetch()} busy={list.isFetching} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        title={t('blog.emptyTitle')}
        text={t(filtered ? 'blog.emptyFiltered' : 'blog.emptyText')}
        icon={<BookOpen className="size-10 text-slate-400" aria-hidden="true" />}
      >
        {filtered ? (
          <Button variant="secondary" onClick={clear}>
            {t('blog.clearFilters')}
          </Button>
        ) : (
          <Link to={paths.blogSubmit()} className={buttonClass('primary')}>
            {t('blog.submitLink')}
          </Link>
        )}
      </EmptyState>
    );
  } else {
    content = (
      <div
        className={`space-y-8 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={list.isPlaceholderData || undefined}
      >
        {showFeatured && <FeaturedBlogCard post={featured} />}
        {cards.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} headingLevel={showFeatured ? 3 : 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={filters.page}
          lastPage={meta?.last_page ?? 1}
          onPageChange={goToPage}
          label={t('blog.pages')}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={t('blog.title')}
        subtitle={t('blog.subtitle')}
        actions={
          <Link to={paths.blogSubmit()} className={buttonClass('primary')}>
            <PenSquare className="size-4" aria-hidden="true" />
            {t('blog.submitLink')}
          </Link>
        }
      />
      <div className="mb-6 space-y-4">
        <BlogSearch value={filters.search} onSearch={setSearch} />
        <CategoryChips value={filters.category} onChange={setCategory} />
        {filters.tag && (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            {t('blog.taggedWith', { tag: filters.tag })}
            <button
              type="button"
              onClick={() => setTag('')}
              className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium hover:bg-slate-300 dark:bg-slate-700 dark:hover:bg-slate-600"
            >
              <X className="size-3" aria-hidden="true" />
              {t('blog.clearTag')}
            </button>
          </p>
        )}
      </div>
      <div id="blog-results" className="scroll-mt-24">
        <p role="status" className="mb-4 min-h-6 text-sm text-slate-600 dark:text-slate-300">
          {list.data && !list.isError ? t('blog.found', { count: meta?.total ?? items.length }) : ''}
        </p>
        {content}
      </div>
      <div className="mt-12">
        <BlogLinkForm />
      </div>
    </div>
  );
}
