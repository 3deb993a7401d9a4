import { MESSAGES, type AdminNotification, type AdminNotificationsQuery, type ListEnvelope } from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import {
  countUnread,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
} from './notifications.repo.ts';

/**
 * The staff side of notifications. "Read" is per staff member: a notification for all staff
 * (user_id null) stays unread for everyone who has not opened it (see notification_reads).
 */
export function createNotificationsService(db: Database) {
  return {
    async unread(staffId: number, query: AdminNotificationsQuery): Promise<ListEnvelope<AdminNotification>> {
      const offset = (query.page - 1) * query.per_page;
      const rows = await unreadNotifications(db, staffId, query.per_page, offset);
      // The window count rides on the rows; a page past the end needs its own count.
      const total = rows[0]?.total ?? (query.page > 1 ? await countUnread(db, staffId) : 0);
      const data = rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        message: row.message,
        link: row.link,
        read_at: null,
        created_at: row.createdAt.toISOString(),
      }));
      return list(data, pageMeta(query.page, query.per_page, total));
    },

    async markRead(staffId: number, id: number): Promise<void> {
      if (!(await markNotificationRead(db, staffId, id))) throw notFound(MESSAGES.notFound);
    },

    markAllRead: (staffId: number) => markAllNotificationsRead(db, staffId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
