import { z } from 'zod';
import { BLOG_LIMITS } from './blog-constants.ts';
import { BLOG_MESSAGES } from './blog-messages.ts';
import {
  envelope,
  idField,
  idOrSlugParam,
  intField,
  listEnvelope,
  optionalText,
  paginationQuery,
  requiredText,
  text,
} from './common.ts';
import { BLOG_STATUSES, LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { endpoint } from './endpoint.ts';
import { contentLang, langQuery } from './translations.ts';

/** `"Ladakh, altitude, ,ladakh"` -> `['Ladakh', 'altitude']`: trimmed, blanks dropped, the first of equal ones kept. */
export function parseTags(value: string | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The Tags box: comma-separated free text, at most BLOG_LIMITS.tagsMax tags of tagMax characters. */
const tagsField = text(BLOG_LIMITS.tagsFieldMax)
  .optional()
  .transform(parseTags)
  .refine((tags) => tags.length <= BLOG_LIMITS.tagsMax && tags.every((tag) => tag.length <= BLOG_LIMITS.tagMax), {
    error: BLOG_MESSAGES.blogTooManyTags,
  });

/**
 * A traveller's blog post, as the Submit Blog form sends it (multipart, or JSON without an image).
 * The featured image travels beside these fields and is checked by its bytes on the server.
 */
export const createBlogBody = z.object({
  title: requiredText(BLOG_LIMITS.titleMax),
  author_name: requiredText(BLOG_LIMITS.authorNameMax),
  excerpt: requiredText(BLOG_LIMITS.excerptMax),
  content: requiredText(BLOG_LIMITS.contentMax),
  tags: tagsField,
  // A form field that was left empty arrives as '': no category.
  category_id: z.preprocess((value) => (value === '' || value === null ? undefined : value), idField.optional()),
});
export type CreateBlogBody = z.infer<typeof createBlogBody>;
export type BlogFormValues = z.input<typeof createBlogBody>;

/** http(s)://host.tld with an optional path, query or fragment; no spaces. */
export const BLOG_URL_PATTERN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

/** An address of the traveller's own blog: required, http or https. */
export const blogLinkField = requiredText(BLOG_LIMITS.linkMax).pipe(
  z.string().regex(BLOG_URL_PATTERN, { error: MESSAGES.urlInvalid }),
);
export const blogLinkBody = z.object({ blog_link: blogLinkField });
export type BlogLinkBody = z.infer<typeof blogLinkBody>;
export const blogLink = z.object({ blog_link: z.string().nullable() });
export type BlogLink = z.infer<typeof blogLink>;

/** GET /api/blogs: published articles, newest first; search over title, excerpt and tags. */
export const blogsQuery = z.object({
  page: intField(1).default(1),
  per_page: intField(1, LIMITS.perPageMax).default(BLOG_LIMITS.perPage),
  search: optionalText(BLOG_LIMITS.searchMax),
  /** A category's slug. */
  category: optionalText(100),
  tag: optionalText(BLOG_LIMITS.tagMax),
  lang: contentLang,
});
export type BlogsQuery = z.infer<typeof blogsQuery>;

export const blogCategoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type BlogCategoryRef = z.infer<typeof blogCategoryRef>;

export const blogCategory = blogCategoryRef.extend({
  description: z.string().nullable(),
  /** Published articles in the category. */
  post_count: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategory>;

export const blogSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  featured_image: z.string().nullable(),
  author_name: z.string(),
  /** The public site spec's name for `author_name`: the same text. */
  author: z.string(),
  category: blogCategoryRef.nullable(),
  tags: z.array(z.string()),
  read_time: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummary>;

export const blogDetail = blogSummary.extend({
  /** Sanitised HTML. */
  content: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  /** The author's own blog, when a registered author saved one. */
  author_blog_link: z.string().nullable(),
  /** Three other published articles: of the same category first, then the newest others. */
  related: z.array(blogSummary),
});
export type BlogDetail = z.infer<typeof blogDetail>;

/** A post in the traveller's own list, whatever its status. */
export const myBlog = blogSummary
  .pick({
    id: true,
    title: true,
    slug: true,
    excerpt: true,
    featured_image: true,
    category: true,
    tags: true,
    created_at: true,
    published_at: true,
  })
  .extend({
    status: z.enum(BLOG_STATUSES),
    /** Why staff rejected it (only when rejected). */
    rejection_note: z.string().nullable(),
  });
export type MyBlog = z.infer<typeof myBlog>;

/**
 * The blog: published articles and their categories, a post sent for review (a form with an
 * image, or JSON without one: the server reads the parts itself), and the traveller's own posts
 * and blog address.
 */
export const blogsApi = {
  list: endpoint({ method: 'GET', path: '/api/blogs', query: blogsQuery, response: listEnvelope(blogSummary) }),
  get: endpoint({
    method: 'GET',
    path: '/api/blogs/:id',
    params: idOrSlugParam,
    query: langQuery,
    response: envelope(blogDetail),
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/blog-categories',
    query: langQuery,
    response: listEnvelope(blogCategory),
  }),
  submit: endpoint({ method: 'POST', path: '/api/blogs', status: 201, response: envelope(myBlog) }),
  mine: endpoint({ method: 'GET', path: '/api/user/blogs', query: paginationQuery, response: listEnvelope(myBlog) }),
  blogLink: endpoint({ method: 'GET', path: '/api/user/blog-link', response: envelope(blogLink) }),
  saveBlogLink: endpoint({
    method: 'PATCH',
    path: '/api/user/blog-link',
    body: blogLinkBody,
    response: envelope(blogLink),
  }),
};
