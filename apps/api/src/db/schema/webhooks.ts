import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * An address of the operator's other systems that is told of changes (bookings, payments,
 * enquiries, reviews). `secret` is the signing secret as stored: encrypted with WEBHOOK_SECRET_KEY
 * when that is set (`v1:` prefix), see the webhooks module's secret-box.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial().primaryKey(),
    url: text().notNull(),
    description: text(),
    /** The events it receives, e.g. {booking.created, payment.recorded}. */
    events: text().array().notNull(),
    secret: text().notNull(),
    isActive: boolean().default(true).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // emit(): the active endpoints that subscribe to an event.
    index('webhook_endpoints_events_idx')
      .using('gin', t.events)
      .where(sql`${t.isActive}`),
    index('webhook_endpoints_created_idx').on(t.createdAt),
  ],
);

export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction of the change it
 * reports and delivered by the webhook runner (claimed with FOR UPDATE SKIP LOCKED and a lease, as
 * the email outbox is). `body` is the exact JSON that is signed and sent on every attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** Sent as X-Trails-Delivery: one per endpoint and event, the same on every attempt. */
    deliveryId: text().notNull(),
    /** The event's id (in the body): the same for every endpoint told of it. */
    eventId: text().notNull(),
    event: text().notNull(),
    body: text().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).default('queued').notNull(),
    attempts: integer().default(0).notNull(),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    /** The last attempt's HTTP status (null when no answer came) and the start of its answer. */
    responseStatus: integer(),
    responseExcerpt: text(),
    lastError: text(),
    lastAttemptAt: timestamp({ withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_delivery_id_idx').on(t.deliveryId),
    // The runner's claim: queued rows that are due, and sending rows whose lease ran out.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('webhook_deliveries_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
    // An endpoint's log, newest first (and its last delivery's status).
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt, t.id),
    check('webhook_deliveries_status_check', sql`${t.status} in ('queued', 'sending', 'delivered', 'failed')`),
    check('webhook_deliveries_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
