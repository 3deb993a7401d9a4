import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { tours, treks } from './catalogue.ts';
import { users } from './users.ts';

/** Scheduled dates of a tour or a trek (exactly one) with their seats. */
export const departures = pgTable(
  'departures',
  {
    id: serial().primaryKey(),
    tourId: integer().references(() => tours.id, { onDelete: 'cascade' }),
    trekId: integer().references(() => treks.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    /** The start date plus the trip's duration, written when the departure is saved. */
    endDate: date({ mode: 'string' }).notNull(),
    seatsTotal: integer().notNull(),
    /** Kept by the booking transactions: seats of pending and confirmed bookings. */
    seatsBooked: integer().default(0).notNull(),
    /** Kept by the waitlist: seats held for travellers with a live waitlist offer (no public booking takes them). */
    seatsHeld: integer().default(0).notNull(),
    /** Replaces the trip's price for this departure when set. */
    price: money(),
    status: text({ enum: ['open', 'closed', 'cancelled'] })
      .default('open')
      .notNull(),
    note: text(),
    /** The trek leader: a staff account, or a free-text name for an outside guide (never both). */
    leaderUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    leaderName: text(),
    ...timestamps,
  },
  (t) => [
    index('departures_tour_start_idx').on(t.tourId, t.startDate),
    index('departures_trek_start_idx').on(t.trekId, t.startDate),
    /** The departures desk: every departure in date order, optionally of one status. */
    index('departures_start_idx').on(t.startDate, t.id),
    index('departures_status_start_idx').on(t.status, t.startDate),
    index('departures_leader_idx')
      .on(t.leaderUserId)
      .where(sql`${t.leaderUserId} is not null`),
    check('departures_trip_check', sql`num_nonnulls(${t.tourId}, ${t.trekId}) = 1`),
    check('departures_seats_check', sql`${t.seatsBooked} >= 0 and ${t.seatsTotal} between 1 and 1000`),
    check('departures_capacity_check', sql`${t.seatsBooked} <= ${t.seatsTotal}`),
    check('departures_held_check', sql`${t.seatsHeld} >= 0 and ${t.seatsBooked} + ${t.seatsHeld} <= ${t.seatsTotal}`),
    check('departures_price_check', sql`${t.price} is null or ${t.price} > 0`),
    check('departures_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('departures_status_check', sql`${t.status} in ('open', 'closed', 'cancelled')`),
    check('departures_leader_check', sql`${t.leaderUserId} is null or ${t.leaderName} is null`),
  ],
);
