import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at on every table; updated_at moves on every Drizzle update. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
};

/** Money in the site currency, two decimals, read as a JS number. */
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

export const imageList = () => jsonb().$type<string[]>().default([]).notNull();

/** Catalogue fields shared by destinations, tours and treks. */
export const publishFlags = {
  isActive: boolean().default(true).notNull(),
  isFeatured: boolean().default(false).notNull(),
};

/**
 * Counts kept on a catalogue row by the database's triggers (migration 0008_catalogue_count_triggers),
 * never written by the application: approved reviews, the sum of their ratings, and the average
 * rounded to one decimal (null without reviews), computed from the two.
 */
export const reviewCounts = () => ({
  reviewCount: integer().default(0).notNull(),
  ratingSum: integer().default(0).notNull(),
  rating: doublePrecision().generatedAlwaysAs(
    sql`case when review_count > 0 then round(rating_sum::numeric / review_count, 1)::float8 end`,
  ),
});

export const seoFields = {
  metaTitle: text(),
  metaDescription: text(),
};

export const durationFields = {
  durationDays: integer().default(1).notNull(),
  durationNights: integer().default(0).notNull(),
};

/**
 * A record's translations of its staff-written texts: `{ "hi": { "title": "…" }, "fr": { … } }`,
 * per language only the fields written in it (blank ones are dropped on write). English is the
 * record's own columns; a field a language leaves out is shown in English.
 */
export const translationsColumn = () => jsonb().$type<ContentTranslations>().default({}).notNull();
/** Per language, the translated fields by their English (snake_case) names. */
export type ContentTranslations = Partial<Record<string, Record<string, unknown>>>;
