import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookings } from './bookings.ts';
import { departures } from './departures.ts';
import { users } from './users.ts';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;

/**
 * Travellers waiting for seats on a full departure, in the order they joined (created_at, id). When
 * seats come back, the first one whose request fits is offered them: the seats are held on the
 * departure (`departures.seats_held`) until `offer_expires_at`, and the link in the offer email
 * (only its token's SHA-256 is stored) books exactly those seats.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial().primaryKey(),
    departureId: integer()
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seats: integer().notNull(),
    status: text({ enum: WAITLIST_STATUSES }).default('waiting').notNull(),
    offerTokenHash: text(),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    /** The booking made from the offer. */
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    /** The queue: a departure's waiting and offered entries in the order they joined. */
    index('waitlist_entries_queue_idx')
      .on(t.departureId, t.createdAt, t.id)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    /** The expiry sweep: live offers by their end. */
    index('waitlist_entries_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    /** My Bookings: a traveller's entries, newest first. */
    index('waitlist_entries_user_idx').on(t.userId, t.createdAt),
    /** One live place per traveller and departure. */
    uniqueIndex('waitlist_entries_live_idx')
      .on(t.departureId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_entries_offer_token_idx').on(t.offerTokenHash),
    check('waitlist_entries_seats_check', sql`${t.seats} between 1 and 1000`),
    check('waitlist_entries_status_check', sql`${t.status} in ('waiting', 'offered', 'booked', 'expired', 'left')`),
    check(
      'waitlist_entries_offer_check',
      sql`${t.status} <> 'offered' or (${t.offerTokenHash} is not null and ${t.offerExpiresAt} is not null)`,
    ),
  ],
);
