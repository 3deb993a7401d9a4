import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, departures, tours, treks } from '../../db/schema/index.ts';
import type { ItemKind } from '../catalogue/bookable-trip.repo.ts';

export type DepartureRow = typeof departures.$inferSelect;

const tripColumn = (type: ItemKind) => (type === 'tour' ? departures.tourId : departures.trekId);

/** Seats of pending and confirmed bookings count; cancelled ones gave theirs back. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const;

export async function findDeparture(db: Executor, id: number): Promise<DepartureRow | null> {
  const [row] = await db.select().from(departures).where(eq(departures.id, id)).limit(1);
  return row ?? null;
}

/** Locks the departure until the transaction ends: admin edits and deletes. */
export async function lockDeparture(tx: Executor, id: number): Promise<DepartureRow | null> {
  const [row] = await tx.select().from(departures).where(eq(departures.id, id)).limit(1).for('update');
  return row ?? null;
}

/** A trip's open departures starting on or after `fromDate`, in date order. */
export function openDepartures(db: Executor, type: ItemKind, tripId: number, fromDate: string, limit: number) {
  return db
    .select()
    .from(departures)
    .where(and(eq(tripColumn(type), tripId), eq(departures.status, 'open'), gte(departures.startDate, fromDate)))
    .orderBy(asc(departures.startDate), asc(departures.id))
    .limit(limit);
}

/** Whether the trip is scheduled: it has any departure (open or not) from `fromDate` on. */
export async function hasScheduledDepartures(db: Executor, type: ItemKind, tripId: number, fromDate: string) {
  const [row] = await db
    .select({ id: departures.id })
    .from(departures)
    .where(and(eq(tripColumn(type), tripId), gte(departures.startDate, fromDate)))
    .limit(1);
  return row !== undefined;
}

export async function openDepartureOn(db: Executor, type: ItemKind, tripId: number, date: string) {
  const [row] = await db
    .select()
    .from(departures)
    .where(and(eq(tripColumn(type), tripId), eq(departures.status, 'open'), eq(departures.startDate, date)))
    .orderBy(asc(departures.id))
    .limit(1);
  return row ?? null;
}

/**
 * Takes seats in one conditional statement: concurrent bookings can never sell more than the
 * departure holds. Null when it is not open or has too few seats left.
 */
export async function takeSeats(tx: Executor, id: number, seats: number) {
  const [row] = await tx
    .update(departures)
    .set({ seatsBooked: sql`${departures.seatsBooked} + ${seats}` })
    .where(
      and(
        eq(departures.id, id),
        eq(departures.status, 'open'),
        sql`${departures.seatsBooked} + ${seats} <= ${departures.seatsTotal}`,
      ),
    )
    .returning({ seatsTotal: departures.seatsTotal, seatsBooked: departures.seatsBooked });
  return row ?? null;
}

/** Gives seats back (a cancelled or expired booking). */
export async function releaseSeats(tx: Executor, id: number, seats: number) {
  await tx
    .update(departures)
    .set({ seatsBooked: sql`greatest(${departures.seatsBooked} - ${seats}, 0)` })
    .where(eq(departures.id, id));
}

export async function countActiveBookings(db: Executor, departureId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
  return row?.n ?? 0;
}

/** Admin list: a page of departures with the trip's price, filtered by trip, in date order. */
export async function pageOfDepartures(db: Executor, filter: { tourId?: number; trekId?: number }, page: number, perPage: number) {
  const conditions: SQL[] = [];
  if (filter.tourId !== undefined) conditions.push(eq(departures.tourId, filter.tourId));
  if (filter.trekId !== undefined) conditions.push(eq(departures.trekId, filter.trekId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ departure: departures, tripPrice: sql<number>`coalesce(${tours.price}, ${treks.price})`.mapWith(Number) })
      .from(departures)
      .leftJoin(tours, eq(tours.id, departures.tourId))
      .leftJoin(treks, eq(treks.id, departures.trekId))
      .where(where)
      .orderBy(asc(departures.startDate), asc(departures.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(departures).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertDeparture(db: Executor, values: typeof departures.$inferInsert) {
  const [row] = await db.insert(departures).values(values).returning();
  return row!;
}

export async function updateDeparture(db: Executor, id: number, values: Partial<typeof departures.$inferInsert>) {
  const [row] = await db.update(departures).set(values).where(eq(departures.id, id)).returning();
  return row!;
}

/** Moves the active bookings of a departure whose dates changed. */
export async function moveDepartureBookings(db: Executor, id: number, travelDate: string, endDate: string) {
  await db
    .update(bookings)
    .set({ travelDate, endDate })
    .where(and(eq(bookings.departureId, id), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
}

export async function deleteDeparture(db: Executor, id: number) {
  await db.delete(departures).where(eq(departures.id, id));
}
