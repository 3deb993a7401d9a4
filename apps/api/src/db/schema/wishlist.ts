import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { tours, treks } from './catalogue.ts';
import { users } from './users.ts';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The saved tour or trek: exactly one of the two. */
    tourId: integer().references(() => tours.id, { onDelete: 'cascade' }),
    trekId: integer().references(() => treks.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wishlist_user_tour_idx').on(t.userId, t.tourId),
    index('wishlist_tour_idx').on(t.tourId),
    uniqueIndex('wishlist_user_trek_idx').on(t.userId, t.trekId),
    index('wishlist_trek_idx').on(t.trekId),
    index('wishlist_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('wishlist_item_check', sql`num_nonnulls(${t.tourId}, ${t.trekId}) = 1`),
  ],
);
