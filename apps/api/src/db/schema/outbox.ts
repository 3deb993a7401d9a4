import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A file the sender renders at send time from the record it names, e.g. a custom trip's quote as a
 * PDF: the row stays small, and an email acknowledged in a transaction never depends on a file.
 */
export interface OutboxAttachment {
  kind: 'custom-package-quote';
  id: number;
}

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What the back office's Outbox search looks in: the recipient's address and name, and the subject. */
const outboxSearchExpression = (t: { toAddress: AnyPgColumn; toName: AnyPgColumn; subject: AnyPgColumn }) =>
  sql`(${t.toAddress} || ' ' || coalesce(${t.toName}, '') || ' ' || ${t.subject})`;

/**
 * Emails waiting to be sent, written in the same transaction as the change that causes them and
 * delivered by the outbox runner. A row is claimed with a lease (`locked_until`): a runner that
 * dies mid-send leaves it to be claimed again once the lease has run out.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    toName: text(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** Extra message headers, e.g. List-Unsubscribe on a newsletter. */
    headers: jsonb().$type<Record<string, string>>(),
    /** What the email is about, e.g. booking_received, password_reset. */
    kind: text().notNull(),
    /** The record it concerns, e.g. ('booking', 42), for an admin's "emails of this booking". */
    relatedType: text(),
    relatedId: integer(),
    attachments: jsonb().$type<OutboxAttachment[]>(),
    status: text({ enum: OUTBOX_STATUSES }).default('queued').notNull(),
    attempts: integer().default(0).notNull(),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    // The runner's claim: queued rows that are due, and sending rows whose lease ran out.
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('email_outbox_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
    // The admin list, newest first, optionally by status.
    index('email_outbox_status_created_idx').on(t.status, t.createdAt),
    index('email_outbox_created_idx').on(t.createdAt),
    // The admin list's search over the recipient and the subject (a substring, any case).
    index('email_outbox_search_trgm_idx').using('gin', sql`${outboxSearchExpression(t)} gin_trgm_ops`),
    index('email_outbox_related_idx').on(t.relatedType, t.relatedId),
    check('email_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const CAMPAIGN_STATUSES = ['sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Who a campaign is for; see the campaigns module. */
export type CampaignAudience =
  | { type: 'all_travellers' }
  | { type: 'booked_between'; from: string; to: string }
  | { type: 'trip'; kind: 'tour' | 'trek'; id: number };

/**
 * A newsletter sent to travellers. Its emails are written to the outbox in batches, one
 * transaction each; `cursor_user_id` is the last recipient written, so a delivery that stopped
 * half-way continues after it and never writes one twice. `last_user_id` bounds the audience to
 * the accounts that existed when it was sent.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial().primaryKey(),
    subject: text().notNull(),
    bodyHtml: text().notNull(),
    audience: jsonb().$type<CampaignAudience>().notNull(),
    status: text({ enum: CAMPAIGN_STATUSES }).default('sending').notNull(),
    recipientCount: integer().default(0).notNull(),
    enqueuedCount: integer().default(0).notNull(),
    cursorUserId: integer().default(0).notNull(),
    lastUserId: integer().default(0).notNull(),
    createdBy: integer(),
    completedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('campaigns_created_idx').on(t.createdAt),
    index('campaigns_sending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'sending'`),
    check('campaigns_status_check', sql`${t.status} in ('sending', 'sent')`),
  ],
);

/** The search text of the outbox table's rows, for queries (the index is built on the same expression). */
export const outboxSearchText = outboxSearchExpression(emailOutbox);
