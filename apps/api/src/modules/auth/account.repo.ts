import { and, asc, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { FORMER_TRAVELLER } from '@trails/contracts';
import type { Executor } from '../../db/client.ts';
import {
  authTokens,
  blogs,
  bookingPayments,
  bookings,
  bookingTravellers,
  customPackages,
  emailOutbox,
  emailVerificationTokens,
  enquiries,
  enquiryResponses,
  notificationReads,
  notifications,
  passwordResetTokens,
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
 * Emails already written to the address (sent, failed or still waiting) hold the traveller's name
 * and trips: they go with the account. Rows a runner is sending right now are left to it. The
 * case-insensitive match uses the outbox search's trigram index.
 */
export function forgetOutboxRecipient(tx: Executor, address: string) {
  const escaped = address.replace(/[\\%_]/g, (c) => `\\${c}`);
  return tx
    .delete(emailOutbox)
    .where(and(sql`${emailOutbox.toAddress} ilike ${escaped}`, ne(emailOutbox.status, 'sending')));
}

/**
 * Erases the account's personal data in the caller's transaction. Kept: the account row (under a
 * placeholder name and address, blocked, with no usable password), its bookings and their payments
 * for the operator's accounts (contact replaced, special requests cleared), enquiries and custom
 * trips (contact and free text cleared), reviews (shown as a former traveller's) and published
 * blog posts (author shown as a former traveller). Removed: sessions, reset and verification
 * links, wishlist, notifications and blog drafts.
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
  await tx
    .update(bookings)
    .set({ contactName: DELETED_NAME, contactEmail: address, contactPhone: '', specialRequests: null })
    .where(eq(bookings.userId, userId));
  await tx
    .update(enquiries)
    .set({ name: DELETED_NAME, email: address, phone: null, message: null })
    .where(eq(enquiries.userId, userId));
  await tx
    .update(customPackages)
    .set({ contactName: DELETED_NAME, contactEmail: address, contactPhone: null, specialRequirements: null })
    .where(eq(customPackages.userId, userId));
  await tx
    .update(blogs)
    .set({ authorName: FORMER_TRAVELLER, authorId: null })
    .where(and(eq(blogs.authorId, userId), eq(blogs.status, 'published')));
  await tx.delete(blogs).where(and(eq(blogs.authorId, userId), ne(blogs.status, 'published')));
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  // The travellers' names, IDs and emergency contacts go; the bookings stay for the accounts.
  await tx
    .delete(bookingTravellers)
    .where(
      inArray(
        bookingTravellers.bookingId,
        tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId)),
      ),
    );
  await tx.delete(notificationReads).where(eq(notificationReads.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
}
