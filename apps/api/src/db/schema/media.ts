import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

export const media = pgTable(
  'media',
  {
    id: serial().primaryKey(),
    filename: text().notNull(),
    url: text().notNull(),
    folder: text().default('general').notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    width: integer(),
    height: integer(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('media_url_idx').on(t.url),
    index('media_folder_idx').on(t.folder, t.createdAt),
    check('media_size_check', sql`${t.sizeBytes} > 0`),
  ],
);
