import {
  ADMIN_BLOG_MESSAGES as BM,
  type AdminBlog,
  type AdminBlogBody,
  type AdminBlogCategory,
  type AdminBlogCategoryBody,
  type AdminBlogDetail,
  type AdminBlogsQuery,
} from '@trails/contracts/admin-blogs';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { BLOG_MESSAGES } from '@trails/contracts/blog-messages';
import type { ListEnvelope } from '@trails/contracts/common';
import type { BlogStatus } from '@trails/contracts/constants';
import { slugify } from '@trails/contracts/slug';
import type { Database, Executor } from '../../db/client.ts';
import { fieldError, isUniqueViolation, notFound, unprocessable } from '../../lib/errors.ts';
import { plainTextOf, readTimeOf, richTextFromInput } from '../../lib/html.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { adminTranslations, mergeTranslations, translationStatusOf } from '../../lib/translations.ts';
import { isoOrNull, list, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import {
  blogSlugInUse,
  categoryClashes,
  categoryPostCount,
  deleteBlog,
  deleteCategory,
  findAdminBlog,
  findAdminCategory,
  insertCategory,
  listAdminBlogs,
  listAdminCategories,
  lockBlog,
  lockCategory,
  movePosts,
  setBlogStatus,
  updateBlog,
  updateCategory,
  type AdminBlogDetailRow,
  type AdminBlogRow,
  type CategoryValues,
} from './blogs.admin.repo.ts';
import { categoryExists, insertBlog, slugsLike } from './blogs.repo.ts';
import { baseSlug, freeSlug } from './blogs.service.ts';

function toDto(row: AdminBlogRow): AdminBlog {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    featured_image: row.featuredImage,
    author_name: row.authorName,
    author: row.authorName,
    category:
      row.categoryId !== null && row.categoryName !== null && row.categorySlug !== null
        ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug }
        : null,
    tags: row.tags,
    status: row.status,
    is_published: row.status === 'published',
    rejection_note: row.rejectionNote,
    read_time: row.readTime,
    published_at: isoOrNull(row.publishedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // A post always has content (the list does not read it).
    translation_status: translationStatusOf('blog', { ...englishOf(row), content: 'x' }, row.translations),
  };
}

/** The translatable fields of a post, by their contract names. */
const englishOf = (row: AdminBlogRow & { content?: string }) => ({
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
});

function toDetail(row: AdminBlogDetailRow): AdminBlogDetail {
  return {
    ...toDto(row),
    content: row.content,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    ...adminTranslations('blog', englishOf(row), row.translations),
  };
}

/** A slug typed by staff: letters and digits in hyphen-joined runs, never all digits (those are ids). */
function typedSlug(value: string): string {
  const slug = slugify(value);
  if (!slug || /^\d+$/.test(slug)) throw fieldError('slug', ADMIN_MESSAGES.slugInvalid);
  return slug;
}

interface Deps {
  activity: ActivityService;
  publicData: PublicDataInvalidator;
}

/**
 * Back-office management of the blog: posts in any status and their categories. Content is
 * sanitised on every write; each write and its activity entry are one transaction, and public
 * answers are refreshed after it.
 */
export function createAdminBlogsService(db: Database, { activity, publicData }: Deps) {
  /** One activity entry per write, with the fields before and after it (the log keeps only the changed ones). */
  const log = (
    tx: Executor,
    actorId: number,
    type: string,
    action: string,
    id: number,
    description: string,
    change: { label: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ) => activity.record(tx, { userId: actorId, type, action, subjectId: id, description, ...change });

  async function read(id: number): Promise<AdminBlogDetail> {
    const row = await findAdminBlog(db, id);
    if (!row) throw notFound(BLOG_MESSAGES.blogNotFound);
    return toDetail(row);
  }

  /** Sanitised content with some text or an image, and a category that exists. */
  async function checkedFields(body: AdminBlogBody) {
    const content = richTextFromInput(body.content);
    if (!plainTextOf(content) && !content.includes('<img')) throw fieldError('content', BM.blogContentRequired);
    if (body.category_id !== null && !(await categoryExists(db, body.category_id))) {
      throw fieldError('category_id', BM.blogCategoryUnknown);
    }
    return {
      title: body.title,
      excerpt: body.excerpt,
      content,
      featuredImage: body.featured_image,
      authorName: body.author_name,
      categoryId: body.category_id,
      tags: body.tags,
      readTime: readTimeOf(content),
      metaTitle: body.meta_title,
      metaDescription: body.meta_description,
    };
  }

  /** Two writers taking the same slug at once: the unique index decides, the loser gets the field error. */
  async function guardBlogSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'blogs_slug_idx')) throw fieldError('slug', ADMIN_MESSAGES.slugTaken);
      throw error;
    }
  }

  async function changeStatus(
    id: number,
    actorId: number,
    status: BlogStatus,
    action: string,
    note: string | null = null,
  ): Promise<AdminBlogDetail> {
    await db.transaction(async (tx) => {
      const current = await lockBlog(tx, id);
      if (!current) throw notFound(BLOG_MESSAGES.blogNotFound);
      const row = (await setBlogStatus(tx, id, status, note))!;
      await log(tx, actorId, 'blog', action, id, `Blog "${row.title}" ${action}`, {
        label: row.title,
        before: { status: current.status, rejection_note: current.rejectionNote },
        after: { status: row.status, rejection_note: row.rejectionNote },
      });
    });
    await publicData.invalidate();
    return read(id);
  }

  async function categoryValues(body: AdminBlogCategoryBody, exceptId?: number): Promise<CategoryValues> {
    const slug = typedSlug(body.slug ?? body.name);
    const clashes = await categoryClashes(db, body.name, slug, exceptId);
    if (clashes.name) throw fieldError('name', BM.blogCategoryNameTaken);
    if (clashes.slug) throw fieldError('slug', ADMIN_MESSAGES.slugTaken);
    return {
      name: body.name,
      slug,
      description: body.description,
      translations: mergeTranslations({}, body.translations),
    };
  }

  async function guardCategoryRace<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'blog_categories_name_idx')) throw fieldError('name', BM.blogCategoryNameTaken);
      if (isUniqueViolation(error, 'blog_categories_slug_idx')) throw fieldError('slug', ADMIN_MESSAGES.slugTaken);
      throw error;
    }
  }

  async function readCategory(id: number): Promise<AdminBlogCategory> {
    const row = await findAdminCategory(db, id);
    if (!row) throw notFound(BM.blogCategoryMissing);
    return categoryDto(row);
  }

  const categoryDto = (row: CategoryValues & { id: number; postCount: number; createdAt: Date }) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    post_count: row.postCount,
    created_at: row.createdAt.toISOString(),
    ...adminTranslations('blog_category', row, row.translations),
  });

  return {
    async list(query: AdminBlogsQuery): Promise<ListEnvelope<AdminBlog>> {
      const { rows, total } = await listAdminBlogs(db, query);
      return list(rows.map(toDto), pageMeta(query.page, query.per_page, total));
    },

    get: read,

    /**
     * A new post by staff: a draft, or published at once; the slug typed or made from the title;
     * by `staffName` (the signed-in staff member) unless the body names an author.
     */
    async create(body: AdminBlogBody, actorId: number, staffName: string): Promise<AdminBlogDetail> {
      const fields = { ...(await checkedFields(body)), authorName: body.author_name ?? staffName };
      const published = body.is_published === true;
      const typed = body.slug ? typedSlug(body.slug) : null;
      if (typed && (await blogSlugInUse(db, typed))) throw fieldError('slug', ADMIN_MESSAGES.slugTaken);
      const slug = typed ?? freeSlug(baseSlug(body.title), await slugsLike(db, baseSlug(body.title)));
      const id = await guardBlogSlug(() =>
        db.transaction(async (tx) => {
          const created = await insertBlog(tx, {
            ...fields,
            translations: mergeTranslations({}, body.translations),
            slug,
            authorId: null,
            status: published ? 'published' : 'draft',
            publishedAt: published ? new Date() : null,
          });
          await log(tx, actorId, 'blog', 'created', created, `Blog "${body.title}" created`, {
            label: body.title,
            after: { ...fields, slug, status: published ? 'published' : 'draft' },
          });
          return created;
        }),
      );
      await publicData.invalidate();
      return read(id);
    },

    /** Replaces the fields; a blank slug keeps the current one; `is_published` given moves the status. */
    async update(id: number, body: AdminBlogBody, actorId: number): Promise<AdminBlogDetail> {
      const { authorName, ...rest } = await checkedFields(body);
      const fields = { ...rest, ...(authorName === null ? {} : { authorName }) };
      const typed = body.slug ? typedSlug(body.slug) : null;
      if (typed && (await blogSlugInUse(db, typed, id))) throw fieldError('slug', ADMIN_MESSAGES.slugTaken);
      await guardBlogSlug(() =>
        db.transaction(async (tx) => {
          const current = await lockBlog(tx, id);
          if (!current) throw notFound(BLOG_MESSAGES.blogNotFound);
          const status =
            body.is_published === undefined
              ? current.status
              : body.is_published
                ? 'published'
                : current.status === 'published'
                  ? 'draft'
                  : current.status;
          const changes = {
            ...fields,
            translations: mergeTranslations(current.translations, body.translations),
            ...(typed ? { slug: typed } : {}),
            status,
            ...(status === 'published' ? { publishedAt: current.publishedAt ?? new Date(), rejectionNote: null } : {}),
          };
          await updateBlog(tx, id, changes);
          await log(tx, actorId, 'blog', 'updated', id, `Blog "${body.title}" updated`, {
            label: body.title,
            before: current,
            after: { ...current, ...changes },
          });
        }),
      );
      await publicData.invalidate();
      return read(id);
    },

    publish: (id: number, actorId: number) => changeStatus(id, actorId, 'published', 'published'),
    unpublish: (id: number, actorId: number) => changeStatus(id, actorId, 'draft', 'unpublished'),
    /** Rejected with a note its author reads in My Blogs; a published post leaves the public blog. */
    reject: (id: number, note: string, actorId: number) => changeStatus(id, actorId, 'rejected', 'rejected', note),

    async remove(id: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await deleteBlog(tx, id);
        if (!row) throw notFound(BLOG_MESSAGES.blogNotFound);
        await log(tx, actorId, 'blog', 'deleted', id, `Blog "${row.title}" deleted`, { label: row.title, before: row });
      });
      await publicData.invalidate();
    },

    async categories(): Promise<AdminBlogCategory[]> {
      return (await listAdminCategories(db)).map(categoryDto);
    },

    async createCategory(body: AdminBlogCategoryBody, actorId: number): Promise<AdminBlogCategory> {
      const values = await categoryValues(body);
      const id = await guardCategoryRace(() =>
        db.transaction(async (tx) => {
          const created = await insertCategory(tx, values);
          await log(tx, actorId, 'blog_category', 'created', created, `Blog category "${values.name}" created`, {
            label: values.name,
            after: values,
          });
          return created;
        }),
      );
      await publicData.invalidate();
      return readCategory(id);
    },

    async updateCategory(id: number, body: AdminBlogCategoryBody, actorId: number): Promise<AdminBlogCategory> {
      if (!(await findAdminCategory(db, id))) throw notFound(BM.blogCategoryMissing);
      const values = await categoryValues(body, id);
      await guardCategoryRace(() =>
        db.transaction(async (tx) => {
          const current = await lockCategory(tx, id);
          const merged = { ...values, translations: mergeTranslations(current?.translations, body.translations) };
          if (!current || !(await updateCategory(tx, id, merged))) throw notFound(BM.blogCategoryMissing);
          await log(tx, actorId, 'blog_category', 'updated', id, `Blog category "${values.name}" updated`, {
            label: values.name,
            before: current,
            after: { ...current, ...merged },
          });
        }),
      );
      await publicData.invalidate();
      return readCategory(id);
    },

    /**
     * Deletes a category; its posts, if any, move to `moveTo` in the same transaction (required
     * then: a 422 asks for it). Both rows are locked, so no post slips in between.
     */
    async removeCategory(id: number, moveTo: number | undefined, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const category = await lockCategory(tx, id);
        if (!category) throw notFound(BM.blogCategoryMissing);
        if (moveTo === id) throw fieldError('move_to', BM.blogCategoryMoveSame);
        if (moveTo !== undefined && !(await lockCategory(tx, moveTo))) {
          throw fieldError('move_to', BM.blogCategoryUnknown);
        }
        const posts = await categoryPostCount(tx, id);
        if (posts > 0 && moveTo === undefined) {
          throw unprocessable({ move_to: [BM.blogCategoryMoveRequired] }, BM.blogCategoryMoveRequired);
        }
        const moved = moveTo === undefined ? 0 : await movePosts(tx, id, moveTo);
        await deleteCategory(tx, id);
        await log(
          tx,
          actorId,
          'blog_category',
          'deleted',
          id,
          moved > 0
            ? `Blog category "${category.name}" deleted; ${moved} posts moved`
            : `Blog category "${category.name}" deleted`,
          {
            label: category.name,
            before: category,
            ...(moveTo !== undefined ? { after: { posts_moved_to: moveTo } } : {}),
          },
        );
      });
      await publicData.invalidate();
    },
  };
}

export type AdminBlogsService = ReturnType<typeof createAdminBlogsService>;
