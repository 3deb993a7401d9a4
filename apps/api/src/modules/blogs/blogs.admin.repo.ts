import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_BLOG_LIMITS, type AdminBlogSort, type AdminBlogsQuery } from '@trails/contracts/admin-blogs';
import type { BlogStatus } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { blogCategories, blogs } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql.ts';
import type { ContentTranslations } from '../../db/schema/columns.ts';

/** Back-office queries of the blog: every post whatever its status, and the categories. */

const listColumns = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  excerpt: blogs.excerpt,
  featuredImage: blogs.featuredImage,
  authorName: blogs.authorName,
  tags: blogs.tags,
  status: blogs.status,
  rejectionNote: blogs.rejectionNote,
  readTime: blogs.readTime,
  publishedAt: blogs.publishedAt,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  translations: blogs.translations,
  metaTitle: blogs.metaTitle,
  metaDescription: blogs.metaDescription,
};

const detailColumns = {
  ...listColumns,
  content: blogs.content,
};

export type AdminBlogRow = Awaited<ReturnType<typeof listAdminBlogs>>['rows'][number];
export type AdminBlogDetailRow = NonNullable<Awaited<ReturnType<typeof findAdminBlog>>>;
export type BlogValues = Omit<typeof blogs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The whitelist from a contract sort name to its column (each has an index). */
const SORT_COLUMNS = {
  created_at: blogs.createdAt,
  title: blogs.title,
  published_at: blogs.publishedAt,
} as const satisfies Record<AdminBlogSort, unknown>;

/** The same expression as the trigram index `blogs_search_trgm_idx`. */
const searchable = sql`(${blogs.title} || ' ' || coalesce(${blogs.excerpt}, '') || ' ' || ${blogs.tags}::text)`;

function conditions(query: Pick<AdminBlogsQuery, 'search' | 'status' | 'category_id'>): SQL | undefined {
  return and(
    query.search ? sql`${searchable} ilike ${likePattern(query.search)}` : undefined,
    query.status ? eq(blogs.status, query.status) : undefined,
    query.category_id ? eq(blogs.categoryId, query.category_id) : undefined,
  );
}

/** One page of posts in the requested order (ties by id), and the total. */
export async function listAdminBlogs(db: Executor, query: AdminBlogsQuery) {
  const where = conditions(query);
  const order = query.direction === 'asc' ? asc : desc;
  const nulls = query.direction === 'asc' ? sql`nulls first` : sql`nulls last`;
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(blogs)
      .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(where)
      .orderBy(
        query.sort === 'published_at'
          ? sql`${blogs.publishedAt} ${sql.raw(query.direction)} ${nulls}`
          : order(SORT_COLUMNS[query.sort]),
        order(blogs.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findAdminBlog(db: Executor, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(eq(blogs.id, id))
    .limit(1);
  return row ?? null;
}

/** The row, locked until the end of the transaction. */
/** The whole post, locked: a write compares it with what it becomes (the activity log keeps the change). */
export async function lockBlog(tx: Executor, id: number) {
  const [row] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
  return row ?? null;
}

/** Whether another post (not `exceptId`) has this slug. */
export async function blogSlugInUse(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.slug, slug), exceptId === undefined ? undefined : sql`${blogs.id} <> ${exceptId}`))
    .limit(1);
  return Boolean(row);
}

export async function updateBlog(tx: Executor, id: number, values: Partial<BlogValues>): Promise<boolean> {
  const rows = await tx
    .update(blogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogs.id, id))
    .returning({ id: blogs.id });
  return rows.length > 0;
}

/** Moves a post to a status; publishing keeps the first publication time, a rejection keeps its note. */
export async function setBlogStatus(tx: Executor, id: number, status: BlogStatus, rejectionNote: string | null) {
  const [row] = await tx
    .update(blogs)
    .set({
      status,
      rejectionNote,
      publishedAt: status === 'published' ? sql`coalesce(${blogs.publishedAt}, now())` : blogs.publishedAt,
      updatedAt: new Date(),
    })
    .where(eq(blogs.id, id))
    .returning({
      id: blogs.id,
      title: blogs.title,
      authorId: blogs.authorId,
      status: blogs.status,
      rejectionNote: blogs.rejectionNote,
    });
  return row ?? null;
}

export async function deleteBlog(tx: Executor, id: number) {
  const [row] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
  return row ?? null;
}

const categoryColumns = {
  id: blogCategories.id,
  name: blogCategories.name,
  slug: blogCategories.slug,
  description: blogCategories.description,
  createdAt: blogCategories.createdAt,
  translations: blogCategories.translations,
};

/** Every category (bounded) with its count of posts of any status, in its own order. */
export function listAdminCategories(db: Executor) {
  return db
    .select({ ...categoryColumns, postCount: sql<number>`count(${blogs.id})::int` })
    .from(blogCategories)
    .leftJoin(blogs, eq(blogs.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.id))
    .limit(ADMIN_BLOG_LIMITS.categoriesMax);
}

export async function findAdminCategory(db: Executor, id: number) {
  const [row] = await db
    .select({ ...categoryColumns, postCount: sql<number>`count(${blogs.id})::int` })
    .from(blogCategories)
    .leftJoin(blogs, eq(blogs.categoryId, blogCategories.id))
    .where(eq(blogCategories.id, id))
    .groupBy(blogCategories.id);
  return row ?? null;
}

export async function lockCategory(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: blogCategories.id, name: blogCategories.name, translations: blogCategories.translations })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .for('update');
  return row ?? null;
}

/** Which of name and slug another category (not `exceptId`) already has. */
export async function categoryClashes(db: Executor, name: string, slug: string, exceptId?: number) {
  const rows = await db
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(
      and(
        sql`(${blogCategories.name} = ${name} or ${blogCategories.slug} = ${slug})`,
        exceptId === undefined ? undefined : sql`${blogCategories.id} <> ${exceptId}`,
      ),
    )
    .limit(2);
  return { name: rows.some((row) => row.name === name), slug: rows.some((row) => row.slug === slug) };
}

export type CategoryValues = {
  name: string;
  slug: string;
  description: string | null;
  translations?: ContentTranslations;
};

export async function insertCategory(db: Executor, values: CategoryValues): Promise<number> {
  const [row] = await db.insert(blogCategories).values(values).returning({ id: blogCategories.id });
  return row!.id;
}

export async function updateCategory(db: Executor, id: number, values: CategoryValues): Promise<boolean> {
  const rows = await db
    .update(blogCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogCategories.id, id))
    .returning({ id: blogCategories.id });
  return rows.length > 0;
}

export async function categoryPostCount(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogs).where(eq(blogs.categoryId, id));
  return row?.n ?? 0;
}

/** Moves every post of one category to another; how many moved. */
export async function movePosts(tx: Executor, from: number, to: number): Promise<number> {
  const rows = await tx
    .update(blogs)
    .set({ categoryId: to, updatedAt: new Date() })
    .where(eq(blogs.categoryId, from))
    .returning({ id: blogs.id });
  return rows.length;
}

export async function deleteCategory(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id });
  return rows.length > 0;
}
