import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  authTokens,
  blogs,
  bookingPayments,
  bookings,
  bookingTravellers,
  customPackages,
  enquiries,
  enquiryResponses,
  notifications,
  reviews,
  tours,
  treks,
  users,
  wishlistItems,
} from '../../db/schema/index.ts';

/** The name an erased account, and its bookings' contact, carry from then on. */
export const DELETED_NAME = 'Deleted traveller';

/** A unique address that can never receive mail (RFC 2606 reserves `.invalid`). */
export const deletedAddress = (userId: number) => `deleted-${userId}@deleted.invalid`;

/** A stored hash no password matches (verifyPassword refuses anything but scrypt$…). */
const UNUSABLE_PASSWORD = 'deleted';

type Row = Record<string, unknown>;

const bookingColumns = getTableColumns(bookings);
const paymentColumns = getTableColumns(bookingPayments);
const reviewColumns = getTableColumns(reviews);
const enquiryColumns = getTableColumns(enquiries);
const customPackageColumns = getTableColumns(customPackages);
type Section = (db: Executor, userId: number) => Promise<Row[]>;

/**
 * Everything an account owns, section by section, in the order of the export file. A new kind of
 * data the traveller owns is one more line here: its name and the query for that user's rows
 * (columns only staff use, like internal notes or idempotency keys, are left out).
 */
export const EXPORT_SECTIONS = {
  bookings: (db, userId) => {
    const { idempotencyKey: _key, idempotencyHash: _hash, assignedTo: _assigned, ...columns } = bookingColumns;
    return db.select(columns).from(bookings).where(eq(bookings.userId, userId)).orderBy(asc(bookings.id));
  },
  payments: (db, userId) => {
    const { recordedBy: _by, ...columns } = paymentColumns;
    return db
      .select(columns)
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
      .where(eq(bookings.userId, userId))
      .orderBy(asc(bookingPayments.id));
  },
  travellers: (db, userId) => {
    const { id: _id, updatedBy: _by, ...columns } = getTableColumns(bookingTravellers);
    return db
      .select(columns)
      .from(bookingTravellers)
      .innerJoin(bookings, eq(bookings.id, bookingTravellers.bookingId))
      .where(eq(bookings.userId, userId))
      .orderBy(asc(bookingTravellers.bookingId), asc(bookingTravellers.position));
  },
  reviews: (db, userId) => {
    const { repliedBy: _by, ...columns } = reviewColumns;
    return db
      .select({
        ...columns,
        tourTitle: tours.title,
        trekTitle: treks.title,
      })
      .from(reviews)
      .leftJoin(tours, eq(tours.id, reviews.tourId))
      .leftJoin(treks, eq(treks.id, reviews.trekId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.id));
  },
  wishlist: (db, userId) =>
    db
      .select({ tourId: wishlistItems.tourId, tourTitle: tours.title, createdAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(tours, eq(tours.id, wishlistItems.tourId))
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.id)),
  enquiries: (db, userId) => {
    const { respondedBy: _by, ...columns } = enquiryColumns;
    return db.select(columns).from(enquiries).where(eq(enquiries.userId, userId)).orderBy(asc(enquiries.id));
  },
  enquiry_replies: (db, userId) =>
    db
      .select({
        enquiryId: enquiryResponses.enquiryId,
        message: enquiryResponses.message,
        createdAt: enquiryResponses.createdAt,
      })
      .from(enquiryResponses)
      .innerJoin(enquiries, eq(enquiries.id, enquiryResponses.enquiryId))
      .where(eq(enquiries.userId, userId))
      .orderBy(asc(enquiryResponses.id)),
  custom_trips: (db, userId) => {
    const { notes: _notes, assignedTo: _assigned, ...columns } = customPackageColumns;
    return db
      .select(columns)
      .from(customPackages)
      .where(eq(customPackages.userId, userId))
      .orderBy(asc(customPackages.id));
  },
  blogs: (db, userId) => db.select().from(blogs).where(eq(blogs.authorId, userId)).orderBy(asc(blogs.id)),
  notifications: (db, userId) =>
    db
      .select({
        title: notifications.title,
        message: notifications.message,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id)),
} satisfies Record<string, Section>;

export type ExportSection = keyof typeof EXPORT_SECTIONS;

/** The account row, locked until the transaction ends (a second deletion waits, then sees it deleted). */
export function lockUser(tx: Executor, userId: number) {
  return tx
    .select()
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .then((rows) => rows[0]);
}

export async function countBookings(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId));
  return row?.n ?? 0;
}

/**
 * Erases the account row's personal data in the caller's transaction: it stays (under a
 * placeholder name and address, blocked, with no usable password) and its sessions end. What other
 * modules keep of the account is erased by their own functions (`AccountEraser`, given by
 * services.ts): bookings and their payments for the operator's accounts (contact replaced, special
 * requests cleared), enquiries and custom trips (contact and free text cleared), published blog
 * posts (author shown as a former traveller); reset and verification links, wishlist,
 * notifications, travellers and blog drafts are removed. Reviews stay (shown as a former
 * traveller's).
 */
export async function eraseAccount(tx: Executor, userId: number, now: Date) {
  const address = deletedAddress(userId);
  await tx
    .update(users)
    .set({
      name: DELETED_NAME,
      email: address,
      passwordHash: UNUSABLE_PASSWORD,
      phone: null,
      address: null,
      blogLink: null,
      emailVerifiedAt: null,
      isBlocked: true,
      marketingOptOut: true,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
}
