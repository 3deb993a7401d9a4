import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
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

/** Staff notifications (user_id null: every staff member) and traveller notifications. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    type: text().default('info').notNull(),
    link: text(),
    readAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('notifications_user_read_idx').on(t.userId, t.readAt, t.createdAt),
    index('notifications_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Which staff member has read which shared staff notification (user_id null). A notification for
 * every staff member is read by each of them separately: one person opening "New booking" must
 * not hide it from the others. A notification addressed to one account uses its own read_at.
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId] }),
    index('notification_reads_notification_idx').on(t.notificationId),
  ],
);

export const media = pgTable(
  'media',
  {
    id: serial().primaryKey(),
    filename: text().notNull(),
    url: text().notNull(),
    folder: text().default('general').notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    width: integer(),
    height: integer(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('media_url_idx').on(t.url),
    index('media_folder_idx').on(t.folder, t.createdAt),
    check('media_size_check', sql`${t.sizeBytes} > 0`),
  ],
);

/**
 * The audit trail: who did what to which record, when, and what changed. Append-only: a trigger
 * (migration 0019) refuses UPDATE and DELETE. `userId` carries no foreign key, so deleting an
 * account never has to touch its entries; the actor's name and role are kept as they were.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: serial().primaryKey(),
    userId: integer(),
    actorName: text(),
    actorRole: text(),
    /** booking, enquiry, review, user, blog, settings, ... */
    type: text().notNull(),
    action: text().notNull(),
    subjectId: integer(),
    /** How the record was named at the time (a reference, a title, an email). */
    subjectLabel: text(),
    description: text().notNull(),
    /** Only the fields that changed: their values before and after (null for a create or a delete). */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    metadata: jsonb().$type<Record<string, unknown>>().default({}).notNull(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('activity_logs_created_at_idx').on(t.createdAt),
    index('activity_logs_type_idx').on(t.type, t.createdAt),
    index('activity_logs_user_idx').on(t.userId, t.createdAt),
    index('activity_logs_action_idx').on(t.action, t.createdAt),
    index('activity_logs_subject_idx').on(t.type, t.subjectId, t.createdAt),
  ],
);
