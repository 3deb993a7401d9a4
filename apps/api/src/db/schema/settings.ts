import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().default('').notNull(),
  type: text().default('string').notNull(),
  isPublic: boolean().default(false).notNull(),
  ...timestamps,
});
