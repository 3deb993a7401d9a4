import { and, asc, count, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BOOKING_LIMITS } from '@trails/contracts/bookings';
import { STAFF_ROLES } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { bookingPayments, bookings, departures, tours, treks, users } from '../../db/schema/index.ts';
import type { ItemKind } from '../catalogue/bookable-trip.ts';

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
        sql`${departures.seatsBooked} + ${departures.seatsHeld} + ${seats} <= ${departures.seatsTotal}`,
      ),
    )
    .returning({ seatsTotal: departures.seatsTotal, seatsBooked: departures.seatsBooked });
  return row ?? null;
}

/** Holds free seats for a waitlist offer; null when fewer than `seats` are free. */
export async function holdSeats(tx: Executor, id: number, seats: number) {
  const [row] = await tx
    .update(departures)
    .set({ seatsHeld: sql`${departures.seatsHeld} + ${seats}` })
    .where(
      and(
        eq(departures.id, id),
        sql`${departures.seatsBooked} + ${departures.seatsHeld} + ${seats} <= ${departures.seatsTotal}`,
      ),
    )
    .returning({ id: departures.id });
  return row ?? null;
}

/** Gives held seats back (an offer that expired or was declined). */
export async function releaseHeldSeats(tx: Executor, id: number, seats: number) {
  await tx
    .update(departures)
    .set({ seatsHeld: sql`greatest(${departures.seatsHeld} - ${seats}, 0)` })
    .where(eq(departures.id, id));
}

/** Turns seats held for an offer into booked ones; null when the departure is not open or holds fewer. */
export async function bookHeldSeats(tx: Executor, id: number, seats: number) {
  const [row] = await tx
    .update(departures)
    .set({
      seatsHeld: sql`${departures.seatsHeld} - ${seats}`,
      seatsBooked: sql`${departures.seatsBooked} + ${seats}`,
    })
    .where(and(eq(departures.id, id), eq(departures.status, 'open'), gte(departures.seatsHeld, seats)))
    .returning({ id: departures.id });
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

const leader = alias(users, 'leader');

/** A departure with its trip (either kind) and its leader's account name, for the back office. */
const adminColumns = {
  departure: departures,
  tripTitle: sql<string>`coalesce(${tours.title}, ${treks.title})`,
  tripSlug: sql<string>`coalesce(${tours.slug}, ${treks.slug})`,
  tripPrice: sql<number>`coalesce(${tours.price}, ${treks.price})`.mapWith(Number),
  leaderAccountName: leader.name,
};

function withTrip(db: Executor) {
  return db
    .select(adminColumns)
    .from(departures)
    .leftJoin(tours, eq(tours.id, departures.tourId))
    .leftJoin(treks, eq(treks.id, departures.trekId))
    .leftJoin(leader, eq(leader.id, departures.leaderUserId));
}

export type AdminDepartureView = Awaited<ReturnType<typeof findAdminDeparture>> & {};

export async function findAdminDeparture(db: Executor, id: number) {
  const [row] = await withTrip(db).where(eq(departures.id, id)).limit(1);
  return row ?? null;
}

export interface DepartureFilter {
  tourId?: number;
  trekId?: number;
  kind?: ItemKind;
  /** YYYY-MM */
  month?: string;
  status?: DepartureRow['status'];
}

/** The first day of the month and of the next one, as calendar dates. */
function monthRange(month: string): [string, string] {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/** Admin list: a page of departures with their trip and leader, filtered, in date order. */
export async function pageOfDepartures(db: Executor, filter: DepartureFilter, page: number, perPage: number) {
  const conditions: SQL[] = [];
  if (filter.tourId !== undefined) conditions.push(eq(departures.tourId, filter.tourId));
  if (filter.trekId !== undefined) conditions.push(eq(departures.trekId, filter.trekId));
  if (filter.kind !== undefined)
    conditions.push(isNotNull(filter.kind === 'tour' ? departures.tourId : departures.trekId));
  if (filter.status !== undefined) conditions.push(eq(departures.status, filter.status));
  if (filter.month !== undefined) {
    const [from, to] = monthRange(filter.month);
    conditions.push(gte(departures.startDate, from), lt(departures.startDate, to));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    withTrip(db)
      .where(where)
      .orderBy(asc(departures.startDate), asc(departures.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(departures).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Whether the account may lead a departure: an active staff member or admin. */
export async function isStaffAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...STAFF_ROLES]), eq(users.isBlocked, false)))
    .limit(1);
  return row !== undefined;
}

/**
 * Paid so far per booking: payments minus refunds, leaving out a refund the provider reported as
 * failed (as the booking's own amount paid does). The booking's id is a fragment of its own so that
 * it keeps its table's name: in a select from one table drizzle writes the selection's columns
 * bare, and a bare "id" inside the subquery is the payment's, which made the subquery add up every
 * payment whose booking_id equalled its own id, once, over the whole table.
 */
const amountPaid = sql<string>`coalesce((select sum(case when ${bookingPayments.kind} = 'payment' then ${bookingPayments.amount} else -${bookingPayments.amount} end) from ${bookingPayments} where ${bookingPayments.bookingId} = ${sql`${bookings.id}`} and ${bookingPayments.providerStatus} is distinct from 'failed'), 0)`;

/** The manifest: every pending and confirmed booking of the departure, by reference (bounded by its seats). */
export function manifestBookings(db: Executor, departureId: number) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      passengers: bookings.passengers,
      contactName: bookings.contactName,
      contactEmail: bookings.contactEmail,
      contactPhone: bookings.contactPhone,
      specialRequests: bookings.specialRequests,
      totalAmount: bookings.totalAmount,
      currency: bookings.currency,
      amountPaid,
    })
    .from(bookings)
    .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])))
    .orderBy(asc(bookings.reference))
    .limit(BOOKING_LIMITS.seatsMax);
}

export async function insertDeparture(db: Executor, values: typeof departures.$inferInsert) {
  const [row] = await db.insert(departures).values(values).returning();
  return row!;
}

export async function updateDeparture(db: Executor, id: number, values: Partial<typeof departures.$inferInsert>) {
  const [row] = await db.update(departures).set(values).where(eq(departures.id, id)).returning();
  return row!;
}

export async function deleteDeparture(db: Executor, id: number) {
  await db.delete(departures).where(eq(departures.id, id));
}
