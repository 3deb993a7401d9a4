import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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
import { users } from './users.ts';

/** A custom package's quote as stored (see the contracts' customPackageQuoteBody). */
export interface StoredCustomPackageQuote {
  price_per_person: number;
  total_price: number;
  days: { day: number; title: string; description: string | null }[];
  inclusions: string[];
  exclusions: string[];
  valid_until: string;
}

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: integer().references(() => tours.id, { onDelete: 'cascade' }),
    trekId: integer().references(() => treks.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    title: text().notNull(),
    comment: text().notNull(),
    tripType: text({ enum: ['Family', 'Solo', 'Couple', 'Friends'] }),
    traveledOn: date({ mode: 'string' }),
    helpfulCount: integer().default(0).notNull(),
    isApproved: boolean().default(false).notNull(),
    isFeatured: boolean().default(false).notNull(),
    /** The operator's public answer, shown under the review; a new reply replaces it. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('reviews_tour_idx').on(t.tourId, t.isApproved, t.createdAt),
    index('reviews_trek_idx').on(t.trekId, t.isApproved, t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    // One review per traveller and trip.
    uniqueIndex('reviews_user_tour_idx').on(t.userId, t.tourId),
    uniqueIndex('reviews_user_trek_idx').on(t.userId, t.trekId),
    // The moderation list and the dashboard's latest reviews: newest first, whatever their status.
    index('reviews_created_at_idx').on(t.createdAt),
    index('reviews_approved_idx').on(t.isApproved, t.isFeatured, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_subject_check', sql`num_nonnulls(${t.tourId}, ${t.trekId}) = 1`),
    check('reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
    // The moderation list's reply filter: approved reviews still awaiting a reply, and those answered.
    index('reviews_awaiting_reply_idx')
      .on(t.createdAt)
      .where(sql`${t.isApproved} and ${t.repliedAt} is null`),
    index('reviews_replied_idx')
      .on(t.createdAt)
      .where(sql`${t.repliedAt} is not null`),
    check('reviews_reply_check', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check(
      'reviews_trip_type_check',
      sql`${t.tripType} is null or ${t.tripType} in ('Family', 'Solo', 'Couple', 'Friends')`,
    ),
  ],
);

/** One "helpful" vote per user and review; reviews.helpful_count caches the total. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The saved tour or trek: exactly one of the two. */
    tourId: integer().references(() => tours.id, { onDelete: 'cascade' }),
    trekId: integer().references(() => treks.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wishlist_user_tour_idx').on(t.userId, t.tourId),
    index('wishlist_tour_idx').on(t.tourId),
    uniqueIndex('wishlist_user_trek_idx').on(t.userId, t.trekId),
    index('wishlist_trek_idx').on(t.trekId),
    index('wishlist_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('wishlist_item_check', sql`num_nonnulls(${t.tourId}, ${t.trekId}) = 1`),
  ],
);

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
    index('enquiries_user_idx').on(t.userId),
    // The back office's sortable columns.
    index('enquiries_name_idx').on(t.name),
    index('enquiries_travel_date_idx').on(t.travelDate),
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

export const customPackages = pgTable(
  'custom_packages',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    destinations: jsonb().$type<string[]>().default([]).notNull(),
    durationDays: integer().notNull(),
    durationNights: integer().notNull(),
    budgetMin: money().notNull(),
    budgetMax: money().notNull(),
    hotelStars: integer().default(3).notNull(),
    travelers: integer().default(2).notNull(),
    travelDate: date({ mode: 'string' }).notNull(),
    specialRequirements: text(),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text(),
    status: text({ enum: ['requested', 'quoted', 'confirmed', 'cancelled'] })
      .default('requested')
      .notNull(),
    assignedTo: text(),
    notes: text(),
    quotedPrice: money(),
    /** The quote staff wrote (prices, day-by-day plan, inclusions, exclusions, valid until). */
    quote: jsonb().$type<StoredCustomPackageQuote>(),
    /** When the quote was last emailed to the traveller. */
    quoteSentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('custom_packages_user_idx').on(t.userId),
    index('custom_packages_status_idx').on(t.status, t.createdAt),
    index('custom_packages_created_at_idx').on(t.createdAt),
    check('custom_packages_days_check', sql`${t.durationDays} between 1 and 25`),
    check('custom_packages_nights_check', sql`${t.durationNights} between 0 and 24`),
    check('custom_packages_budget_check', sql`${t.budgetMin} >= 0 and ${t.budgetMax} > ${t.budgetMin}`),
    check('custom_packages_hotel_check', sql`${t.hotelStars} between 3 and 5`),
    check('custom_packages_travelers_check', sql`${t.travelers} between 1 and 10`),
    check('custom_packages_status_check', sql`${t.status} in ('requested', 'quoted', 'confirmed', 'cancelled')`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    description: text(),
    discountType: text({ enum: ['percent', 'fixed'] }).notNull(),
    discountValue: money().notNull(),
    minAmount: money(),
    maxDiscount: money(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    usedCount: integer().default(0).notNull(),
    /** How many of one account's bookings (not cancelled) may use the coupon; null for no limit. */
    maxUsesPerUser: integer(),
    /** Only for an account's first booking: one with no other booking that is not cancelled. */
    firstBookingOnly: boolean().default(false).notNull(),
    isActive: boolean().default(true).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`upper(${t.code})`),
    index('coupons_active_idx').on(t.isActive),
    index('coupons_valid_until_idx').on(t.validUntil),
    index('coupons_created_at_idx').on(t.createdAt),
    check('coupons_type_check', sql`${t.discountType} in ('percent', 'fixed')`),
    check('coupons_value_check', sql`${t.discountValue} > 0`),
    check('coupons_percent_check', sql`${t.discountType} <> 'percent' or ${t.discountValue} <= 100`),
    check('coupons_usage_check', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 0)`),
    check('coupons_max_uses_per_user_check', sql`${t.maxUsesPerUser} is null or ${t.maxUsesPerUser} >= 1`),
  ],
);

/** Coupons limited to some trips; a coupon without rows here applies to every trip. */
export const couponTrips = pgTable(
  'coupon_trips',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    tourId: integer().references(() => tours.id, { onDelete: 'cascade' }),
    trekId: integer().references(() => treks.id, { onDelete: 'cascade' }),
    /** Every trek (or every tour) rather than one: 'tour' | 'trek' with both ids null. */
    tripKind: text({ enum: ['tour', 'trek'] }),
  },
  (t) => [
    index('coupon_trips_coupon_idx').on(t.couponId),
    uniqueIndex('coupon_trips_tour_idx').on(t.couponId, t.tourId),
    uniqueIndex('coupon_trips_trek_idx').on(t.couponId, t.trekId),
    check('coupon_trips_target_check', sql`num_nonnulls(${t.tourId}, ${t.trekId}, ${t.tripKind}) = 1`),
    check('coupon_trips_kind_check', sql`${t.tripKind} is null or ${t.tripKind} in ('tour', 'trek')`),
  ],
);

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
