import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookings } from './bookings.ts';
import { tours, treks } from './catalogue.ts';
import { customPackages } from './custom-packages.ts';
import { users } from './users.ts';

/** What the back office's enquiry search looks in: name, email, phone, destination and message. */
const enquirySearchExpression = (t: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
  destination: AnyPgColumn;
  message: AnyPgColumn;
}) =>
  sql`(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.phone}, '') || ' ' || coalesce(${t.destination}, '') || ' ' || coalesce(${t.message}, ''))`;

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    destination: text(),
    travelDate: date({ mode: 'string' }),
    message: text(),
    /** The tour or trek a Send Enquiry came from (at most one). */
    tourId: integer().references(() => tours.id, { onDelete: 'set null' }),
    trekId: integer().references(() => treks.id, { onDelete: 'set null' }),
    /** Where it was sent from: the enquiry page, the home form, the pop-up, a tour page. */
    source: text().default('page').notNull(),
    status: text({ enum: ['new', 'responded', 'closed'] })
      .default('new')
      .notNull(),
    adminResponse: text(),
    respondedAt: timestamp({ withTimezone: true }),
    respondedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The site language the enquiry was sent in, so a reply is written in it. */
    language: text(),
    /** What staff turned the enquiry into (at most one of the two, once). */
    customPackageId: integer().references((): AnyPgColumn => customPackages.id, { onDelete: 'set null' }),
    bookingId: integer().references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('enquiries_status_idx').on(t.status, t.createdAt),
    index('enquiries_created_at_idx').on(t.createdAt),
    // The dashboard's pending enquiries a month ago: those answered or closed since, by when.
    index('enquiries_answered_idx')
      .on(sql`coalesce(${t.respondedAt}, ${t.updatedAt})`, t.createdAt)
      .where(sql`${t.status} <> 'new'`),
    index('enquiries_user_idx').on(t.userId),
    // The back office's sortable columns.
    index('enquiries_name_idx').on(t.name),
    index('enquiries_travel_date_idx').on(t.travelDate),
    index('enquiries_search_trgm_idx').using('gin', sql`${enquirySearchExpression(t)} gin_trgm_ops`),
    uniqueIndex('enquiries_custom_package_idx')
      .on(t.customPackageId)
      .where(sql`${t.customPackageId} is not null`),
    uniqueIndex('enquiries_booking_idx')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
    check('enquiries_conversion_check', sql`num_nonnulls(${t.customPackageId}, ${t.bookingId}) <= 1`),
    check('enquiries_status_check', sql`${t.status} in ('new', 'responded', 'closed')`),
    check('enquiries_trip_check', sql`num_nonnulls(${t.tourId}, ${t.trekId}) <= 1`),
  ],
);

/** Every reply staff sent to an enquiry, oldest first: a second reply never overwrites the first. */
export const enquiryResponses = pgTable(
  'enquiry_responses',
  {
    id: serial().primaryKey(),
    enquiryId: integer()
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    sentBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('enquiry_responses_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/** The search text of the enquiries table's rows, for queries (the index is built on the same expression). */
export const enquirySearchText = enquirySearchExpression(enquiries);
