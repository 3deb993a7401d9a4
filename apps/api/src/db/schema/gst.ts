import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { bookingPayments, bookings } from './bookings.ts';

/**
 * The last number issued per document series (INV, CN) and Indian financial year ('2026-27').
 * Incremented inside the transaction that issues the document, whose row lock queues other issuers
 * until it commits, so the numbers of a year run 1, 2, 3 ... without gaps or repeats.
 */
export const gstCounters = pgTable(
  'gst_counters',
  {
    series: text({ enum: ['INV', 'CN'] }).notNull(),
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('gst_counters_number_check', sql`${t.lastNumber} >= 1`),
  ],
);

/**
 * A booking's tax invoice: its number and date, fixed when first issued, and what the tax was
 * worked out with then (supplier, rate, place of supply). The amounts follow the booking's total.
 */
export const bookingInvoices = pgTable(
  'booking_invoices',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    number: text().notNull(),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    legalName: text().notNull(),
    gstin: text().notNull(),
    /** GST state codes: the supplier's, and the place of supply (the traveller's state, else the supplier's). */
    supplierState: text().notNull(),
    placeOfSupply: text().notNull(),
    taxRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    pricesIncludeTax: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('booking_invoices_booking_idx').on(t.bookingId),
    uniqueIndex('booking_invoices_number_idx').on(t.number),
    uniqueIndex('booking_invoices_year_sequence_idx').on(t.financialYear, t.sequence),
  ],
);

/** The credit note of one refund, numbered in its own series (CN/26-27/000001), tax reversed in proportion. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial().primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => bookingPayments.id, { onDelete: 'restrict' }),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    invoiceId: integer()
      .notNull()
      .references(() => bookingInvoices.id, { onDelete: 'restrict' }),
    number: text().notNull(),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    amount: money().notNull(),
    taxable: money().notNull(),
    cgst: money().notNull(),
    sgst: money().notNull(),
    igst: money().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_payment_idx').on(t.paymentId),
    uniqueIndex('credit_notes_number_idx').on(t.number),
    uniqueIndex('credit_notes_year_sequence_idx').on(t.financialYear, t.sequence),
    index('credit_notes_booking_idx').on(t.bookingId),
  ],
);

/**
 * The reminders written for a booking (pre_departure, review_request): one row each, inserted in the
 * transaction that writes the email, so a reminder goes out at most once whichever process runs the sweep.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['pre_departure', 'review_request'] }).notNull(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind] }),
    check('booking_reminders_kind_check', sql`${t.kind} in ('pre_departure', 'review_request')`),
  ],
);
