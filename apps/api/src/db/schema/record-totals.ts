import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Per kind of record and UTC day (of created_at), how many there are now: active tours
 * ('active_tour'), traveller accounts ('customer'), reviews ('review') and enquiries still new
 * ('new_enquiry'). Kept by triggers on those tables in the same transaction as every change
 * (deltas, never recounts; a row counts on the day it was created, so a deleted one is taken back
 * from that day), in the slot of the row's id modulo 8. The dashboard's cards add up days instead
 * of counting each table.
 */
export const recordDailyTotals = pgTable(
  'record_daily_totals',
  {
    record: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    slot: integer().notNull(),
    records: integer().default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.record, t.day, t.slot] })],
);
