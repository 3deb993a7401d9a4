import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail: who did what to which record, when, and what changed. Append-only: a trigger
 * (migration 0019) refuses UPDATE and DELETE. `userId` carries no foreign key, so deleting an
 * account never has to touch its entries; the actor's name and role are kept as they were.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: serial().primaryKey(),
    userId: integer(),
    actorName: text(),
    actorRole: text(),
    /** booking, enquiry, review, user, blog, settings, ... */
    type: text().notNull(),
    action: text().notNull(),
    subjectId: integer(),
    /** How the record was named at the time (a reference, a title, an email). */
    subjectLabel: text(),
    description: text().notNull(),
    /** Only the fields that changed: their values before and after (null for a create or a delete). */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    metadata: jsonb().$type<Record<string, unknown>>().default({}).notNull(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('activity_logs_created_at_idx').on(t.createdAt),
    index('activity_logs_type_idx').on(t.type, t.createdAt),
    index('activity_logs_user_idx').on(t.userId, t.createdAt),
    index('activity_logs_action_idx').on(t.action, t.createdAt),
    index('activity_logs_subject_idx').on(t.type, t.subjectId, t.createdAt),
  ],
);
