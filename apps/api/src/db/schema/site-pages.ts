import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PageContent } from '@trails/contracts/page-content';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * The pages the operator writes in the back office (Pages): one row per page and language, its
 * content as JSON under the page's key (`{ faq: { groups } }`). A language without a row is shown
 * in English; English always has one (the migration that made the table wrote the first texts).
 */
export const sitePages = pgTable(
  'site_pages',
  {
    key: text().notNull(),
    lang: text().notNull(),
    body: jsonb().$type<PageContent>().notNull(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.key, t.lang] }),
    check('site_pages_key_check', sql`${t.key} IN ('hero', 'gallery', 'faq', 'terms', 'privacy')`),
    check('site_pages_lang_check', sql`${t.lang} IN ('en', 'hi', 'es', 'fr', 'de')`),
  ],
);
