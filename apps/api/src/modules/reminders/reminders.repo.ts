import { and, asc, between, eq, ne, notExists, sql } from 'drizzle-orm';
import type { BookingReminderKind } from '@trails/contracts/gst';
import type { Executor } from '../../db/client.ts';
import { bookingReminders, bookings, departures, tours, treks, users } from '../../db/schema/index.ts';

/** The day a booking's trip ends: its end date, else its travel date (bookings made before end dates were kept). */
export const tripEnd = sql`coalesce(${bookings.endDate}, ${bookings.travelDate})`;

/**
 * Bookings not cancelled whose `kind` reminder is due and not yet written, oldest trip first: a
 * pre-departure one starting within [from, to], a review request one ending within [from, to].
 */
export function bookingsDueReminder(
  db: Executor,
  kind: BookingReminderKind,
  window: { from: string; to: string },
  limit: number,
) {
  const day = kind === 'pre_departure' ? bookings.travelDate : tripEnd;
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        kind === 'pre_departure'
          ? between(bookings.travelDate, window.from, window.to)
          : // A review is of a tour or a trek: a custom package has no review form to link to.
            and(
              sql`${tripEnd} between ${window.from} and ${window.to}`,
              sql`num_nonnulls(${bookings.tourId}, ${bookings.trekId}) = 1`,
            ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(bookingReminders)
            .where(and(eq(bookingReminders.bookingId, bookings.id), eq(bookingReminders.kind, kind))),
        ),
      ),
    )
    .orderBy(asc(day), asc(bookings.id))
    .limit(limit);
}

/**
 * The booking, its row share-locked for the rest of the transaction: a cancellation (which locks
 * it for update) waits for the reminder or comes first, never in between.
 */
export async function lockBookingForReminder(tx: Executor, bookingId: number) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('share');
  return row ?? null;
}

/** Claims the booking's `kind` reminder: true for the one transaction that inserted the row. */
export async function claimBookingReminder(tx: Executor, bookingId: number, kind: BookingReminderKind, now: Date) {
  const rows = await tx
    .insert(bookingReminders)
    .values({ bookingId, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ bookingId: bookingReminders.bookingId });
  return rows.length > 0;
}

/**
 * Where to meet, what to pack and who leads: the trip's own, the departure's leader (a staff
 * account's name and phone, or a name) before the trip's.
 */
export async function briefingOf(db: Executor, booking: typeof bookings.$inferSelect) {
  const [row] = await db
    .select({
      tourMeeting: tours.meetingPoint,
      tourPacking: tours.packingList,
      tourLeader: tours.leaderName,
      tourPhone: tours.leaderPhone,
      tourSlug: tours.slug,
      trekMeeting: treks.meetingPoint,
      trekPacking: treks.packingList,
      trekLeader: treks.leaderName,
      trekPhone: treks.leaderPhone,
      trekSlug: treks.slug,
      departureLeader: departures.leaderName,
      staffLeader: users.name,
      staffPhone: users.phone,
    })
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(treks, eq(treks.id, bookings.trekId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .leftJoin(users, eq(users.id, departures.leaderUserId))
    .where(eq(bookings.id, booking.id));
  if (!row) return null;
  const isTour = booking.tourId !== null;
  const tripLeader = isTour ? row.tourLeader : row.trekLeader;
  const tripPhone = isTour ? row.tourPhone : row.trekPhone;
  const departureLeader = row.staffLeader ?? row.departureLeader;
  return {
    briefing: {
      meetingPoint: (isTour ? row.tourMeeting : row.trekMeeting) ?? null,
      packingList: (isTour ? row.tourPacking : row.trekPacking) ?? null,
      leaderName: departureLeader ?? tripLeader ?? null,
      // A staff leader's own phone; an outside guide named on the departure has none here.
      leaderPhone: row.staffLeader
        ? (row.staffPhone ?? tripPhone ?? null)
        : departureLeader
          ? null
          : (tripPhone ?? null),
    },
    tripPath:
      booking.tourId !== null && row.tourSlug
        ? `/tour/${row.tourSlug}`
        : booking.trekId !== null && row.trekSlug
          ? `/trek/${row.trekSlug}`
          : null,
  };
}

/** The reminders written for a booking, in the order they went. */
export function remindersOf(db: Executor, bookingId: number) {
  return db
    .select({ kind: bookingReminders.kind, sentAt: bookingReminders.sentAt })
    .from(bookingReminders)
    .where(eq(bookingReminders.bookingId, bookingId))
    .orderBy(asc(bookingReminders.sentAt), asc(bookingReminders.kind));
}
