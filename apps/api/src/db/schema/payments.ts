import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { bookings } from './bookings.ts';

/**
 * A payment the traveller started online: a Razorpay order or a Stripe Checkout Session, for a
 * computed amount of one booking. Captures, returns and webhooks find their booking through it.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['razorpay', 'stripe'] }).notNull(),
    /** deposit, balance or full. */
    purpose: text({ enum: ['deposit', 'balance', 'full'] }).notNull(),
    amount: money().notNull(),
    currency: text().notNull(),
    /** The Razorpay order id or the Stripe Checkout Session id. */
    providerOrderId: text().notNull(),
    /** created, paid, failed, or refund_due (captured for a booking that could not take it). */
    status: text({ enum: ['created', 'paid', 'failed', 'refund_due'] })
      .default('created')
      .notNull(),
    failureReason: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_attempts_order_idx').on(t.provider, t.providerOrderId),
    index('payment_attempts_booking_idx').on(t.bookingId, t.createdAt),
    check('payment_attempts_amount_check', sql`${t.amount} > 0`),
    check('payment_attempts_status_check', sql`${t.status} in ('created', 'paid', 'failed', 'refund_due')`),
  ],
);

/** Every verified webhook, by the provider's event id: a repeated delivery is recognised and skipped. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial().primaryKey(),
    provider: text({ enum: ['razorpay', 'stripe'] }).notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('payment_events_event_idx').on(t.provider, t.eventId),
    index('payment_events_received_idx').on(t.receivedAt),
  ],
);

/** Balance emails already written for a booking (kind balance_due or balance_reminder): one each. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['balance_due', 'balance_reminder'] }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('payment_reminders_booking_kind_idx').on(t.bookingId, t.kind)],
);
