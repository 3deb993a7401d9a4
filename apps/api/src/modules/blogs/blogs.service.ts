import { BLOG_LIMITS } from '@trails/contracts/blog-constants';
import { BLOG_MESSAGES } from '@trails/contracts/blog-messages';
import {
  blogsApi,
  type BlogCategory,
  type BlogDetail,
  type BlogsQuery,
  type BlogSummary,
  type CreateBlogBody,
  type MyBlog,
} from '@trails/contracts/blogs';
import type { PaginationMeta } from '@trails/contracts/common';
import type { Locale } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { slugify } from '@trails/contracts/slug';
import type { Database } from '../../db/client.ts';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { plainTextOf, readTimeOf, richTextFromInput } from '../../lib/html.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { isoOrNull, pageMeta } from '../../lib/respond.ts';
import { findBlogLink, setBlogLink } from '../auth/users.port.ts';
import type { MediaService, StoredImage } from '../media/media.service.ts';
import { notifyStaff } from '../notifications/notifier.ts';
import {
  categoriesWithCounts,
  categoryExists,
  findSubmitted,
  findPublished,
  insertBlog,
  listOwn,
  pendingTwinExists,
  submissionLock,
  listPublished,
  relatedPosts,
  sitemapRows,
  slugsLike,
  type OwnRow,
  type SummaryRow,
} from './blogs.repo.ts';

export interface BlogsDeps {
  media: MediaService;
  publicData: PublicDataInvalidator;
}

/** A submission: the form's fields, the featured image's bytes (if any) and the signed-in author. */
export interface BlogSubmission {
  fields: CreateBlogBody;
  image: Buffer | null;
  authorId: number | null;
}

/** Media library folder of featured images. */
const IMAGE_FOLDER = 'blogs';
const SLUG_MAX = 80;

function categoryOf(row: { categoryId: number | null; categoryName: string | null; categorySlug: string | null }) {
  return row.categoryId !== null && row.categoryName !== null && row.categorySlug !== null
    ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug }
    : null;
}

/** The fields a list card and the author's own list share. */
function commonFields(row: SummaryRow | OwnRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    featured_image: row.featuredImage,
    category: categoryOf(row),
    tags: row.tags,
    published_at: isoOrNull(row.publishedAt),
    created_at: row.createdAt.toISOString(),
  };
}

function toSummary(row: SummaryRow): BlogSummary {
  return {
    ...commonFields(row),
    author_name: row.authorName,
    author: row.authorName,
    read_time: row.readTime,
  };
}

function toOwn(row: OwnRow): MyBlog {
  return {
    ...commonFields(row),
    status: row.status,
    rejection_note: row.status === 'rejected' ? row.rejectionNote : null,
  };
}

/** The slug a title starts from: never empty (a Hindi title has no Latin letters), never all digits (those are ids). */
export function baseSlug(title: string): string {
  const slug = slugify(title).slice(0, SLUG_MAX).replace(/-+$/, '') || 'post';
  return /^\d+$/.test(slug) ? `post-${slug}` : slug;
}

/** `base`, or `base-2`, `base-3`, ... the first not taken. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function createBlogsService(db: Database, deps: BlogsDeps) {
  async function find(idOrSlug: string, lang: Locale = 'en'): Promise<BlogDetail | null> {
    const row = await findPublished(db, idOrSlug, lang);
    if (!row) return null;
    const related = await relatedPosts(db, row.categoryId, row.id, BLOG_LIMITS.related, lang);
    return {
      ...toSummary(row),
      content: row.content,
      meta_title: row.metaTitle,
      meta_description: row.metaDescription,
      author_blog_link: row.authorBlogLink,
      related: related.map(toSummary),
    };
  }

  async function insertWithFreeSlug(
    values: Omit<Parameters<typeof insertBlog>[1], 'slug'>,
    image: StoredImage | null,
    title: string,
  ) {
    const base = baseSlug(title);
    for (let attempt = 0; ; attempt += 1) {
      // Another submission may take the same slug meanwhile: the unique index says so, and we try the next.
      const slug = freeSlug(base, await slugsLike(db, base));
      try {
        return await db.transaction(async (tx) => {
          // A second click or a retried request must not make a second identical post for staff.
          await submissionLock(tx, title);
          const twin = {
            title,
            content: values.content ?? '',
            authorId: values.authorId ?? null,
            authorName: values.authorName,
          };
          if (await pendingTwinExists(tx, twin)) throw conflict(BLOG_MESSAGES.blogAlreadySubmitted);
          const id = await insertBlog(tx, { ...values, slug });
          if (image) await deps.media.record(tx, image, { folder: IMAGE_FOLDER, uploadedBy: values.authorId ?? null });
          await notifyStaff(tx, {
            type: 'blog',
            title: 'New blog submission',
            message: `${values.authorName} submitted "${title}" for review`,
            link: '/admin/blogs',
          });
          return id;
        });
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error, 'blogs_slug_idx')) continue;
        throw error;
      }
    }
  }

  return {
    async list(query: BlogsQuery): Promise<{ data: BlogSummary[]; meta: PaginationMeta }> {
      const { rows, total } = await listPublished(
        db,
        { search: query.search, categorySlug: query.category, tag: query.tag },
        query.page,
        query.per_page,
        query.lang,
      );
      return { data: rows.map(toSummary), meta: pageMeta(query.page, query.per_page, total) };
    },

    find,

    async get(idOrSlug: string, lang: Locale = 'en'): Promise<BlogDetail> {
      const post = await find(idOrSlug, lang);
      if (!post) throw notFound(BLOG_MESSAGES.blogNotFound);
      return post;
    },

    async categories(lang: Locale = 'en'): Promise<BlogCategory[]> {
      const rows = await categoriesWithCounts(db, lang);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        post_count: row.postCount,
      }));
    },

    /**
     * Stores a submission as pending (staff publish it): content sanitised, reading time counted,
     * a unique slug, the featured image stored in its widths; staff are notified in the same
     * transaction. Files stored for a submission that then fails are removed again.
     */
    async submit({ fields, image, authorId }: BlogSubmission): Promise<MyBlog> {
      const content = richTextFromInput(fields.content);
      if (!plainTextOf(content)) throw fieldError('content', MESSAGES.required);
      if (fields.category_id !== undefined && !(await categoryExists(db, fields.category_id))) {
        throw fieldError('category_id', BLOG_MESSAGES.blogCategoryNotFound);
      }
      const stored = image
        ? await deps.media.storeImage(image, { folder: IMAGE_FOLDER, field: 'featured_image' })
        : null;
      try {
        const id = await insertWithFreeSlug(
          {
            title: fields.title,
            excerpt: fields.excerpt,
            content,
            featuredImage: stored?.url ?? null,
            authorName: fields.author_name,
            authorId,
            categoryId: fields.category_id ?? null,
            tags: fields.tags,
            readTime: readTimeOf(content),
            status: 'pending',
            metaTitle: fields.title,
            metaDescription: fields.excerpt,
          },
          stored,
          fields.title,
        );
        return toOwn(await findSubmitted(db, id));
      } catch (error) {
        if (stored) await deps.media.discard(stored);
        throw error;
      }
    },

    /** The traveller's own posts, whatever their status, newest first. */
    async mine(userId: number, page: number, perPage: number): Promise<{ data: MyBlog[]; meta: PaginationMeta }> {
      const { rows, total } = await listOwn(db, userId, page, perPage);
      return { data: rows.map(toOwn), meta: pageMeta(page, perPage, total) };
    },

    blogLink: (userId: number) => findBlogLink(db, userId),

    /** Saves the traveller's blog address; their published articles show it, so public answers change. */
    async saveBlogLink(userId: number, link: string): Promise<void> {
      await setBlogLink(db, userId, link);
      // Only the articles (and their list) show it.
      await deps.publicData.invalidate({ catalogue: false, routes: [blogsApi.list.path, blogsApi.get.path] });
    },

    sitemapRows: (max: number) => sitemapRows(db, max),
  };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
