import { z } from 'zod';
import { SORT_DIRECTIONS, adminOptionalText, adminUrl } from './admin-common.ts';
import { BLOG_LIMITS } from './blog-constants.ts';
import { BLOG_MESSAGES } from './blog-messages.ts';
import { blogCategoryRef, parseTags } from './blogs.ts';
import { CATALOGUE_LIMITS } from './catalogue-constants.ts';
import {
  envelope,
  idField,
  idParam,
  listEnvelope,
  messageEnvelope,
  paginationQuery,
  requiredText,
  text,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import { BLOG_STATUSES, LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { storedTranslations, translationStatus, translationsSchema } from './translations.ts';

/** Back-office blog management: server answers and the screen's toasts (the spec's wording where it gives one). */
export const ADMIN_BLOG_MESSAGES = {
  blogCreated: 'Blog created successfully',
  blogUpdated: 'Blog updated successfully',
  blogDeleted: 'Blog deleted successfully',
  blogStatusUpdated: 'Blog status updated',
  blogRejected: 'Blog rejected',
  failedToCreateBlog: 'Failed to create blog',
  failedToUpdateBlog: 'Failed to update blog',
  failedToDeleteBlog: 'Failed to delete blog',
  failedToRejectBlog: 'Failed to reject blog',
  blogContentRequired: 'Content is required',
  blogCategoryUnknown: 'Please choose one of the listed categories',
  blogRejectNoteRequired: 'Please tell the author why the post is rejected',
  blogAlreadyPublished: 'This blog is already published',
  blogNotPublished: 'This blog is not published',
  blogCategoryCreated: 'Category created successfully',
  blogCategoryUpdated: 'Category updated successfully',
  blogCategoryDeleted: 'Category deleted successfully',
  failedToSaveBlogCategory: 'Failed to save category',
  failedToDeleteBlogCategory: 'Failed to delete category',
  blogCategoryMissing: 'Category not found',
  blogCategoryNameRequired: 'Name is required',
  blogCategoryNameTaken: 'A category with this name already exists',
  blogCategoryMoveRequired: 'This category has posts: choose the category they move to',
  blogCategoryMoveSame: 'Choose another category for its posts',
} as const;

export const ADMIN_BLOG_LIMITS = {
  metaTitleMax: 200,
  metaDescriptionMax: 500,
  rejectNoteMax: 1000,
  categoryNameMax: 100,
  categoryDescriptionMax: 500,
  /** Categories are few; the list answers all of them, bounded. */
  categoriesMax: 200,
} as const;

/** Columns the blog list can be sorted by (anything else is a 422). */
export const ADMIN_BLOG_SORTS = ['created_at', 'title', 'published_at'] as const;
export type AdminBlogSort = (typeof ADMIN_BLOG_SORTS)[number];

export const adminBlogsQuery = paginationQuery.extend({
  /** Part of the title, excerpt or a tag. */
  search: text(CATALOGUE_LIMITS.searchQueryMax).optional(),
  status: z.enum(BLOG_STATUSES, { error: MESSAGES.invalidValue }).optional(),
  category_id: idField.optional(),
  sort: z.enum(ADMIN_BLOG_SORTS, { error: MESSAGES.invalidSort }).default('created_at'),
  direction: z.enum(SORT_DIRECTIONS, { error: MESSAGES.invalidSort }).default('desc'),
});
export type AdminBlogsQuery = z.infer<typeof adminBlogsQuery>;

/** A post as the back office lists it. */
export const adminBlog = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  featured_image: z.string().nullable(),
  author_name: z.string(),
  /** The back office spec's name for `author_name`: the same text. */
  author: z.string(),
  category: blogCategoryRef.nullable(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  is_published: z.boolean(),
  rejection_note: z.string().nullable(),
  read_time: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Per language: every translatable field the English fills is written (complete), some (partial), none (missing). */
  translation_status: translationStatus,
});
export type AdminBlog = z.infer<typeof adminBlog>;

/** A post with everything the editor edits. */
export const adminBlogDetail = adminBlog.extend({
  /** Sanitised HTML. */
  content: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  /** Per language, what is written in it; a field left out shows in English. */
  translations: storedTranslations('blog'),
  translation_status: translationStatus,
});
export type AdminBlogDetail = z.infer<typeof adminBlogDetail>;

/** Tags as a list (the editor) or as the comma-separated box; at most BLOG_LIMITS.tagsMax. */
const adminTags = z
  .union([z.array(text(BLOG_LIMITS.tagsFieldMax)).max(BLOG_LIMITS.tagsMax * 2), text(BLOG_LIMITS.tagsFieldMax)], {
    error: BLOG_MESSAGES.blogTooManyTags,
  })
  .nullish()
  .transform((value) => parseTags(Array.isArray(value) ? value.join(',') : (value ?? '')))
  .refine((tags) => tags.length <= BLOG_LIMITS.tagsMax && tags.every((tag) => tag.length <= BLOG_LIMITS.tagMax), {
    error: BLOG_MESSAGES.blogTooManyTags,
  });

/**
 * The editor's form, also the body of POST and PUT (PUT replaces every field). The slug is made
 * from the title when left blank; the content is sanitised on the server.
 */
/** What a post's translation into one language may hold; blank is no translation. */
export const blogTranslationFields = z.object({
  title: adminOptionalText(BLOG_LIMITS.titleMax),
  excerpt: adminOptionalText(BLOG_LIMITS.excerptMax),
  content: adminOptionalText(BLOG_LIMITS.contentMax * 2),
  meta_title: adminOptionalText(ADMIN_BLOG_LIMITS.metaTitleMax),
  meta_description: adminOptionalText(ADMIN_BLOG_LIMITS.metaDescriptionMax),
});

export const adminBlogBody = z.object({
  title: requiredText(BLOG_LIMITS.titleMax, 'Title is required'),
  slug: adminOptionalText(120),
  excerpt: adminOptionalText(BLOG_LIMITS.excerptMax),
  content: requiredText(BLOG_LIMITS.contentMax * 2, ADMIN_BLOG_MESSAGES.blogContentRequired),
  category_id: idField.nullish().transform((value) => value ?? null),
  tags: adminTags,
  featured_image: adminUrl(),
  /** Left out or blank: the signed-in staff member's name on create, the current author on update. */
  author_name: adminOptionalText(LIMITS.nameMax),
  meta_title: adminOptionalText(ADMIN_BLOG_LIMITS.metaTitleMax),
  meta_description: adminOptionalText(ADMIN_BLOG_LIMITS.metaDescriptionMax),
  /** Publish at once (true) or keep as a draft; left out on update: the status stays. */
  is_published: z.boolean({ error: MESSAGES.invalidValue }).optional(),
  /** Per language, the translated fields; left out, the stored translations stay. */
  translations: translationsSchema(blogTranslationFields).optional(),
});
export type AdminBlogInput = z.input<typeof adminBlogBody>;
export type AdminBlogBody = z.output<typeof adminBlogBody>;

export const adminBlogRejectBody = z.object({
  note: requiredText(ADMIN_BLOG_LIMITS.rejectNoteMax, ADMIN_BLOG_MESSAGES.blogRejectNoteRequired),
});
export type AdminBlogRejectBody = z.infer<typeof adminBlogRejectBody>;

/** A category as the back office sees it: every post counts, whatever its status. */
export const adminBlogCategory = blogCategoryRef.extend({
  description: z.string().nullable(),
  post_count: z.number().int(),
  created_at: z.string(),
  /** Per language, what is written in it; a field left out shows in English. */
  translations: storedTranslations('blog_category'),
  translation_status: translationStatus,
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategory>;

/** What a category's translation into one language may hold; blank is no translation. */
export const blogCategoryTranslationFields = z.object({
  name: adminOptionalText(ADMIN_BLOG_LIMITS.categoryNameMax),
  description: adminOptionalText(ADMIN_BLOG_LIMITS.categoryDescriptionMax),
});

export const adminBlogCategoryBody = z.object({
  name: requiredText(ADMIN_BLOG_LIMITS.categoryNameMax, ADMIN_BLOG_MESSAGES.blogCategoryNameRequired),
  slug: adminOptionalText(120),
  description: adminOptionalText(ADMIN_BLOG_LIMITS.categoryDescriptionMax),
  /** Per language, the translated fields; left out, the stored translations stay. */
  translations: translationsSchema(blogCategoryTranslationFields).optional(),
});
export type AdminBlogCategoryInput = z.input<typeof adminBlogCategoryBody>;
export type AdminBlogCategoryBody = z.output<typeof adminBlogCategoryBody>;

/** DELETE /blog-categories/{id}?move_to={id}: where the category's posts go (required when it has any). */
export const adminBlogCategoryDeleteQuery = z.object({ move_to: idField.optional() });

/** Blog posts, for staff and admins alike: write, publish, take back, reject with a note. */
export const adminBlogsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/blogs',
    query: adminBlogsQuery,
    response: listEnvelope(adminBlog),
  }),
  get: endpoint({ method: 'GET', path: '/api/admin/blogs/:id', params: idParam, response: envelope(adminBlogDetail) }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/blogs',
    body: adminBlogBody,
    status: 201,
    response: envelope(adminBlogDetail),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/blogs/:id',
    params: idParam,
    body: adminBlogBody,
    response: envelope(adminBlogDetail),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/blogs/:id', params: idParam, response: messageEnvelope }),
  publish: endpoint({
    method: 'POST',
    path: '/api/admin/blogs/:id/publish',
    params: idParam,
    response: envelope(adminBlogDetail),
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/api/admin/blogs/:id/unpublish',
    params: idParam,
    response: envelope(adminBlogDetail),
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/blogs/:id/reject',
    params: idParam,
    body: adminBlogRejectBody,
    response: envelope(adminBlogDetail),
  }),
};

/** The blog's categories: a used one is deleted by moving its posts to another (`move_to`). */
export const adminBlogCategoriesApi = {
  list: endpoint({ method: 'GET', path: '/api/admin/blog-categories', response: listEnvelope(adminBlogCategory) }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/blog-categories',
    body: adminBlogCategoryBody,
    status: 201,
    response: envelope(adminBlogCategory),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/blog-categories/:id',
    params: idParam,
    body: adminBlogCategoryBody,
    response: envelope(adminBlogCategory),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/blog-categories/:id',
    params: idParam,
    query: adminBlogCategoryDeleteQuery,
    response: messageEnvelope,
  }),
};
