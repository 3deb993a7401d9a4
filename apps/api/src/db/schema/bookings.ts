import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { tours, treks } from './catalogue.ts';
import { coupons } from './coupons.ts';
import { customPackages } from './custom-packages.ts';
import { departures } from './departures.ts';
import { users } from './users.ts';

/**
 * The bookings counted by status and payment status, with their total amounts: kept by a trigger on
 * bookings in the same transaction as every change (deltas, never recounts), so the back office's
 * unfiltered totals and summary cards read a few rows instead of counting a million. Each booking
 * counts in one of eight slots (its id modulo 8), so concurrent bookings do not queue on one row.
 */
export const bookingStatusTotals = pgTable(
  'booking_status_totals',
  {
    slot: integer().notNull(),
    status: text().notNull(),
    paymentStatus: text().notNull(),
    bookings: integer().default(0).notNull(),
    amount: numeric({ precision: 16, scale: 2, mode: 'number' }).default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.slot, t.status, t.paymentStatus] })],
);

/**
 * Bookings made per UTC day (of created_at), by status and payment status, with their travellers
 * and total amounts: kept by a trigger on bookings in the same transaction as every change, like
 * booking_status_totals, so the dashboard and the analytics reports add up days instead of reading
 * every booking. Eight slots per day (id modulo 8) keep concurrent bookings off one row.
 */
export const bookingDailyTotals = pgTable(
  'booking_daily_totals',
  {
    day: date({ mode: 'string' }).notNull(),
    slot: integer().notNull(),
    status: text().notNull(),
    paymentStatus: text().notNull(),
    bookings: integer().default(0).notNull(),
    passengers: integer().default(0).notNull(),
    amount: numeric({ precision: 16, scale: 2, mode: 'number' }).default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot, t.status, t.paymentStatus] })],
);

/**
 * Per UTC month (of created_at) and trip (a tour or a trek), the bookings not cancelled with their
 * travellers and total amounts, the cancelled bookings, and the approved reviews with their ratings'
 * sum: kept by triggers on bookings and on reviews in the same transaction as every change (deltas,
 * never recounts), so the trip performance report adds up months instead of reading every booking
 * and review of its range (the part of a month outside the range is taken back from the bookings
 * and reviews of those days).
 */
export const tripMonthlyTotals = pgTable(
  'trip_monthly_totals',
  {
    month: date({ mode: 'string' }).notNull(),
    tripType: text({ enum: ['tour', 'trek'] }).notNull(),
    tripId: integer().notNull(),
    bookings: integer().default(0).notNull(),
    cancelled: integer().default(0).notNull(),
    passengers: integer().default(0).notNull(),
    /** In hundredths of the currency (paise): integers add up several times faster than numerics. */
    revenueCents: bigint({ mode: 'number' }).default(0).notNull(),
    reviews: integer().default(0).notNull(),
    ratingSum: integer().default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.tripType, t.tripId] })],
);

/** Numbers the booking references (HT-<year>-<number>). */
export const bookingReferenceSeq = pgSequence('booking_reference_seq', { startWith: 1, increment: 1 });

/** What the back office's search box matches in a booking: its reference, contact name and email. */
const bookingSearchExpression = (t: { reference: AnyPgColumn; contactName: AnyPgColumn; contactEmail: AnyPgColumn }) =>
  sql`(${t.reference} || ' ' || ${t.contactName} || ' ' || ${t.contactEmail})`;

export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    /** Human-readable booking number shown on the confirmation and invoice. */
    reference: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tourId: integer().references(() => tours.id, { onDelete: 'restrict' }),
    trekId: integer().references(() => treks.id, { onDelete: 'restrict' }),
    customPackageId: integer().references(() => customPackages.id, { onDelete: 'set null' }),
    travelDate: date({ mode: 'string' }).notNull(),
    passengers: integer().notNull(),
    unitPrice: money().notNull(),
    discountAmount: money().default(0).notNull(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    totalAmount: money().notNull(),
    currency: text().notNull(),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    specialRequests: text(),
    status: text({ enum: ['pending', 'confirmed', 'cancelled'] })
      .default('pending')
      .notNull(),
    paymentStatus: text({ enum: ['pending', 'partially_paid', 'paid', 'refunded'] })
      .default('pending')
      .notNull(),
    assignedTo: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The scheduled departure whose seats the booking holds; null for a trip run on request. */
    departureId: integer().references(() => departures.id, { onDelete: 'set null' }),
    /** Last day of the trip: the travel date plus the trip's duration. */
    endDate: date({ mode: 'string' }),
    /** A pending booking holds its seats until then; afterwards the hold expiry cancels it. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /** The client's Idempotency-Key: a retried request answers the first booking. */
    idempotencyKey: text(),
    /** SHA-256 of the request body that came with the key: the same key with another body is refused. */
    idempotencyHash: text(),
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The traveller's state (a GST state code), the invoice's place of supply; null when not given. */
    billingState: text(),
    /** A manual change of the computed total by staff (negative for a reduction), and why. */
    adjustmentAmount: money().default(0).notNull(),
    adjustmentReason: text(),
    /** The staff member who took the booking for the traveller (by phone, at the desk); null when booked online. */
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    staffNote: text(),
    /** Each change staff make issues the invoice again under the next version. */
    invoiceVersion: integer().default(1).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_reference_idx').on(t.reference),
    uniqueIndex('bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('bookings_departure_idx').on(t.departureId),
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_tour_idx').on(t.tourId),
    index('bookings_trek_idx').on(t.trekId),
    /** A custom package becomes at most one booking. */
    uniqueIndex('bookings_custom_package_idx')
      .on(t.customPackageId)
      .where(sql`${t.customPackageId} is not null`),
    index('bookings_coupon_idx').on(t.couponId, t.createdAt),
    index('bookings_status_idx').on(t.status, t.createdAt),
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('bookings_travel_date_idx').on(t.travelDate),
    // The back office's sortable columns.
    index('bookings_contact_name_idx').on(t.contactName),
    index('bookings_total_amount_idx').on(t.totalAmount),
    // Few distinct values: the ties are ordered by id from the index too, so a page reads 20 rows.
    index('bookings_passengers_idx').on(t.passengers, t.id),
    index('bookings_status_id_idx').on(t.status, t.id),
    // The back office's search box: reference, contact name and email in one trigram index.
    index('bookings_search_trgm_idx').using('gin', sql`${bookingSearchExpression(t)} gin_trgm_ops`),
    // …and a whole email typed into it, looked up exactly.
    index('bookings_contact_email_lower_idx').on(sql`lower(${t.contactEmail})`),
    check('bookings_passengers_check', sql`${t.passengers} between 1 and 10`),
    check('bookings_amount_check', sql`${t.unitPrice} > 0 and ${t.totalAmount} >= 0 and ${t.discountAmount} >= 0`),
    check('bookings_subject_check', sql`num_nonnulls(${t.tourId}, ${t.trekId}, ${t.customPackageId}) >= 1`),
    check('bookings_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
    check('bookings_payment_check', sql`${t.paymentStatus} in ('pending', 'partially_paid', 'paid', 'refunded')`),
    check(
      'bookings_idempotency_key_check',
      sql`${t.idempotencyKey} is null or length(${t.idempotencyKey}) between 1 and 200`,
    ),
  ],
);

/** Money staff recorded against a booking: payments (positive kind) and refunds. */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['payment', 'refund'] }).notNull(),
    amount: money().notNull(),
    method: text({ enum: ['cash', 'bank_transfer', 'upi', 'card', 'other', 'online'] }).notNull(),
    reference: text(),
    /** An online payment or refund: the provider (razorpay, stripe) and its ids. */
    provider: text(),
    /** The provider's payment (Razorpay pay_…, Stripe pi_…); on a refund, the payment refunded. */
    providerPaymentId: text(),
    /** The provider's order or checkout session the payment was made through. */
    providerOrderId: text(),
    providerRefundId: text(),
    /** An online refund: requested (asked of the provider), processed (its webhook confirmed it) or failed. */
    providerStatus: text(),
    paidOn: date({ mode: 'string' }).notNull(),
    note: text(),
    recordedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('booking_payments_booking_idx').on(t.bookingId, t.createdAt),
    // Analytics: payments by method over a range of days.
    index('booking_payments_paid_on_idx').on(t.paidOn),
    check('booking_payments_amount_check', sql`${t.amount} > 0`),
    check('booking_payments_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check(
      'booking_payments_method_check',
      sql`${t.method} in ('cash', 'bank_transfer', 'upi', 'card', 'other', 'online')`,
    ),
    // A provider's payment is recorded once, and so is its refund, however often it is reported.
    uniqueIndex('booking_payments_provider_payment_idx')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.kind} = 'payment' and ${t.providerPaymentId} is not null`),
    uniqueIndex('booking_payments_provider_refund_idx')
      .on(t.provider, t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    // The back office's payments list: by provider and by day.
    index('booking_payments_provider_created_idx').on(t.provider, t.createdAt),
    index('booking_payments_created_idx').on(t.createdAt),
  ],
);

/**
 * Payments and refunds per day received (paid_on), method and kind, with their amounts: kept by a
 * trigger on booking_payments in the same transaction as every change, like booking_daily_totals,
 * so the revenue report's payments by method adds up days instead of reading every payment. Only
 * rows that count are in it (not a refund the provider reported as failed). Eight slots per day
 * (the payment's id modulo 8) keep concurrent payments off one row.
 */
export const bookingPaymentDailyTotals = pgTable(
  'booking_payment_daily_totals',
  {
    day: date({ mode: 'string' }).notNull(),
    slot: integer().notNull(),
    method: text().notNull(),
    kind: text().notNull(),
    payments: integer().default(0).notNull(),
    amount: numeric({ precision: 16, scale: 2, mode: 'number' }).default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot, t.method, t.kind] })],
);
