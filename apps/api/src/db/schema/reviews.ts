import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { tours, treks } from './catalogue.ts';
import { users } from './users.ts';

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
