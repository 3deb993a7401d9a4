import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FORMER_TRAVELLER, type Locale } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { localized, localizedMeta } from '../../lib/translations.ts';
import { blogCategories, blogs, users } from '../../db/schema/index.ts';
import { likePattern, pageWithTotal, totalOf } from '../../lib/sql.ts';

/** Queries of the blog: the public list and article (published only), categories, a traveller's own posts. */

export interface BlogFilters {
  search?: string | undefined;
  categorySlug?: string | undefined;
  tag?: string | undefined;
}

function categoryColumns(lang: Locale = 'en') {
  return {
    categoryId: blogCategories.id,
    categoryName: localized(blogCategories.translations, blogCategories.name, 'name', lang),
    categorySlug: blogCategories.slug,
  };
}

/** A post's text in `lang`, English where it is not translated. */
const tr = <C extends AnyPgColumn>(column: C, field: string, lang: Locale) =>
  localized(blogs.translations, column, field, lang);

function summaryColumns(lang: Locale = 'en') {
  return {
    id: blogs.id,
    title: tr(blogs.title, 'title', lang),
    slug: blogs.slug,
    excerpt: tr(blogs.excerpt, 'excerpt', lang),
    featuredImage: blogs.featuredImage,
    authorName: blogs.authorName,
    tags: blogs.tags,
    readTime: blogs.readTime,
    publishedAt: blogs.publishedAt,
    createdAt: blogs.createdAt,
    ...categoryColumns(lang),
  };
}

const published = eq(blogs.status, 'published');
const newestFirst = [sql`${blogs.publishedAt} desc nulls last`, desc(blogs.id)];

/** The text the search looks in; the same expression as the trigram index `blogs_search_trgm_idx`. */
const searchable = sql`(${blogs.title} || ' ' || coalesce(${blogs.excerpt}, '') || ' ' || ${blogs.tags}::text)`;

function publicConditions(filters: BlogFilters): SQL | undefined {
  return and(
    published,
    filters.search ? sql`${searchable} ilike ${likePattern(filters.search)}` : undefined,
    filters.categorySlug ? eq(blogCategories.slug, filters.categorySlug) : undefined,
    filters.tag ? sql`${blogs.tags} @> ${JSON.stringify([filters.tag])}::jsonb` : undefined,
  );
}

export type SummaryRow = Awaited<ReturnType<typeof listPublished>>['rows'][number];

/** One page of published posts, newest first, and how many match: one statement. */
export async function listPublished(
  db: Executor,
  filters: BlogFilters,
  page: number,
  perPage: number,
  lang: Locale = 'en',
) {
  const where = publicConditions(filters);
  const matching = db
    .select({ n: count() })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(where);
  const rows = await db
    .select({ ...summaryColumns(lang), total: totalOf(matching) })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => matching);
}

/** `"12"` is an id, anything else a slug. */
function idOrSlug(value: string): SQL {
  if (/^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647)
    return or(eq(blogs.id, Number(value)), eq(blogs.slug, value))!;
  return eq(blogs.slug, value);
}

/** A published post by id or slug, with its body and its author's blog link. */
export async function findPublished(db: Executor, key: string, lang: Locale = 'en') {
  const [row] = await db
    .select({
      ...summaryColumns(lang),
      content: tr(blogs.content, 'content', lang),
      metaTitle: localizedMeta(blogs.translations, blogs.metaTitle, 'meta_title', 'title', lang),
      metaDescription: localizedMeta(blogs.translations, blogs.metaDescription, 'meta_description', 'excerpt', lang),
      authorBlogLink: users.blogLink,
      updatedAt: blogs.updatedAt,
    })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(and(published, idOrSlug(key)))
    // An all-digit slug and an id may both match: the id wins.
    .orderBy(sql`(${blogs.id}::text = ${key}) desc`)
    .limit(1);
  return row ?? null;
}

/**
 * Other published posts for an article: those of its category first, then the newest of the rest
 * (a small category still shows a full row), each group newest first; one statement.
 */
export function relatedPosts(
  db: Executor,
  categoryId: number | null,
  excludeId: number,
  limit: number,
  lang: Locale = 'en',
) {
  // An uncategorised post has no category to prefer (and PostgreSQL refuses a constant ORDER BY term).
  const sameCategoryFirst = categoryId === null ? [] : [sql`coalesce(${blogs.categoryId} = ${categoryId}, false) desc`];
  return db
    .select(summaryColumns(lang))
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(and(published, ne(blogs.id, excludeId)))
    .orderBy(...sameCategoryFirst, ...newestFirst)
    .limit(limit);
}

/** Every category in its own order, with its count of published posts. */
export function categoriesWithCounts(db: Executor, lang: Locale = 'en') {
  return db
    .select({
      id: blogCategories.id,
      name: localized(blogCategories.translations, blogCategories.name, 'name', lang),
      slug: blogCategories.slug,
      description: localized(blogCategories.translations, blogCategories.description, 'description', lang),
      postCount: sql<number>`count(${blogs.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogs, and(eq(blogs.categoryId, blogCategories.id), published))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.id));
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .limit(1);
  return Boolean(row);
}

/** Slugs already taken by `base` or `base-<n>`. */
export async function slugsLike(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(or(eq(blogs.slug, base), sql`${blogs.slug} like ${`${base.replace(/[\\%_]/g, (char) => `\\${char}`)}-%`}`));
  return rows.map((row) => row.slug);
}

export type NewBlogRow = typeof blogs.$inferInsert;

/**
 * Whether the same author already has this very post (title and content) waiting for review. The
 * caller holds submissionLock for the same title, so two identical submissions sent at once are
 * seen one after the other.
 */
export async function pendingTwinExists(
  tx: Executor,
  post: { title: string; content: string; authorId: number | null; authorName: string },
): Promise<boolean> {
  const sameAuthor =
    post.authorId === null
      ? and(sql`${blogs.authorId} is null`, eq(blogs.authorName, post.authorName))
      : eq(blogs.authorId, post.authorId);
  const [row] = await tx
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.status, 'pending'), eq(blogs.title, post.title), eq(blogs.content, post.content), sameAuthor))
    .limit(1);
  return row !== undefined;
}

/** Serialises submissions of one title until the transaction ends. */
export async function submissionLock(tx: Executor, title: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`blog-submission:${title}`}))`);
}

export async function insertBlog(tx: Executor, values: NewBlogRow): Promise<number> {
  const [row] = await tx.insert(blogs).values(values).returning({ id: blogs.id });
  return row!.id;
}

const ownColumns = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  excerpt: blogs.excerpt,
  featuredImage: blogs.featuredImage,
  status: blogs.status,
  rejectionNote: blogs.rejectionNote,
  tags: blogs.tags,
  createdAt: blogs.createdAt,
  publishedAt: blogs.publishedAt,
  ...categoryColumns(),
};

export type OwnRow = Awaited<ReturnType<typeof findSubmitted>>;

/** A post just submitted, whatever its status, as its author sees it. */
export async function findSubmitted(db: Executor, id: number) {
  const [row] = await db
    .select(ownColumns)
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(eq(blogs.id, id))
    .limit(1);
  return row!;
}

/** A page of an author's own posts, newest first, with the total. */
export async function listOwn(db: Executor, authorId: number, page: number, perPage: number) {
  const matching = db.select({ n: count() }).from(blogs).where(eq(blogs.authorId, authorId));
  const rows = await db
    .select({ ...ownColumns, total: totalOf(matching) })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(eq(blogs.authorId, authorId))
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => matching);
}

/** Published posts for sitemap.xml, newest first. */
export function sitemapRows(db: Executor, max: number) {
  return db
    .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(published)
    .orderBy(...newestFirst)
    .limit(max);
}

/** An erased account's published posts stay under "Former traveller"; its drafts and submissions go. */
export async function eraseBlogAuthor(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(blogs)
    .set({ authorName: FORMER_TRAVELLER, authorId: null })
    .where(and(eq(blogs.authorId, userId), eq(blogs.status, 'published')));
  await tx.delete(blogs).where(and(eq(blogs.authorId, userId), ne(blogs.status, 'published')));
}
