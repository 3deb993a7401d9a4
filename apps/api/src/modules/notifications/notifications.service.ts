import type { CreateNotificationBody } from '@trails/contracts/admin-campaigns';
import type { AdminNotification, AdminNotificationsQuery } from '@trails/contracts/admin-dashboard';
import type { ListEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import {
  countUnread,
  insertStaffNotification,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
  visibleNotifications,
} from './notifications.repo.ts';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The staff side of notifications. "Read" is per staff member: a notification for all staff
 * (user_id null) stays unread for everyone who has not opened it (see notification_reads).
 */
export function createNotificationsService(db: Database, { activity }: { activity?: ActivityService } = {}) {
  return {
    /** The bell's unread list, or with status=all everything the staff member sees. */
    async list(staffId: number, query: AdminNotificationsQuery): Promise<ListEnvelope<AdminNotification>> {
      if (query.status !== 'all') return this.unread(staffId, query);
      const offset = (query.page - 1) * query.per_page;
      const { rows, total } = await visibleNotifications(db, staffId, query.per_page, offset);
      const data = rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        message: row.message,
        link: row.link,
        read_at: iso(row.readAt),
        created_at: row.createdAt.toISOString(),
      }));
      return list(data, pageMeta(query.page, query.per_page, total));
    },

    async unread(staffId: number, query: AdminNotificationsQuery): Promise<ListEnvelope<AdminNotification>> {
      const offset = (query.page - 1) * query.per_page;
      const rows = await unreadNotifications(db, staffId, query.per_page, offset);
      // The count rides on the rows; a page past the end needs its own count.
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

    /** A notification for every staff member, written by one of them (logged as theirs). */
    async create(staffId: number, body: CreateNotificationBody): Promise<AdminNotification> {
      const link = body.link ? body.link : null;
      const created = await db.transaction(async (tx) => {
        const row = await insertStaffNotification(tx, {
          type: body.type,
          title: body.title,
          message: body.message,
          link,
        });
        await activity?.record(tx, {
          userId: staffId,
          type: 'notification',
          action: 'created',
          description: `Notification “${body.title}” sent to staff`,
          subjectId: row.id,
          label: body.title,
          after: { type: body.type, title: body.title, message: body.message, link },
        });
        return row;
      });
      return {
        id: created.id,
        type: body.type,
        title: body.title,
        message: body.message,
        link,
        read_at: null,
        created_at: created.createdAt.toISOString(),
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
