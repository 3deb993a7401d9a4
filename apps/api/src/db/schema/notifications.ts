import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

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
