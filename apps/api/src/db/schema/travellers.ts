import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

/**
 * The people on a booking, one row per passenger position (1 to passengers), filled in by the lead
 * traveller after booking (or by staff). Medical notes are for staff and the people who wrote them.
 */
export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1-based: the passenger's place on the booking. */
    position: integer().notNull(),
    /** As on the identity document. */
    fullName: text().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    gender: text({ enum: ['female', 'male', 'other'] }).notNull(),
    /** ISO 3166-1 alpha-2. */
    nationality: text().notNull(),
    idType: text({ enum: ['aadhaar', 'passport', 'other'] }).notNull(),
    idNumber: text().notNull(),
    emergencyContactName: text().notNull(),
    emergencyContactPhone: text().notNull(),
    medicalNotes: text(),
    /** Who saved the row last (the traveller or a member of staff). */
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('booking_travellers_position_idx').on(t.bookingId, t.position),
    check('booking_travellers_position_check', sql`${t.position} between 1 and 10`),
    check('booking_travellers_gender_check', sql`${t.gender} in ('female', 'male', 'other')`),
    check('booking_travellers_id_type_check', sql`${t.idType} in ('aadhaar', 'passport', 'other')`),
    check('booking_travellers_nationality_check', sql`${t.nationality} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * The traveller-details reminder written for a booking: one row per booking, inserted in the
 * transaction that enqueues the email, so the email is written once whoever runs the sweep.
 */
export const travellerDetailReminders = pgTable(
  'traveller_detail_reminders',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The deadline the reminder named. */
    dueDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId] }), index('traveller_detail_reminders_created_idx').on(t.createdAt)],
);
