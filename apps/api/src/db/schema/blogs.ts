import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, translationsColumn } from './columns.ts';
import { users } from './users.ts';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    translations: translationsColumn(),
    ...timestamps,
  },
  (t) => [uniqueIndex('blog_categories_slug_idx').on(t.slug), uniqueIndex('blog_categories_name_idx').on(t.name)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull(),
    excerpt: text(),
    /** Sanitised HTML. */
    content: text().notNull(),
    featuredImage: text(),
    authorName: text().notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    categoryId: integer().references(() => blogCategories.id, { onDelete: 'set null' }),
    tags: jsonb().$type<string[]>().default([]).notNull(),
    readTime: integer().default(1).notNull(),
    status: text({ enum: ['draft', 'pending', 'published', 'rejected'] })
      .default('draft')
      .notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    metaTitle: text(),
    metaDescription: text(),
    /** Why staff rejected the post; its author reads it in My Blogs. Cleared when it is published again. */
    rejectionNote: text(),
    translations: translationsColumn(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blogs_slug_idx').on(t.slug),
    // The back office's list: newest first, by status, by title or by publication day.
    index('blogs_status_created_idx').on(t.status, t.createdAt),
    index('blogs_created_at_idx').on(t.createdAt),
    index('blogs_title_idx').on(t.title),
    index('blogs_published_at_idx').on(t.publishedAt),
    index('blogs_status_published_idx').on(t.status, t.publishedAt),
    index('blogs_category_idx').on(t.categoryId),
    index('blogs_author_idx').on(t.authorId, t.createdAt),
    // The public list's tag filter (`tags @> '["Ladakh"]'`) and its search over title, excerpt and tags.
    index('blogs_tags_idx').using('gin', t.tags),
    index('blogs_search_trgm_idx').using(
      'gin',
      sql`(${t.title} || ' ' || coalesce(${t.excerpt}, '') || ' ' || ${t.tags}::text) gin_trgm_ops`,
    ),
    check('blogs_status_check', sql`${t.status} in ('draft', 'pending', 'published', 'rejected')`),
    check('blogs_read_time_check', sql`${t.readTime} >= 1`),
  ],
);
