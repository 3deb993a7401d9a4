import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingTravellers, bookings, tours, travellerDetailReminders, treks } from '../../db/schema/index.ts';

/** Bookings that still travel. */
const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const;

/** Filled rows of a booking, counted in the same statement as the booking. */
const filledCount = sql<number>`(select count(*)::int from ${bookingTravellers} where ${bookingTravellers.bookingId} = ${bookings.id})`;

const bookingColumns = {
  id: bookings.id,
  userId: bookings.userId,
  reference: bookings.reference,
  passengers: bookings.passengers,
  travelDate: bookings.travelDate,
  status: bookings.status,
  contactName: bookings.contactName,
  contactEmail: bookings.contactEmail,
  endDate: bookings.endDate,
  totalAmount: bookings.totalAmount,
  currency: bookings.currency,
  tourTitle: tours.title,
  trekTitle: treks.title,
  /** Treks ask for traveller details unless staff switched it off, tours only if switched on; custom trips never. */
  requiresDetails: sql<boolean>`coalesce(${treks.requiresTravellerDetails}, ${tours.requiresTravellerDetails}, false)`,
  permitNote: treks.permitNote,
  filled: filledCount,
};

export type TravellerBookingRow = Awaited<ReturnType<typeof findTravellerBooking>>;

/** The booking the details belong to; with `ownerId`, only if that user made it. */
export async function findTravellerBooking(db: Executor, bookingId: number, ownerId?: number) {
  const [row] = await db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .where(and(eq(bookings.id, bookingId), ownerId === undefined ? undefined : eq(bookings.userId, ownerId)))
    .limit(1);
  return row ?? null;
}

/** Locks the booking row: two saves of one booking's details queue instead of interleaving. */
export async function lockBooking(tx: Executor, bookingId: number) {
  const [row] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row !== undefined;
}

export type TravellerRow = typeof bookingTravellers.$inferSelect;

/** The travellers of some bookings, by booking and position (at most ten a booking). */
export function listTravellers(db: Executor, bookingIds: number[]): Promise<TravellerRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookingTravellers)
    .where(inArray(bookingTravellers.bookingId, bookingIds))
    .orderBy(asc(bookingTravellers.bookingId), asc(bookingTravellers.position))
    .limit(bookingIds.length * 10);
}

export type TravellerValues = Omit<typeof bookingTravellers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Writes positions 1..n of a booking (insert or update each) and removes any beyond n. */
export async function replaceTravellers(tx: Executor, bookingId: number, rows: TravellerValues[]) {
  for (const row of rows) {
    await tx
      .insert(bookingTravellers)
      .values(row)
      .onConflictDoUpdate({
        target: [bookingTravellers.bookingId, bookingTravellers.position],
        set: { ...row, updatedAt: new Date() },
      });
  }
  await tx
    .delete(bookingTravellers)
    .where(and(eq(bookingTravellers.bookingId, bookingId), gt(bookingTravellers.position, rows.length)));
}

/** A traveller's active bookings from `today` on, soonest first (bounded). */
export function upcomingBookingsOf(db: Executor, userId: number, today: string, limit = 100) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gte(bookings.travelDate, today),
      ),
    )
    .orderBy(asc(bookings.travelDate), asc(bookings.id))
    .limit(limit);
}

/**
 * Bookings whose reminder is due: active, on a trip that requires details, starting after `today`
 * and no later than `latestStart`, details not complete, and not reminded yet (uses the travel
 * date index; bounded by `limit`).
 */
export function bookingsToRemind(db: Executor, today: string, latestStart: string, limit: number) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .where(
      and(
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gt(bookings.travelDate, today),
        lte(bookings.travelDate, latestStart),
        sql`coalesce(${treks.requiresTravellerDetails}, ${tours.requiresTravellerDetails}, false)`,
        sql`${filledCount} < ${bookings.passengers}`,
        sql`not exists (select 1 from ${travellerDetailReminders} where ${travellerDetailReminders.bookingId} = ${bookings.id})`,
      ),
    )
    .orderBy(asc(bookings.travelDate), asc(bookings.id))
    .limit(limit);
}

/** Claims a booking's one reminder: true for the caller that inserted the row, false if it exists. */
export async function claimReminder(tx: Executor, bookingId: number, dueDate: string): Promise<boolean> {
  const rows = await tx
    .insert(travellerDetailReminders)
    .values({ bookingId, dueDate })
    .onConflictDoNothing()
    .returning({ bookingId: travellerDetailReminders.bookingId });
  return rows.length === 1;
}

/** Whether a booking is still waiting for its reminder's conditions (re-read inside the claim). */
export async function stillIncomplete(tx: Executor, bookingId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        sql`${filledCount} < ${bookings.passengers}`,
      ),
    )
    .for('update');
  return row !== undefined;
}

/** An erased account's travellers (names, IDs, emergency contacts) go; the bookings stay for the accounts. */
export async function deleteTravellersOfAccount(tx: Executor, userId: number): Promise<void> {
  await tx
    .delete(bookingTravellers)
    .where(
      inArray(
        bookingTravellers.bookingId,
        tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId)),
      ),
    );
}
