import { and, count, desc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationReads, notifications } from '../../db/schema/index.ts';
import { totalOf } from '../../lib/sql.ts';

export interface StaffNotification {
  /** What it is about: booking, enquiry, review, custom_package, blog, ... */
  type: string;
  title: string;
  message: string;
  /** Where in the back office it leads, e.g. /admin/enquiries. */
  link: string;
}

/**
 * A notification every staff member sees (user_id null). Takes the caller's transaction, so the
 * notification is written together with the change it announces.
 */
export async function notifyStaff(tx: Executor, values: StaffNotification): Promise<void> {
  await tx.insert(notifications).values({ userId: null, ...values });
}

/**
 * What a staff member has not read: notifications for every staff member (user_id null) without
 * their own read row in notification_reads, and notifications addressed to them alone without
 * read_at. `total` is the unread count (`totalOf`, so one statement answers page and badge).
 */
const unreadFor = (staffId: number) =>
  and(
    or(isNull(notifications.userId), eq(notifications.userId, staffId)),
    isNull(notifications.readAt),
    notExists(
      sql`(select 1 from ${notificationReads} where ${notificationReads.userId} = ${staffId} and ${notificationReads.notificationId} = ${notifications.id})`,
    ),
  );

export async function unreadNotifications(db: Executor, staffId: number, limit: number, offset: number) {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      createdAt: notifications.createdAt,
      total: totalOf(db.select({ n: count() }).from(notifications).where(unreadFor(staffId))),
    })
    .from(notifications)
    .where(unreadFor(staffId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

/**
 * Every notification a staff member sees, read or not, newest first: read_at is the notification's
 * own (addressed to them) or their read row's (shared).
 */
export async function visibleNotifications(db: Executor, staffId: number, limit: number, offset: number) {
  const visible = or(isNull(notifications.userId), eq(notifications.userId, staffId));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        link: notifications.link,
        readAt: sql<Date | string | null>`coalesce(${notifications.readAt}, ${notificationReads.readAt})`,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(
        notificationReads,
        and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, staffId)),
      )
      .where(visible)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(visible),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A notification for every staff member (the link optional), answering its id and time. */
export async function insertStaffNotification(
  tx: Executor,
  values: Omit<StaffNotification, 'link'> & { link: string | null },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId: null, ...values })
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  return row!;
}

export async function countUnread(db: Executor, staffId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadFor(staffId));
  return row?.n ?? 0;
}

/**
 * Marks one notification read for this staff member; false when it is not theirs to read (another
 * account's, or none). Reading it twice is fine.
 */
export async function markNotificationRead(db: Executor, staffId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.id, id), or(isNull(notifications.userId), eq(notifications.userId, staffId))));
    if (!row) return false;
    if (row.userId === null) {
      await tx.insert(notificationReads).values({ userId: staffId, notificationId: id }).onConflictDoNothing();
    } else {
      await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    }
    return true;
  });
}

/** Marks everything this staff member has not read as read, in two statements. */
export async function markAllNotificationsRead(db: Executor, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${notificationReads} (user_id, notification_id)
      select ${staffId}, n.id from ${notifications} n
       where n.user_id is null
         and not exists (select 1 from ${notificationReads} r where r.user_id = ${staffId} and r.notification_id = n.id)
      on conflict do nothing`);
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, staffId), isNull(notifications.readAt)));
  });
}

/** An erased account's notifications and read marks go. */
export async function deleteNotificationsOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(notificationReads).where(eq(notificationReads.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
