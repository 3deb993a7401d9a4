import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { bookingReferenceSeq, bookings, coupons, destinations, tours, treks, users } from '../../db/schema/index.ts';

export type BookingRow = typeof bookings.$inferSelect;

export const tourDestination = alias(destinations, 'tour_destination');
export const trekDestination = alias(destinations, 'trek_destination');

/** The booked trip's destination name, whichever kind of trip it is. */
export const bookedDestinationName = sql<string | null>`coalesce(${tourDestination.name}, ${trekDestination.name})`;

/** A booking with what its answer shows: the trip, its destination and the coupon's code. */
const bookingColumns = {
  booking: bookings,
  couponCode: coupons.code,
  tourTitle: tours.title,
  tourSlug: tours.slug,
  trekTitle: treks.title,
  trekSlug: treks.slug,
  destinationName: bookedDestinationName,
};

function withTrip(db: Executor) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(coupons, eq(coupons.id, bookings.couponId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(tourDestination, eq(tourDestination.id, tours.destinationId))
    .leftJoin(trekDestination, eq(trekDestination.id, treks.destinationId));
}

export type BookingView = Awaited<ReturnType<typeof findOwnBooking>> & {};

/** The user's own booking; null for a missing one and for someone else's alike. */
export async function findOwnBooking(db: Executor, id: number, userId: number) {
  const [row] = await withTrip(db)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findBookingByIdempotencyKey(db: Executor, userId: number, key: string) {
  const [row] = await withTrip(db)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * Who a booking's emails go to: the account that made it, at the account's own (verified or not)
 * address. The contact email typed in the form is kept for the operator and never mailed.
 */
export async function bookingRecipient(db: Executor, userId: number): Promise<{ address: string; name: string }> {
  const [row] = await db.select({ address: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row!;
}

/**
 * Locks the account's row until the transaction ends, so one account's bookings are made one at a
 * time: the limit on unpaid bookings and a coupon's per-account uses are then counted exactly.
 */
export async function lockAccountForBooking(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The account's unpaid bookings that still hold seats or a place: pending, nothing paid yet. */
export async function countUnpaidBookings(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'pending')));
  return row?.value ?? 0;
}

/** The account's bookings that are not cancelled, in all or with one coupon. */
export async function countActiveBookings(db: Executor, userId: number, couponId?: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        ne(bookings.status, 'cancelled'),
        couponId === undefined ? undefined : eq(bookings.couponId, couponId),
      ),
    );
  return row?.value ?? 0;
}

export async function pageOfOwnBookings(db: Executor, userId: number, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    withTrip(db)
      .where(eq(bookings.userId, userId))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(bookings).where(eq(bookings.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A booking's reference, HT-<year booked>-<number from booking_reference_seq>, e.g. HT-2026-000101. */
export const bookingReference = (year: number, number: number | string) =>
  `HT-${year}-${String(number).padStart(6, '0')}`;

/** The next reference, numbered by a sequence so concurrent bookings never share one. */
export async function nextReference(tx: Executor, now: Date): Promise<string> {
  const result = await tx.execute(sql`select nextval(${bookingReferenceSeq.seqName}) as n`);
  // Both drivers answer { rows }; drizzle's generic result type does not say so.
  const { rows } = result as unknown as { rows: { n: string | number }[] };
  return bookingReference(now.getUTCFullYear(), rows[0]!.n);
}

/** After the demo's bookings took numbers 1..count: the next booking continues from there. */
export async function continueReferencesAfter(tx: Executor, count: number): Promise<void> {
  await tx.execute(sql`select setval(${bookingReferenceSeq.seqName}, ${count})`);
}

export async function insertBooking(tx: Executor, values: typeof bookings.$inferInsert) {
  const [row] = await tx.insert(bookings).values(values).returning({ id: bookings.id });
  return row!.id;
}

/** Writes a booking and answers the row as stored (its defaults filled in). */
export async function insertBookingRow(tx: Executor, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

/** Locks one of the user's bookings for a cancellation. */
export async function lockOwnBooking(tx: Executor, id: number, userId: number) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Pending bookings whose hold ran out, locked; rows another runner holds are skipped. */
export function lockExpiredHolds(tx: Executor, now: Date, limit: number) {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, now)))
    .orderBy(asc(bookings.holdExpiresAt), asc(bookings.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markCancelled(tx: Executor, id: number, reason: string, now: Date) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelReason: reason, cancelledAt: now })
    .where(eq(bookings.id, id));
}

/** A trip's title and slug for an email about a booking. */
export async function tripOfBooking(db: Executor, booking: Pick<BookingRow, 'tourId' | 'trekId'>) {
  const table = booking.tourId !== null ? tours : treks;
  const id = booking.tourId ?? booking.trekId;
  if (id === null) return null;
  const [row] = await db.select({ title: table.title, slug: table.slug }).from(table).where(eq(table.id, id)).limit(1);
  return row ? { type: booking.tourId !== null ? ('tour' as const) : ('trek' as const), ...row } : null;
}

/**
 * Moves the active (pending and confirmed) bookings of a departure whose dates changed, in the
 * transaction that holds the departure's lock (departures calls it through the port services.ts gives).
 */
export async function moveDepartureBookings(
  tx: Executor,
  departureId: number,
  dates: { travelDate: string; endDate: string },
): Promise<void> {
  await tx
    .update(bookings)
    .set({ travelDate: dates.travelDate, endDate: dates.endDate })
    .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, ['pending', 'confirmed'])));
}

/** An erased account's bookings keep their amounts, status and payments; the contact is replaced. */
export async function eraseBookingContacts(
  tx: Executor,
  userId: number,
  erased: { name: string; address: string },
): Promise<void> {
  await tx
    .update(bookings)
    .set({ contactName: erased.name, contactEmail: erased.address, contactPhone: '', specialRequests: null })
    .where(eq(bookings.userId, userId));
}
